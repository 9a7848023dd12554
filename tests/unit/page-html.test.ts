import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CRITICAL_STYLE_ID,
  criticalStyleOf,
  INITIAL_RSC,
  minifiedBootstrap,
  PRELOAD_ERROR_EVENT,
  ROUTER_PREFETCH,
  splitBootstrap,
} from '../../src/server/page-html.mjs';

/**
 * Pages as Waku wrote them, before the build's rewrite, laid out as
 * dist/public: `npm run fixtures:page-html` captures them from a real build
 * (scripts/build/page-html-fixtures.mjs names the pages).
 */
const FIXTURES = fileURLToPath(new URL('fixtures/waku-output', import.meta.url));
const POST_BUILD = fileURLToPath(new URL('../../scripts/build/post-build.mjs', import.meta.url));
const PAGES = readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.html'),
);
const NOT_FOUND = '404.html';
const CONTACT = 'contact/index.html';
/** The page with the most client chunks. */
const SERVICE = 'development/app/index.html';

const waku = (page: string) => readFileSync(join(FIXTURES, page), 'utf8');

/** Runs the build's post-build step on a copy of the fixtures, `change`d; the pages it leaves, and what it said. */
const postBuild = async (change: (page: string, html: string) => string = (_, html) => html) => {
  const dir = mkdtempSync(join(tmpdir(), 'page-html-'));
  const output = join(dir, 'dist', 'public');
  cpSync(FIXTURES, output, { recursive: true });
  for (const page of PAGES) writeFileSync(join(output, page), change(page, waku(page)));
  const run = await promisify(execFile)(process.execPath, [POST_BUILD], { cwd: dir }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
  const pages = new Map(PAGES.map((page) => [page, readFileSync(join(output, page), 'utf8')]));
  const prefetchFiles = new Map(
    readdirSync(join(output, 'assets'))
      .filter((name) => name.startsWith('router-prefetch-'))
      .map((name) => [`/assets/${name}`, readFileSync(join(output, 'assets', name), 'utf8')]),
  );
  rmSync(dir, { recursive: true, force: true });
  return { ...run, pages, prefetchFiles };
};

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
/** The server-rendered document React hydrates: everything before the bootstrap script. */
const documentOf = (html: string) => html.slice(html.indexOf('</head>'), html.indexOf('<script id="_R_">'));
const bootstrapOf = (html: string) => html.match(/<script id="_R_">([\s\S]*?)<\/script>/)?.[1] ?? '';
const stylesheetLinks = (html: string) => html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
const modulePreloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
const inlinePayload = (html: string) =>
  html.match(/<script>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\([\s\S]*?\)<\/script>/g) ?? [];
/** What the client entry is: the one module the bootstrap imports. */
const entryOf = (html: string) => bootstrapOf(html).match(/import\((["'`])([^"'`]+)\1\)/)?.[2] ?? '';
/** Waku's bootstrap as the build runs it: minified, nothing else changed. */
const wakuBootstrapOf = (html: string) => minifiedBootstrap(bootstrapOf(html));
/** The page's inline critical CSS, as the build wrote it. */
const criticalCssOf = (html: string) => criticalStyleOf(html)?.css ?? '';
const withoutCriticalStyle = (html: string) => {
  const style = criticalStyleOf(html);
  return style ? html.slice(0, style.start) + html.slice(style.end) : html;
};

let built: Awaited<ReturnType<typeof postBuild>>;
beforeAll(async () => {
  built = await postBuild();
}, 30_000);
const rewritten = (page: string) => built.pages.get(page) ?? '';

describe("the build's rewrite of the pages Waku wrote", () => {
  it('rewrites every page, and the fixtures hold each shape it meets', () => {
    expect(built).toMatchObject({ code: 0, stderr: '' });
    expect(PAGES).toEqual(expect.arrayContaining([NOT_FOUND, CONTACT, SERVICE]));
    expect(PAGES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(PAGES)(
    '%s: the CSS it uses is inline, for either theme; the full sheet waits for paint, or <noscript>',
    (page) => {
      const inline = criticalCssOf(headOf(rewritten(page)));
      // A section's rules are inline exactly where its section is on the page.
      for (const block of ['faq__item', 'contact-form', 'not-found__services', 'reading__body']) {
        const used = new RegExp(`class="(?:[^"]* )?${block}[ "]`).test(waku(page));
        expect(new RegExp(`\\.${block}[^\\w-]`).test(inline), `${block} on ${page}`).toBe(used);
      }
      // A rule for the class the boot script sets when the visitor saved the light theme.
      expect(inline).toContain('.light .theme-toggle__icon--dark');
      const html = rewritten(page).replace(/<noscript>.*?<\/noscript>/, '');
      expect(stylesheetLinks(html)).toEqual([]);
      const hrefs = stylesheetLinks(waku(page)).map((link) => link.match(/ href="([^"]+)"/)?.[1]);
      expect(rewritten(page)).toContain(
        `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</noscript></body></html>`,
      );
      // After paint, the stylesheet link exactly as Waku rendered it: React finds it by its href.
      expect(bootstrapOf(rewritten(page))).toContain(JSON.stringify(stylesheetLinks(waku(page)).join('')));
    },
  );

  it.each(PAGES)(
    "%s: no module preload before paint; after it, Waku's bootstrap imports the client and every module Waku preloaded is asked for",
    (page) => {
      const bootstrap = bootstrapOf(rewritten(page));
      const html = rewritten(page).replace(bootstrap, '');
      expect(html).not.toContain('modulepreload');
      expect(html).not.toContain('as="stylesheet"');
      const entry = entryOf(waku(page));
      expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      const afterPaint = bootstrap.indexOf('addEventListener("load"');
      expect(afterPaint).toBeGreaterThan(0);
      expect(bootstrap.indexOf(`import(\`${entry}\`)`)).toBeGreaterThan(afterPaint);
      // The entry's own preload too: import() has asked for it, and the
      // browser's module map does not fetch it again.
      const preloads = modulePreloads(waku(page));
      expect(preloads.length).toBeGreaterThan(2);
      expect(bootstrap).toContain(JSON.stringify(preloads));
    },
  );

  it.each(PAGES)('%s: the document React hydrates and the rest of <head> are as Waku wrote them', (page) => {
    expect(documentOf(rewritten(page))).toBe(documentOf(waku(page)));
    const deferred =
      /<link rel="(?:stylesheet|modulepreload)"[^>]*>|<link rel="preload"[^>]*as="stylesheet"[^>]*>/g;
    expect(withoutCriticalStyle(headOf(rewritten(page)))).toBe(headOf(waku(page)).replace(deferred, ''));
    expect(rewritten(page)).toContain(`<style id="${CRITICAL_STYLE_ID}">`);
    // Waku's bootstrap runs as Waku wrote it, after paint, but for the
    // router's table of route modules, imported from a file.
    const { rest, taken } = splitBootstrap(wakuBootstrapOf(waku(page)), [
      PRELOAD_ERROR_EVENT,
      ROUTER_PREFETCH,
      ...(page === NOT_FOUND ? [] : [INITIAL_RSC]),
    ]);
    // Canary: the day Waku stops writing its reload on a failed load, nothing is taken here.
    expect(taken.get(PRELOAD_ERROR_EVENT)).toMatch(/^window\.addEventListener\(`vite:preloadError`/);
    expect(bootstrapOf(rewritten(page))).not.toContain('addEventListener(`vite:preloadError`');
    const routerPrefetch = taken.get(ROUTER_PREFETCH) ?? '';
    expect(routerPrefetch.startsWith(`${ROUTER_PREFETCH}=`)).toBe(true);
    expect(bootstrapOf(rewritten(page))).toContain(rest);
    expect(bootstrapOf(rewritten(page))).not.toContain(ROUTER_PREFETCH);
    const file = bootstrapOf(rewritten(page)).match(
      /import\("(\/assets\/router-prefetch-[\w-]+\.js)"\)/,
    )?.[1];
    expect(built.prefetchFiles.get(file ?? '')).toBe(`${routerPrefetch}\n`);
    expect(bootstrapOf(waku(page))).toContain('globalThis.__WAKU_HYDRATE__ = true;');
  });

  it.each(PAGES.filter((page) => page !== NOT_FOUND))(
    '%s: its RSC payload is fetched from its /RSC/ file, not inlined a second time',
    (page) => {
      expect(inlinePayload(waku(page)).length).toBeGreaterThan(0);
      expect(inlinePayload(rewritten(page))).toEqual([]);
      const rscUrl = `/RSC/R/${page.replace(/\/?index\.html$/, '') || '_root'}.txt`;
      const bootstrap = bootstrapOf(rewritten(page));
      // In place of Waku's statement, before the client is imported.
      const fetched = bootstrap.indexOf(`${INITIAL_RSC}={response:fetch(${JSON.stringify(rscUrl)})}`);
      expect(fetched).toBeGreaterThan(0);
      expect(fetched).toBeLessThan(bootstrap.indexOf(entryOf(waku(page))));
      expect(bootstrapOf(waku(page))).toContain(`${INITIAL_RSC} = `);
      expect(bootstrap).not.toContain(`${INITIAL_RSC}=(`);
    },
  );

  it('canary: Waku writes its bootstrap with whitespace to spare (wakujs/waku#2238): the day it does not, minifiedBootstrap can go', () => {
    for (const page of PAGES) {
      const written = bootstrapOf(waku(page));
      expect(written.length - minifiedBootstrap(written).length, page).toBeGreaterThan(200);
    }
  });

  it('the 404 page keeps its inline payload and Waku’s statement that hands it over: it is shown at addresses with no /RSC/ file', () => {
    const page = rewritten(NOT_FOUND);
    expect(inlinePayload(page)).toEqual(inlinePayload(waku(NOT_FOUND)));
    expect(bootstrapOf(waku(NOT_FOUND))).toContain(`${INITIAL_RSC} = `);
    expect(bootstrapOf(page)).toContain(
      splitBootstrap(wakuBootstrapOf(waku(NOT_FOUND)), [PRELOAD_ERROR_EVENT, ROUTER_PREFETCH]).rest,
    );
    expect(bootstrapOf(page)).toContain(`${INITIAL_RSC}=`);
    expect(page).not.toContain('fetch("/RSC/');
  });
});

describe('the build fails on a page not in the shape page-html expects, naming the page and what is missing', () => {
  it('as when Waku hands the payload over by another name, or React renames its bootstrap script', async () => {
    const { code, stderr } = await postBuild((page, html) => {
      // As Waku 1.0.0-beta.7 did to __WAKU_PREFETCHED__ (wakujs/waku#2182).
      if (page === CONTACT) return html.replace('__WAKU_INITIAL_RSC__', '__WAKU_RSC__');
      if (page === NOT_FOUND) return html.replace('<script id="_R_">', '<script id="_S_">');
      return html;
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'post-build: pages not in the shape src/server/page-html.mjs expects:',
      `dist/public/${NOT_FOUND}: no bootstrap script importing the client entry`,
      `dist/public/${CONTACT}: no inline RSC payload handed over as ${INITIAL_RSC} in the bootstrap script`,
    ]);
  }, 30_000);
});

describe("the service page's bootstrap, as the build wrote it", () => {
  /**
   * The bootstrap run against a stand-in for a page that has loaded: the test
   * says when the first contentful paint is reported (Paint Timing), frames
   * come at once, and tasks wait in a queue the test runs one at a time.
   */
  const loadedPage = ({ paintTiming }: { paintTiming: boolean }) => {
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
    const global: Record<string, unknown> = {};
    const page = {
      self: paintTiming ? { PerformanceObserver } : {},
      globalThis: global,
      window: { addEventListener: () => {} },
      document: {
        readyState: 'complete',
        head: { insertAdjacentHTML: (_: string, markup: string) => requested.push(markup) },
      },
      addEventListener: () => {},
      requestAnimationFrame: (frame: () => void) => frame(),
      setTimeout: (task: () => void, ms = 0) => (ms > 0 ? timers : tasks).push(task),
      fetch: (url: string) => {
        requested.push(`fetch ${url}`);
        return `the response of ${url}`;
      },
      importModule: (url: string) => {
        requested.push(`import ${url}`);
        return Promise.resolve();
      },
    };
    // `import()` is syntax, not a function a test can stand in for.
    const bootstrap = bootstrapOf(rewritten(SERVICE)).replaceAll('import(', 'importModule(');
    new Function(...Object.keys(page), bootstrap)(...Object.values(page));
    const paint = (name: string) => {
      for (const observer of [...paintObservers])
        observer({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    };
    return { requested, tasks, timers, paint, global };
  };

  it('after the first contentful paint asks for the stylesheet in one task, the payload and the client in the next, then the router table and each module preload in a task of its own', () => {
    const { requested, tasks, timers, paint, global } = loadedPage({ paintTiming: true });
    paint('first-paint');
    expect(tasks, 'nothing before the first contentful paint').toEqual([]);
    paint('first-contentful-paint');
    expect(requested, 'nothing in the paint entry’s own callback').toEqual([]);

    tasks.shift()?.();
    expect(requested).toEqual([stylesheetLinks(waku(SERVICE)).join('')]);
    expect(tasks).toHaveLength(1);

    requested.length = 0;
    tasks.shift()?.();
    const entry = entryOf(waku(SERVICE));
    expect(requested).toEqual(['fetch /RSC/R/development/app.txt', `import ${entry}`]);
    // The payload the client reads first is the fetch, not Waku's inline one.
    expect(global.__WAKU_HYDRATE__).toBe(true);
    expect(global.__WAKU_INITIAL_RSC__).toEqual({ response: 'the response of /RSC/R/development/app.txt' });

    requested.length = 0;
    tasks.shift()?.();
    expect(requested).toEqual([expect.stringMatching(/^import \/assets\/router-prefetch-[\w-]+\.js$/)]);
    const preloads = modulePreloads(waku(SERVICE));
    expect(tasks).toHaveLength(preloads.length);
    for (const preload of preloads) {
      requested.length = 0;
      tasks.shift()?.();
      expect(requested).toEqual([preload]);
    }
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
    tasks.shift()?.();
    expect(requested).toContain(`import ${entryOf(waku(SERVICE))}`);
  });

  it('without Paint Timing, starts a frame and a task after the load event', () => {
    const { requested, tasks } = loadedPage({ paintTiming: false });
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    tasks.shift()?.();
    expect(requested).toContain(`import ${entryOf(waku(SERVICE))}`);
  });
});
