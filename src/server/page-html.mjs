// How a page loads: the HTML and the CSS it needs first, then, once the page
// has painted, the JavaScript. The build applies this to every prerendered
// page (scripts/build/post-build.mjs) and fails, naming the page and what it
// lacks, on one it cannot rewrite; the one page the worker renders, a form's
// answer without JavaScript, goes as Waku wrote it.
// What Waku 0.27.5 renders (React 19.2.9, @vitejs/plugin-rsc 0.5.38), with no
// option to change it: a blocking link per stylesheet; a module preload per
// client chunk; a bootstrap script, id `_R_` (React's end of shell:
// react/react#33016, `_R_` since 19.2: #33422), importing the client at once;
// the RSC payload again as `self.__FLIGHT_DATA` scripts (batched from Waku
// 1.0.0-alpha.0: wakujs/waku#1861), handed over by `__WAKU_PREFETCHED__`,
// which Waku 1.0.0-beta.7 removed (wakujs/waku#2182): there the build fails.
// No Waku or plugin-rsc issue asks for inline critical CSS or scripts after
// paint (their issues searched, November 2026): the site's design choice,
// measured in docs/architecture.md, "How a page loads". tests/unit/page-html.test.ts
// runs the build on pages Waku wrote (`npm run fixtures:page-html`);
// tests/e2e/page-load.spec.ts checks the pages the build serves.
import { createProcessor } from 'beasties/runtime';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/**
 * React 19.2's Flight renderer hints a stylesheet as `as="stylesheet"`, not a
 * valid preload type: browsers ignore it and warn (wakujs/waku#1964 traces it
 * there). Fixed upstream in react/react#34760 (after 19.2).
 * tests/e2e/page-load.spec.ts fails once the React we use stops emitting it:
 * then this can go.
 */
const INVALID_STYLE_PRELOAD = /<link rel="preload" href="[^"]*" as="stylesheet"[^>]*>/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/g;
/**
 * The one inline <style> rewritePage writes: the page's critical CSS, which
 * the build refines further (scripts/build/critical-properties.mjs). CSS in a
 * <style> element cannot contain "</style", and beasties' output has no "<".
 */
export const CRITICAL_STYLE = /<style>([^<]*)<\/style>/;
const BOOTSTRAP = /<script id="_R_">([\s\S]*?)<\/script>/;
const HYDRATE_FLAG = 'globalThis.__WAKU_HYDRATE__ = true;';
const PREFETCHED = /globalThis\.__WAKU_PREFETCHED__ = \{\s*("[^"]*"): [\s\S]*?\n\s*\};/;
const ENTRY_IMPORT = /import\("([^"]+)"\)\s*$/;
const INLINE_PAYLOAD = /<script>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\([\s\S]*?\)<\/script>/g;

/**
 * The stylesheets a page links to.
 * @param {string} html
 * @returns {string[]}
 */
export const stylesheetHrefs = (html) => [...html.matchAll(STYLESHEET)].map(([, href]) => href ?? '');

/**
 * Runs `start` once the page has loaded and its first contentful paint is on
 * screen, then a task: the browser reports that paint (Paint Timing) when the
 * frame is presented. One frame and a task after the load event (the old
 * way, still the fallback where Paint Timing is missing) ran 15-40 ms before
 * the paint was presented: the stylesheet, the payload and the scripts were
 * asked for while the first frame was still on its way, and Lighthouse
 * counted them in its LCP (receptionist: 1,062-1,363 ms in those runs,
 * 687-737 in the others). A paint that is never reported must not leave the
 * page without its scripts: Firefox (ESR 153) reports none for a reload that
 * restores the scroll position (tests/engines/navigation.spec.ts), so the
 * page starts a second after the load event at the latest. Written out as
 * the source of an inline script.
 * @param {string} start
 */
const afterPaint = (start) =>
  `(function(s){var d;function g(){d||(d=1,setTimeout(s))}function p(){var O=self.PerformanceObserver;O&&O.supportedEntryTypes.indexOf("paint")>=0?(new O(function(l,o){l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),g())}).observe({type:"paint",buffered:!0}),setTimeout(g,1e3)):requestAnimationFrame(g)}document.readyState==="complete"?p():addEventListener("load",p,{once:true})})(function(){${start}})`;

/**
 * One beasties processor per plan. Its own cache keys the critical CSS on the
 * set of classes, ids and tags a page uses: pages of one template (the eleven
 * service pages, the insights) match the stylesheet once between them.
 * @type {WeakMap<object, ReturnType<typeof createProcessor>>}
 */
const processors = new WeakMap();
/** @param {object} plan */
const processorFor = (plan) => {
  let processor = processors.get(plan);
  if (!processor) {
    processor = createProcessor([/** @type {never} */ (plan)]);
    processors.set(plan, processor);
  }
  return processor;
};

/**
 * The CSS rules `html` uses: beasties' runtime matches a stylesheet's plan
 * (compiled at build time by beasties/compiler) against the document's
 * elements, with every class the boot script may put on <html>
 * (src/lib/boot-script.ts: the themes, js, fresh-visit; the HTML carries only
 * the default theme).
 * @param {string} html
 * @param {readonly object[]} plans
 */
export function criticalCss(html, plans) {
  const withEveryBootClass = html.replace(
    /<html([^>]*?) class="([^"]*)"/,
    '<html$1 class="$2 dark light js fresh-visit"',
  );
  return plans.map((plan) => processorFor(plan).extract(withEveryBootClass).css).join('');
}

/**
 * Rewrites a page Waku rendered so that it paints from its own bytes:
 * - the CSS it needs is inline (a `<noscript>` link to the full stylesheet for
 *   visitors without JavaScript);
 * - no module preload, and the bootstrap imports the client only after paint;
 *   just before, it inserts the full stylesheet's link as Waku rendered it,
 *   and then the module preloads. React finds that link by its href when it hydrates
 *   (react/react#26398, #29811); with no link in the document it inserts its
 *   own and holds the page's commit until the sheet has loaded, which ran
 *   the commit and every effect in the sheet's load event, one 60-115 ms task
 *   at 4x CPU;
 * - unless `keepPayload`, the inline RSC payload goes, and the bootstrap
 *   fetches the same payload from its `/RSC/` file, also after paint. Keep it
 *   where that file would not say the same (a 404, the answer to a POST).
 * Returns the page and what it could not find; a page with problems is
 * returned unchanged.
 * @param {string} html
 * @param {{ plans: ReadonlyMap<string, object>, keepPayload: boolean }} options
 * @returns {{ html: string, problems: string[] }}
 */
export function rewritePage(html, { plans, keepPayload }) {
  const problems = [];
  const bootstrap = html.match(BOOTSTRAP);
  const preamble = bootstrap?.[1] ?? '';
  const entry = preamble.match(ENTRY_IMPORT)?.[1];
  const prefetched = preamble.match(PREFETCHED);
  if (!bootstrap || !entry) problems.push('no bootstrap script importing the client entry');
  if (!prefetched) problems.push('no prefetched RSC payload in the bootstrap script');
  const hrefs = stylesheetHrefs(html);
  if (hrefs.length === 0) problems.push('no stylesheet link');
  const missingPlans = hrefs.filter((href) => !plans.has(href));
  for (const href of missingPlans) problems.push(`no critical-CSS plan for ${href}`);
  if (problems.length > 0 || !bootstrap || !entry || !prefetched) return { html, problems };

  const hydrate = preamble.includes(HYDRATE_FLAG) ? HYDRATE_FLAG : '';
  // What the page held back from its first paint, asked for at once after it:
  // the full stylesheet, the payload and the client entry in one task, then
  // each of the client's chunks as a module preload in a task of its own.
  // Each request costs the main thread 1-15 ms at 4x CPU; ten of them in the
  // one task took it to 40-60 ms in one load out of five. The preloads still
  // go out long before the entry arrives and names its imports.
  const [prefetchStatement, rscPathLiteral] = prefetched;
  const rscUrl = `/RSC/${JSON.parse(rscPathLiteral ?? '""')}.txt`;
  const stylesheets = (html.match(STYLESHEET) ?? []).join('');
  // Not the entry's own preload: `import(entry)` has asked for it first.
  const modulePreloads = (html.match(MODULE_PRELOAD) ?? []).filter(
    (link) => !link.includes(`href="${entry}"`),
  );
  const fetchPayload = keepPayload
    ? ''
    : `globalThis.__WAKU_PREFETCHED__={${rscPathLiteral}:fetch(${JSON.stringify(rscUrl)})};`;
  const start =
    `var h=document.head;h.insertAdjacentHTML("beforeend",${JSON.stringify(stylesheets)});` +
    `${fetchPayload}import(${JSON.stringify(entry)});` +
    `${JSON.stringify(modulePreloads)}.forEach(function(l){setTimeout(function(){h.insertAdjacentHTML("beforeend",l)})})`;
  const script = `${keepPayload ? `${hydrate}${prefetchStatement}` : hydrate}${afterPaint(start)}`;

  // (map, not flatMap: a compact plan is itself an array)
  const css = criticalCss(
    html,
    hrefs.map((href) => /** @type {object} */ (plans.get(href))),
  );
  const fallbackLinks = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  let firstLink = true;
  let page = html
    .replace(MODULE_PRELOAD, '')
    .replace(INVALID_STYLE_PRELOAD, '')
    .replace(STYLESHEET, () => {
      const replacement = firstLink ? `<style>${css}</style>` : '';
      firstLink = false;
      return replacement;
    })
    .replace(bootstrap[0], () => `<script id="_R_">${script}</script>`)
    .replace('</body>', () => `<noscript>${fallbackLinks}</noscript></body>`);
  if (!keepPayload) page = page.replace(INLINE_PAYLOAD, '');
  return { html: page, problems };
}
