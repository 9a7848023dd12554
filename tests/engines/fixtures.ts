import { test as base, expect } from '@playwright/test';
import { canApt, ENGINES, findEngine, XVFB } from '../../scripts/toolchain/engines.mjs';
import { DESKTOP, ENGINE_NAMES, type Engine, type EngineName } from './engine';
import { Firefox } from './firefox';
import { WebKit } from './webkit';

type Options = {
  /** The engine of the describe block (each scenario runs once per engine: ./engine.ts ENGINE_NAMES). */
  engineName: EngineName;
  /** Errors a test provokes on purpose (a failed send logs one). */
  expectedErrors: RegExp | undefined;
};

/**
 * Why this engine cannot run here, or undefined when it can. As root on
 * Debian, setup installs every engine (scripts/toolchain/engines.mjs): one
 * missing there is a broken setup, and the test fails instead of skipping.
 */
const missing = (name: EngineName) => {
  const parts =
    name === 'firefox' ? [ENGINES.firefox] : [ENGINES.webkit, ...(process.env.DISPLAY ? [] : [XVFB])];
  const absent = parts.filter((part) => !findEngine(part));
  if (absent.length === 0) return undefined;
  const reason = `${absent.map((part) => part.name).join(' and ')} not found (Debian: apt-get install ${absent.flatMap((part) => part.apt).join(' ')}; or set ${absent.map((part) => part.env).join(' / ')})`;
  if (canApt()) throw new Error(`${reason}: node scripts/toolchain/setup.mjs --browser installs it here`);
  return reason;
};

/** The browsers of one worker, each started on first use and kept for every later test. */
class Browsers {
  private readonly started = new Map<string, Promise<Engine>>();

  get(name: EngineName, javaScript: boolean) {
    const key = `${name} ${javaScript}`;
    let engine = this.started.get(key);
    if (!engine) {
      engine =
        name === 'firefox'
          ? Firefox.launch(findEngine(ENGINES.firefox) as string, javaScript)
          : WebKit.launch(findEngine(ENGINES.webkit) as string, findEngine(XVFB), javaScript);
      this.started.set(key, engine);
    }
    return engine;
  }

  async closeAll() {
    await Promise.all([...this.started.values()].map(async (engine) => (await engine).close()));
  }
}

/**
 * `engine`: the describe block's engine with JavaScript on, `scriptless` the
 * same engine with it off; each a new visitor (no cookies, empty storage) at
 * 1280 × 800. A test fails on any error the page reported in `engine`
 * (console errors, uncaught errors, failed loads, CSP refusals: how each
 * engine learns of them is in ./firefox.ts and ./webkit.ts).
 */
export const test = base.extend<Options & { engine: Engine; scriptless: Engine }, { browsers: Browsers }>({
  engineName: ['firefox', { option: true }],
  expectedErrors: [undefined, { option: true }],
  browsers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; this one has none
    async ({}, use) => {
      const browsers = new Browsers();
      await use(browsers);
      await browsers.closeAll();
    },
    { scope: 'worker' },
  ],
  engine: async ({ browsers, engineName, expectedErrors }, use) => {
    const reason = missing(engineName);
    test.skip(reason !== undefined, reason);
    const engine = await browsers.get(engineName, true);
    await engine.startVisit(DESKTOP);
    await use(engine);
    const errors = (await engine.takeErrors()).filter((error) => !expectedErrors?.test(error));
    expect(errors, `errors ${engineName} reported for the page`).toEqual([]);
  },
  scriptless: async ({ browsers, engineName }, use) => {
    const reason = missing(engineName);
    test.skip(reason !== undefined, reason);
    const engine = await browsers.get(engineName, false);
    await engine.startVisit(DESKTOP);
    await use(engine);
  },
});

/** Runs `scenarios` once in each engine: a describe block per engine, titled with its name. */
export const inEachEngine = (scenarios: () => void) => {
  for (const engineName of ENGINE_NAMES) {
    test.describe(engineName, () => {
      test.use({ engineName });
      scenarios();
    });
  }
};

/** Polls a reading until it passes, quickly: a browser round trip is a few milliseconds. */
export const poll = <T>(read: () => Promise<T>, message?: string) =>
  expect.poll(read, { message, intervals: [50], timeout: 5_000 });

export { expect };
