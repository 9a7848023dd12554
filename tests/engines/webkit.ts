import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Builder, Key as Keys, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Engine, type Key, type Size, type Target } from './engine';
import { clearStorage, keepPageErrors, readElement, takePageErrors } from './in-page';
import { openScriptGate, type ScriptGate } from './script-gate';

const KEYS: Record<Key, string[]> = {
  Enter: [Keys.ENTER],
  Escape: [Keys.ESCAPE],
  Tab: [Keys.TAB],
  'Shift+Tab': [Keys.SHIFT, Keys.TAB],
  ArrowDown: [Keys.ARROW_DOWN],
  ArrowLeft: [Keys.ARROW_LEFT],
  ArrowRight: [Keys.ARROW_RIGHT],
};

/** An X server of its own: WebKitGTK draws in a window, and this machine may have no display. */
const startXvfb = async (xvfbPath: string) => {
  // -displayfd: Xvfb picks a free display number and writes it on fd 3 once it accepts clients.
  const xvfb = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const [number] = await once(xvfb.stdio[3] as NodeJS.ReadableStream, 'data');
  return { xvfb, display: `:${String(number).trim()}` };
};

const freePort = async () => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
};

/** Waits until the driver answers its status endpoint. */
const driverReady = async (url: string) => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`webkit: WebKitWebDriver did not answer at ${url}`);
};

/**
 * WebKitGTK's MiniBrowser through Debian's WebKitWebDriver (selenium-webdriver,
 * pointed at the driver it starts, so selenium-manager never looks for one to
 * download). WebKitWebDriver 2.50 offers no BiDi and no log endpoint, and
 * MiniBrowser's --enable-write-console-messages-to-stdout writes nothing for
 * a page under automation: the page's errors are kept by keepPageErrors
 * (./in-page.ts), put into each document by open() and reload() while its
 * scripts are held, so none of the site's bundles runs unwatched (the inline
 * boot script in <head> does: the scenarios check its effect, the theme).
 */
export class WebKit extends Engine {
  readonly name = 'webkit';
  /** The size last asked for: asking again costs nothing. */
  private viewport: Size = { width: 0, height: 0 };

  private constructor(
    gate: ScriptGate,
    javaScript: boolean,
    private readonly driver: WebDriver,
    private readonly processes: ChildProcess[],
  ) {
    super(gate, javaScript);
  }

  static async launch(driverPath: string, xvfbPath: string | undefined, javaScript: boolean) {
    const processes: ChildProcess[] = [];
    let display = process.env.DISPLAY;
    if (!display) {
      if (!xvfbPath) throw new Error('webkit: no DISPLAY and no Xvfb');
      const started = await startXvfb(xvfbPath);
      processes.push(started.xvfb);
      display = started.display;
    }
    const port = await freePort();
    processes.push(
      spawn(driverPath, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } }),
    );
    // A worker that ends without its teardown must not leave them running.
    process.once('exit', () => {
      for (const child of processes) child.kill();
    });
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // MiniBrowser's own options: WebKitSettings properties, here whether scripts run.
        'webkitgtk:browserOptions': { args: ['--automation', `--enable-javascript=${javaScript}`] },
      })
      .build();
    return new WebKit(await openScriptGate(), javaScript, driver, processes);
  }

  /** Loads with the page's scripts held until its error keeper is in. */
  private async load(navigate: () => Promise<void>, holdScripts: boolean) {
    await this.keepErrors();
    const release = this.gate.holdScripts();
    await navigate();
    if (this.javaScript) await this.driver.executeScript(keepPageErrors, true);
    if (holdScripts) return release;
    release();
    return () => {};
  }

  /**
   * Moves the page's errors into this.errors. A document without a keeper
   * was loaded behind open()'s back (by the page itself, or by Back to a page
   * the browser no longer kept): its errors cannot be seen, so say so.
   */
  private async keepErrors() {
    if (!this.javaScript) return;
    const errors = await this.driver.executeScript<string[] | null>(takePageErrors);
    if (errors === null) {
      throw new Error(
        `webkit: ${await this.path()} was loaded without the error keeper; its errors cannot be seen`,
      );
    }
    this.errors.push(...errors);
  }

  open(path: string, { holdScripts = false } = {}) {
    return this.load(() => this.driver.get(new URL(path, this.gate.origin).href), holdScripts);
  }

  async reload() {
    await this.load(() => this.driver.navigate().refresh(), false);
  }

  async back() {
    await this.driver.navigate().back();
    await this.keepErrors();
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.driver.executeScript<Awaited<Result>>(fn, ...args);
  }

  private async element(target: Target) {
    const [css, text] = typeof target === 'string' ? [target, null] : [target.css, target.text];
    const element = await this.driver.executeScript<WebElement | null>(readElement, css, text, {
      kind: 'element',
    });
    if (!element) throw new Error(`webkit: no element ${JSON.stringify(target)}`);
    return element;
  }

  /**
   * Scrolled into view by script first, as a visitor scrolls to what they
   * press: on a fresh visit a section off screen is not rendered until it
   * nears the viewport (content-visibility), and WebKit's driver finds no
   * box to press in it. The press waits until the element holds still
   * (settle). Where the driver still finds no box (once in CI, on a busy
   * machine: a section of the mobile menu just opened), the press is aimed
   * again, at most twice more.
   */
  async click(target: Target) {
    for (let attempt = 1; ; attempt++) {
      const element = await this.element(target);
      await this.settle(element);
      try {
        return await element.click();
      } catch (error) {
        if (attempt === 3 || (error as Error).name !== 'ElementNotInteractableError') throw error;
      }
    }
  }

  /**
   * Scrolls `element` into view if it is not (a menu entry in the fixed
   * header moves nothing: the page's scroll position is what some scenarios
   * check), and waits (at most a second) until its box is the same after two
   * frames, as `scrollIntoPlace` (tests/e2e/fixtures.ts) does in Chromium.
   * The sections the scroll brings near the viewport are laid out at the
   * next frame, and WebKit has no scroll anchoring: what follows them moves,
   * and a press aimed before that lands on whatever moved under the point
   * (the early FAQ press in hydration.spec.ts hit the page's wrapper about
   * once in five). With JavaScript off no frame callback runs: 50 ms
   * Node-side waits instead.
   */
  private async settle(element: WebElement) {
    const read = () =>
      this.driver.executeAsyncScript<string>(
        (toPress: Element, frames: boolean, done: (box: string) => void) => {
          toPress.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          const measure = () => {
            const { x, y, width, height } = toPress.getBoundingClientRect();
            done([x, y, width, height].join());
          };
          if (frames) requestAnimationFrame(() => requestAnimationFrame(measure));
          else measure();
        },
        element,
        this.javaScript,
      );
    let last = await read();
    for (let reading = 0; reading < 20; reading++) {
      if (!this.javaScript) await this.driver.sleep(50);
      const now = await read();
      if (now === last) return;
      last = now;
    }
  }

  async hover(target: Target) {
    await this.driver
      .actions()
      .move({ origin: await this.element(target) })
      .perform();
  }

  async moveMouse(x: number, y: number) {
    await this.driver.actions().move({ x, y, origin: Origin.VIEWPORT }).perform();
  }

  async press(key: Key) {
    const keys = KEYS[key];
    const actions = this.driver.actions();
    for (const name of keys) actions.keyDown(name);
    for (const name of keys.toReversed()) actions.keyUp(name);
    await actions.perform();
  }

  async type(target: Target, text: string) {
    // WebKitWebDriver drops a "\n" it is sent; the Enter key is what makes a new line in a textarea.
    await (await this.element(target)).sendKeys(text.replaceAll('\n', Keys.ENTER));
  }

  /**
   * Sizes the window so that the page gets `size`: the window's frame is
   * measured, not assumed. MiniBrowser's window is never narrower than 447 px.
   */
  async resize(size: Size) {
    if (this.viewport.width === size.width && this.viewport.height === size.height) return;
    const window = this.driver.manage().window();
    await window.setRect(size);
    const inner = await this.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    const frame = { width: size.width - inner.width, height: size.height - inner.height };
    await window.setRect({ width: size.width + frame.width, height: size.height + frame.height });
    this.viewport = size;
  }

  async startVisit(size: Size) {
    this.gate.newVisitor();
    await this.resize(size);
    await this.driver.manage().deleteAllCookies();
    // Storage is per origin: clear it from a page of the site with no script of its own.
    await this.driver.get(new URL('/robots.txt', this.gate.origin).href);
    await this.evaluate(clearStorage);
    if (this.javaScript) await this.driver.executeScript(keepPageErrors, true);
    this.errors = [];
  }

  async takeErrors() {
    await this.keepErrors();
    return this.errors.splice(0);
  }

  async close() {
    await this.driver.quit();
    await this.gate.close();
    for (const child of this.processes.reverse()) child.kill();
  }
}
