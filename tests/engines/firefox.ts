import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { Engine, type Key, type Size, type Target } from './engine';
import { clearStorage, keepPageErrors, readElement, takePageErrors } from './in-page';
import { openScriptGate, type ScriptGate } from './script-gate';

/** Firefox ESR over WebDriver BiDi (puppeteer-core): no geckodriver, no download. */
export class Firefox extends Engine {
  readonly name = 'firefox';

  private constructor(
    gate: ScriptGate,
    javaScript: boolean,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    super(gate, javaScript);
  }

  static async launch(executablePath: string, javaScript: boolean) {
    const gate = await openScriptGate();
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      // Firefox has no per-page switch for scripts over BiDi (emulation.setScriptingEnabled is not in ESR 153).
      extraPrefsFirefox: javaScript ? {} : { 'javascript.enabled': false },
    });
    // A tab of its own: Firefox's first tab never gets the focus under BiDi, and a
    // page without it fires no focus events and ignores Enter on a button.
    const page = await browser.newPage();
    const firefox = new Firefox(gate, javaScript, browser, page);
    page.on('console', (message) => {
      if (message.type() === 'error') firefox.errors.push(message.text());
    });
    page.on('pageerror', (error) =>
      firefox.errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
    // BiDi reports console messages and uncaught errors (above); the page itself sees the rest.
    await page.evaluateOnNewDocument(keepPageErrors, false);
    return firefox;
  }

  async open(path: string, { holdScripts = false } = {}) {
    const release = holdScripts ? this.gate.holdScripts() : () => {};
    await this.page.goto(new URL(path, this.gate.origin).href, { waitUntil: 'load' });
    return release;
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }

  async back() {
    await this.page.goBack();
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.page.evaluate(fn as (...args: unknown[]) => Result, ...args) as Promise<Awaited<Result>>;
  }

  private async element(target: Target) {
    const [css, text] = typeof target === 'string' ? [target, null] : [target.css, target.text];
    const handle = await this.page.evaluateHandle(readElement, css, text, { kind: 'element' } as const);
    const element = handle.asElement();
    if (!element) throw new Error(`firefox: no element ${JSON.stringify(target)}`);
    return element as ElementHandle<Element>;
  }

  /**
   * The element's centre in the viewport, scrolled into view first, once it
   * stays put: on a fresh visit a section off screen renders only as it nears
   * the viewport (content-visibility), and takes its real height then. That
   * happens in a rendering update, not in a forced layout, so with JavaScript
   * on each read waits for two frames, and two reads must agree (reads 50 ms
   * apart could fall in one frame on a busy machine, agree, and aim at a
   * stale place: a FAQ click in CI missed so), and the element must be the
   * one at that point (once more in CI, the FAQ click after a client-side
   * navigation missed with two reads agreeing). With JavaScript off no frame
   * callback runs, and no section waits to render (the boot script sets no
   * fresh-visit class): the first two reads agree. Puppeteer's own
   * ElementHandle.click waits on an IntersectionObserver, which never answers
   * with JavaScript off.
   */
  private async centre(target: Target) {
    const element = await this.element(target);
    const read = () =>
      element.evaluate(async (toPress, afterFrames) => {
        toPress.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        if (afterFrames)
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const box = toPress.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        return { x, y, hits: toPress.contains(document.elementFromPoint(x, y)) };
      }, this.javaScript);
    let centre = await read();
    for (let reads = 0; reads < 20; reads += 1) {
      const again = await read();
      if (again.hits && again.x === centre.x && again.y === centre.y) break;
      centre = again;
    }
    return centre;
  }

  async click(target: Target) {
    const { x, y } = await this.centre(target);
    await this.page.mouse.click(x, y);
  }

  async hover(target: Target) {
    const { x, y } = await this.centre(target);
    await this.page.mouse.move(x, y);
  }

  async moveMouse(x: number, y: number) {
    await this.page.mouse.move(x, y);
  }

  async press(key: Key) {
    const [modifier, name] = key.includes('+') ? (key.split('+') as [KeyInput, KeyInput]) : [null, key];
    if (modifier) await this.page.keyboard.down(modifier);
    await this.page.keyboard.press(name as KeyInput);
    if (modifier) await this.page.keyboard.up(modifier);
  }

  async type(target: Target, text: string) {
    await (await this.element(target)).type(text);
  }

  async resize(size: Size) {
    await this.page.setViewport(size);
  }

  async startVisit(size: Size) {
    this.gate.newVisitor();
    await this.resize(size);
    await this.browser.deleteCookie(...(await this.browser.cookies()));
    // Storage is per origin: clear it from a page of the site with no script of its own.
    await this.page.goto(new URL('/robots.txt', this.gate.origin).href);
    await this.page.evaluate(clearStorage);
    this.errors = [];
  }

  async takeErrors() {
    const fromPage = this.javaScript ? await this.page.evaluate(takePageErrors) : [];
    return [...this.errors.splice(0), ...(fromPage ?? [])];
  }

  async close() {
    await this.browser.close();
    await this.gate.close();
  }
}
