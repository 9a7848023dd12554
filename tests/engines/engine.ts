import { pageHydrated } from '../support/hydrated';
import { type Reading, readElement } from './in-page';
import type { ScriptGate } from './script-gate';

export const ENGINE_NAMES = ['firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** An element: a CSS selector, or the first match whose text holds `text`. */
export type Target = string | { css: string; text: string };
export type Key = 'Enter' | 'Escape' | 'Tab' | 'Shift+Tab' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export type Size = { width: number; height: number };
export const DESKTOP: Size = { width: 1280, height: 800 };
export const PHONE: Size = { width: 375, height: 740 };

const POLL_MS = 50;

/**
 * One browser, driven the same way whatever the engine: what a scenario in
 * tests/engines/ does, in the words of a visitor. ./firefox.ts implements it
 * over WebDriver BiDi (puppeteer-core), ./webkit.ts over WebDriver
 * (selenium-webdriver); what both share (waiting, reading elements) is here.
 * Paths are the site's; the engine browses the test server through its
 * ./script-gate.ts.
 */
export abstract class Engine {
  abstract readonly name: EngineName;
  /** Errors the page reported since the last takeErrors(), in this engine's words. */
  protected errors: string[] = [];

  constructor(
    protected readonly gate: ScriptGate,
    /** False: the browser runs with JavaScript off, as a visitor who has turned it off. */
    readonly javaScript: boolean,
  ) {}

  /**
   * Loads `path` and waits for its load event (the page is painted from its
   * HTML and inline CSS; its scripts are requested after that). With
   * `holdScripts`, they wait until the returned function is called.
   */
  abstract open(path: string, options?: { holdScripts: boolean }): Promise<() => void>;
  abstract reload(): Promise<void>;
  /** The browser's Back button. */
  abstract back(): Promise<void>;
  abstract evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** Scrolls the element into view and clicks its centre with the mouse. */
  abstract click(target: Target): Promise<void>;
  /** Moves the mouse over the element's centre. */
  abstract hover(target: Target): Promise<void>;
  /** Moves the mouse to a point of the viewport. */
  abstract moveMouse(x: number, y: number): Promise<void>;
  /** Presses a key (and a modifier) on whatever has the focus. */
  abstract press(key: Key): Promise<void>;
  /** Focuses the field and types into it key by key. */
  abstract type(target: Target, text: string): Promise<void>;
  /** Sizes the viewport (the page's innerWidth × innerHeight), as near as the engine's window allows. */
  abstract resize(size: Size): Promise<void>;
  /**
   * A new visitor at `size`: no cookies, empty storage, on a page of the
   * site's origin that runs no script of its own (its robots.txt).
   */
  abstract startVisit(size: Size): Promise<void>;
  /** Hands over the errors the page reported since the last call. */
  abstract takeErrors(): Promise<string[]>;
  abstract close(): Promise<void>;

  /** The path of the page shown. */
  path() {
    return this.evaluate(() => location.pathname);
  }

  protected read(target: Target, reading: Reading) {
    const [css, text] = typeof target === 'string' ? [target, null] : [target.css, target.text];
    return this.evaluate(readElement, css, text, reading);
  }

  /** The element's text, white space collapsed; null when there is none. */
  async text(target: Target) {
    return (await this.read(target, { kind: 'text' })) as string | null;
  }

  async attribute(target: Target, name: string) {
    return (await this.read(target, { kind: 'attribute', name })) as string | null;
  }

  /** Whether the element exists and is shown (not hidden, transparent or invisible). */
  async isVisible(target: Target) {
    return (await this.read(target, { kind: 'visible' })) === true;
  }

  async isFocused(target: Target) {
    return (await this.read(target, { kind: 'focused' })) === true;
  }

  /** Gives the element the focus, as a script (or a run of Tabs) would. */
  async focus(target: Target) {
    if ((await this.read(target, { kind: 'focus' })) !== true) {
      throw new Error(`${this.name}: could not focus ${JSON.stringify(target)}`);
    }
  }

  /**
   * Polls `fn` in the page until it returns something truthy, and returns it;
   * fails after `timeout` ms saying what was awaited and what it last saw.
   */
  async waitFor<Result>(what: string, fn: () => Result, timeout = 5_000): Promise<Awaited<Result>> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const seen = await this.evaluate(fn);
      if (seen) return seen;
      if (Date.now() > deadline) {
        // What the page reported is often why; it stays for the fixture's own check too.
        const reported = await this.takeErrors();
        this.errors.push(...reported);
        const why = reported.length > 0 ? `; the page reported: ${reported.join(' | ')}` : '';
        throw new Error(
          `${this.name}: waited ${timeout} ms for ${what}; last saw ${JSON.stringify(seen)}${why}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Waits until React has hydrated the page, its desktop menu included (tests/support/hydrated.ts). */
  waitForHydration() {
    return this.waitFor('the page to hydrate', pageHydrated, 15_000);
  }
}
