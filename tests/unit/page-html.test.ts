import { compileSheet, encodePlan } from 'beasties/compiler';
import { describe, expect, it } from 'vitest';
import { criticalCss, rewritePage } from '../../src/server/page-html.mjs';

// The shapes Waku 0.27 and React 19.2 render (tests/e2e/page-load.spec.ts checks them on the real build).
const CSS_HREF = '/assets/_layout-abc.css';
const wakuPage = ({ payload = true } = {}) =>
  [
    '<!DOCTYPE html><html lang="en" class="dark"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" crossorigin="anonymous" href="${CSS_HREF}" data-rsc-css-href="${CSS_HREF}" data-precedence="vite-rsc/importer-resources"/>`,
    '<link rel="modulepreload" href="/assets/a.js" crossorigin=""/><link rel="modulepreload" href="/assets/index-xyz.js" crossorigin=""/><link rel="modulepreload" href="/assets/b.js" crossorigin=""/>',
    `<link rel="preload" href="${CSS_HREF}" as="stylesheet"/>`,
    '</head><body><main class="page"><h1 class="title">Hello</h1></main>',
    '<script id="_R_">\n    globalThis.__WAKU_HYDRATE__ = true;\n    globalThis.__WAKU_PREFETCHED__ = {\n      "R/_root": Promise.resolve(new Response(new ReadableStream({start(c) {}})))\n    };\n  import("/assets/index-xyz.js")</script>',
    payload ? '<script>(self.__FLIGHT_DATA||=[]).push("0:[\\"$\\",\\"main\\"]")</script>' : '',
    '</body></html>',
  ].join('');

const plan = encodePlan(
  compileSheet(
    '.page{margin:0}.title{color:red}.unused{color:blue}.light .title{color:black}.dialog[data-state=open]{display:block}',
    { href: CSS_HREF },
  ),
);
const plans = new Map([[CSS_HREF, plan]]);

describe('rewritePage', () => {
  it('inlines the CSS the page uses, and leaves the full sheet to React and to <noscript>', () => {
    const { html, problems } = rewritePage(wakuPage(), { plans, keepPayload: false });
    expect(problems).toEqual([]);
    const inline = html.match(/<style>(.*?)<\/style>/)?.[1] ?? '';
    expect(inline).toContain('.title{color:red}');
    expect(inline).not.toContain('.unused');
    // Rules for a class only the boot script sets are kept: a saved light theme is styled at once.
    expect(inline).toContain('.light .title');
    expect(html.replace(/<noscript>.*?<\/noscript>/, '')).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<noscript><link rel="stylesheet" href="${CSS_HREF}"></noscript></body>`);
  });

  it('drops module preloads and the invalid stylesheet preload, and imports the client only after paint', () => {
    const { html } = rewritePage(wakuPage(), { plans, keepPayload: false });
    const bootstrap = html.match(/<script id="_R_">(.*?)<\/script>/)?.[1] ?? '';
    expect(html.replace(bootstrap, '')).not.toContain('modulepreload');
    expect(html).not.toContain('as="stylesheet"');
    expect(bootstrap).toMatch(/^globalThis\.__WAKU_HYDRATE__ = true;/);
    expect(bootstrap).toContain('addEventListener("load"');
    expect(bootstrap).toContain('import("/assets/index-xyz.js")');
  });

  /**
   * The page's bootstrap run against a stand-in for a page that has loaded:
   * the test says when the first contentful paint is reported (Paint
   * Timing), frames come at once, and tasks wait in a queue the test runs one
   * at a time.
   */
  const loadedPage = ({ paintTiming }: { paintTiming: boolean }) => {
    const { html } = rewritePage(wakuPage(), { plans, keepPayload: false });
    const bootstrap = html.match(/<script id="_R_">(.*?)<\/script>/)?.[1] ?? '';
    const requested: string[] = [];
    const tasks: (() => void)[] = [];
    /** Tasks set for later than the next one: the loader's deadline. */
    const timers: (() => void)[] = [];
    const paintObservers: ((entries: { getEntriesByName: (name: string) => object[] }) => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = ['paint'];
      constructor(
        callback: (list: { getEntriesByName: (name: string) => object[] }, observer: object) => void,
      ) {
        paintObservers.push((list) => callback(list, this));
      }
      observe() {}
      disconnect() {
        paintObservers.length = 0;
      }
    }
    const page = {
      self: paintTiming ? { PerformanceObserver } : {},
      globalThis: {},
      document: {
        readyState: 'complete',
        head: { insertAdjacentHTML: (_: string, markup: string) => requested.push(markup) },
      },
      addEventListener: () => {},
      requestAnimationFrame: (frame: () => void) => frame(),
      setTimeout: (task: () => void, ms = 0) => (ms > 0 ? timers : tasks).push(task),
      fetch: (url: string) => requested.push(`fetch ${url}`),
      importModule: (url: string) => requested.push(`import ${url}`),
    };
    // `import()` is syntax, not a function a test can stand in for.
    new Function(...Object.keys(page), bootstrap.replace('import(', 'importModule('))(...Object.values(page));
    const paint = (name: string) => {
      for (const observer of [...paintObservers])
        observer({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    };
    return { requested, tasks, timers, paint };
  };

  it('after the first contentful paint asks for the stylesheet, the payload and the client in one task, then each other module preload in a task of its own', () => {
    const { requested, tasks, timers, paint } = loadedPage({ paintTiming: true });
    paint('first-paint');
    expect(tasks, 'nothing before the first contentful paint').toEqual([]);
    paint('first-contentful-paint');
    expect(requested, 'nothing in the paint entry’s own callback').toEqual([]);

    tasks.shift()?.();
    // The stylesheet as Waku rendered it: React finds it by its href and does not hold its commit for it.
    expect(requested[0]).toMatch(
      new RegExp(`^<link rel="stylesheet"[^>]* href="${CSS_HREF}"[^>]*data-precedence=`),
    );
    expect(requested.slice(1)).toEqual(['fetch /RSC/R/_root.txt', 'import /assets/index-xyz.js']);
    expect(tasks).toHaveLength(2);

    tasks.shift()?.();
    expect(requested.slice(3)).toEqual(['<link rel="modulepreload" href="/assets/a.js" crossorigin=""/>']);
    tasks.shift()?.();
    expect(requested.slice(4)).toEqual(['<link rel="modulepreload" href="/assets/b.js" crossorigin=""/>']);
    expect(tasks).toHaveLength(0);
    paint('first-contentful-paint');
    timers.shift()?.();
    expect(tasks, 'started once').toHaveLength(0);
  });

  it('when the paint is never reported (Firefox, for a reload that restores the scroll position), starts a second after the load event', () => {
    const { requested, tasks, timers } = loadedPage({ paintTiming: true });
    expect(tasks).toEqual([]);
    expect(timers).toHaveLength(1);
    timers.shift()?.();
    tasks.shift()?.();
    expect(requested).toContain('import /assets/index-xyz.js');
  });

  it('without Paint Timing, starts a frame and a task after the load event', () => {
    const { requested, tasks } = loadedPage({ paintTiming: false });
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    expect(requested).toContain('import /assets/index-xyz.js');
  });

  it('moves the RSC payload out of the page: fetched from its /RSC/ file after paint', () => {
    const { html } = rewritePage(wakuPage(), { plans, keepPayload: false });
    expect(html).not.toContain('__FLIGHT_DATA');
    expect(html).toContain('globalThis.__WAKU_PREFETCHED__={"R/_root":fetch("/RSC/R/_root.txt")}');
  });

  it('keeps the inline payload where the /RSC/ file would not say the same', () => {
    const { html } = rewritePage(wakuPage(), { plans, keepPayload: true });
    expect(html).toContain('(self.__FLIGHT_DATA||=[]).push(');
    expect(html).toContain('"R/_root": Promise.resolve(');
    expect(html).not.toContain('fetch("/RSC/');
  });

  it('returns a page it does not recognise unchanged, saying what is missing', () => {
    const page = wakuPage().replace('import("/assets/index-xyz.js")', '');
    const { html, problems } = rewritePage(page, { plans, keepPayload: false });
    expect(html).toBe(page);
    expect(problems).toEqual(['no bootstrap script importing the client entry']);
    expect(rewritePage(wakuPage(), { plans: new Map(), keepPayload: false }).problems).toEqual([
      `no critical-CSS plan for ${CSS_HREF}`,
    ]);
  });

  it('keeps the rules a page uses', () => {
    expect(criticalCss('<html class="dark"><body><p class="page"></p></body></html>', [plan])).toBe(
      '.page{margin:0}',
    );
  });
});
