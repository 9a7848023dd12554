import { test as base, expect } from '@playwright/test';
import { canApt } from '../../scripts/toolchain/debian.mjs';
import {
  FIREFOX,
  find,
  missingFor,
  missingLine,
  WEBKIT_DRIVER,
  XVFB,
} from '../../scripts/toolchain/engines.mjs';
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
const whyNot = (name: EngineName) => {
  const gaps = missingFor(name);
  if (gaps.length === 0) return undefined;
  if (canApt()) {
    const names = gaps.map((part) => part.name).join(' and ');
    throw new Error(
      `${names} not found. As root on Debian every engine runs: node scripts/toolchain/setup.mjs --browser installs it.`,
    );
  }
  return missingLine(name, gaps);
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
          ? Firefox.launch(find(FIREFOX) as string, javaScript)
          : WebKit.launch(find(WEBKIT_DRIVER) as string, find(XVFB), javaScript);
      this.started.set(key, engine);
    }
    return engine;
  }

  async closeAll() {
    // A browser that failed to start has failed its test already.
    await Promise.all(
      [...this.started.values()].map((started) =>
        started.then(
          (engine) => engine.close(),
          () => {},
        ),
      ),
    );
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
    const reason = whyNot(engineName);
    test.skip(reason !== undefined, reason);
    const engine = await browsers.get(engineName, true);
    await engine.startVisit(DESKTOP);
    await use(engine);
    const errors = (await engine.takeErrors()).filter((error) => !expectedErrors?.test(error));
    expect(errors, `errors ${engineName} reported for the page`).toEqual([]);
  },
  scriptless: async ({ browsers, engineName }, use) => {
    const reason = whyNot(engineName);
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

/**
 * Waits until a page the router brought has slid into place
 * (src/islands/page-transition.tsx): mid-slide, the point a click aims at can
 * be another element, or none.
 */
export const pageInPlace = (engine: Engine) =>
  poll(() => engine.evaluate(() => document.querySelector('.page-transition')?.getAnimations().length)).toBe(
    0,
  );

export { expect };
