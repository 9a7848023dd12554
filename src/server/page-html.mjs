// How a page loads: the HTML and the CSS it needs first, then, once the page
// has painted, the JavaScript. The build applies this to every prerendered
// page (scripts/build/post-build.mjs) and fails, naming the page and what it
// lacks, on one it cannot rewrite; the one page the worker renders, a form's
// answer without JavaScript, goes as Waku wrote it.
//
// What Waku 1.0.0-rc.1 renders (React 19.3.1, @vitejs/plugin-rsc 0.5.38),
// with no option to change it: a blocking link per stylesheet; a module
// preload per client chunk; a bootstrap script, id `_R_` (React's end of
// shell: react/react#33016), which sets `__WAKU_HYDRATE__`, hands the inline
// payload over as `__WAKU_INITIAL_RSC__` (wakujs/waku#2182), imports the
// client at once and defines the router's prefetch table; the RSC payload
// again as `self.__FLIGHT_DATA` scripts.
//
// The page is read with an HTML parser (htmlparser2, the one beasties uses)
// and changed by splicing the source ranges of the elements it finds: every
// byte not named below stays as Waku wrote it. Waku's bootstrap runs after
// paint, minified (its whitespace took the home page past the first round
// trip) and split with a JavaScript parser (splitBootstrap): the payload it
// would read inline is replaced by a fetch of the page's `/RSC/…txt` file,
// and the router's table comes from a file.
//
// No Waku or plugin-rsc issue asks for inline critical CSS or scripts after
// paint (their issues searched, November 2026): the site's design choice,
// measured in docs/architecture.md, "How a page loads". tests/unit/page-html.test.ts
// runs the build on pages Waku wrote (`npm run fixtures:page-html`);
// tests/e2e/page-load.spec.ts checks the pages the build serves.
import { createProcessor } from 'beasties/runtime';
import { parseDocument } from 'htmlparser2';
import { minifySync, parseAst } from 'vite';
import { BOOT_CLASSES } from '../lib/page-names.mjs';

/** What Waku's bootstrap assigns the inline payload to; this page's fetch replaces it. */
export const INITIAL_RSC = 'globalThis.__WAKU_INITIAL_RSC__';
/** How each of Waku's inline payload scripts starts. */
const INLINE_PAYLOAD_START = '(self.__FLIGHT_DATA||=[]).push(';
/** The id React gives the script at the end of the shell, which Waku fills with its bootstrap. */
const BOOTSTRAP_ID = '_R_';
/** What Waku's bootstrap assigns the router's table of route modules to (Link preloads a route's modules with it). */
export const ROUTER_PREFETCH = 'globalThis.__WAKU_ROUTER_PREFETCH__';
/** The event Waku's bootstrap listens for to reload the page when a module fails to load (wakujs/waku#2238). */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';
/** The id of the one inline <style> rewritePage writes (the page's critical CSS). */
export const CRITICAL_STYLE_ID = 'critical-css';

/**
 * @typedef {import('domhandler').Element} Element
 * @typedef {import('domhandler').AnyNode} AnyNode
 */

/**
 * Every element of the document, in document order.
 * @param {AnyNode[]} nodes
 * @returns {Generator<Element>}
 */
function* elementsOf(nodes) {
  for (const node of nodes) {
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      yield/** @type {Element} */ (node);
      yield* elementsOf(/** @type {Element} */ (node).children);
    }
  }
}

/**
 * The page parsed, with each element's source range.
 * @param {string} html
 */
const parse = (html) =>
  parseDocument(html, { withStartIndices: true, withEndIndices: true, lowerCaseAttributeNames: false });

/** @param {Element} element */
const textOf = (element) =>
  element.children
    .map((child) => ('data' in child && typeof child.data === 'string' ? child.data : ''))
    .join('');

/**
 * The source of an element as the page holds it.
 * @param {string} html
 * @param {Element} element
 */
const sourceOf = (html, element) => html.slice(element.startIndex ?? 0, (element.endIndex ?? -1) + 1);

/** @param {Element} element */
const isStylesheet = (element) =>
  element.name === 'link' && element.attribs.rel === 'stylesheet' && Boolean(element.attribs.href);
/** @param {Element} element */
const isModulePreload = (element) => element.name === 'link' && element.attribs.rel === 'modulepreload';
/** @param {Element} element */
const isInlinePayload = (element) =>
  element.name === 'script' &&
  Object.keys(element.attribs).length === 0 &&
  textOf(element).startsWith(INLINE_PAYLOAD_START);

/**
 * The stylesheets a page links to.
 * @param {string} html
 * @returns {string[]}
 */
export const stylesheetHrefs = (html) =>
  [...elementsOf(parse(html).children)].filter(isStylesheet).map((link) => link.attribs.href ?? '');

/**
 * The page's inline critical CSS (the <style> rewritePage wrote), as an
 * element with its source range, or undefined.
 * @param {string} html
 * @returns {{ css: string, start: number, end: number } | undefined}
 */
export const criticalStyleOf = (html) => {
  for (const element of elementsOf(parse(html).children)) {
    if (element.name === 'style' && element.attribs.id === CRITICAL_STYLE_ID) {
      return { css: textOf(element), start: element.startIndex ?? 0, end: (element.endIndex ?? -1) + 1 };
    }
  }
  return undefined;
};

/**
 * Waku's bootstrap without its whitespace and with short local names
 * (Rolldown's minifier, through Vite, as every chunk is; no other change, so
 * its statements stay statements for splitBootstrap). Waku 1.0 writes it as
 * readable source (its version-skew reload, wakujs/waku#2238, spans 20 lines
 * of lib/utils/ssr.js): 100-odd bytes of gzip that took the home page past the
 * 13,600 B of its first round trip.
 * @param {string} code
 */
export const minifiedBootstrap = (code) => {
  const { code: minified, errors } = minifySync('bootstrap.js', code, { compress: false });
  if (errors.length > 0) throw new Error(`Waku's bootstrap does not parse: ${errors[0]?.message}`);
  return minified.trim();
};

/**
 * Waku's bootstrap, split with a JavaScript parser (Rolldown's, through
 * Vite) into the statements that assign each of `targets` (as
 * `globalThis.__WAKU_ROUTER_PREFETCH__ = …`) or listen for one
 * (`window.addEventListener("vite:preloadError", …)`), and the rest.
 * - The router's table of route modules (Waku 1.0's
 *   router/define-router-utils/client-code.js: 2.5 KB on a page, ~300 B of
 *   gzip, part of what took the home page over the 13,600 B that fit the
 *   first round trip): Link only reads it when a visitor follows or hovers a
 *   link (`globalThis.__WAKU_ROUTER_PREFETCH__?.(…)`), so it comes from a
 *   file after paint.
 * - The inline payload's reader (`__WAKU_INITIAL_RSC__ = …`), on a page whose
 *   payload is fetched instead: it would read nothing.
 * - Waku's version-skew recovery (wakujs/waku#2238): when a module fails to
 *   load it reloads the page once. Here a page is whole without its scripts
 *   (the server's HTML is the page), so a failed load (a deploy since, a bad
 *   network, a blocker) leaves a working page and the next navigation the new
 *   build; a reload would throw away what a visitor had typed.
 * @param {string} code
 * @param {readonly string[]} targets
 * @returns {{ rest: string, taken: Map<string, string> }}
 */
export const splitBootstrap = (code, targets) => {
  const program = parseAst(code);
  /** @type {Map<string, string>} */
  const taken = new Map();
  let rest = '';
  let from = 0;
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement') continue;
    const expression = statement.expression;
    const [event] = expression.type === 'CallExpression' ? expression.arguments : [];
    // The minifier writes a string as `…` where that is shorter.
    const eventName =
      event?.type === 'Literal'
        ? String(event.value)
        : event?.type === 'TemplateLiteral' && event.expressions.length === 0
          ? (event.quasis[0]?.value.cooked ?? undefined)
          : undefined;
    const target =
      expression.type === 'AssignmentExpression'
        ? code.slice(expression.left.start, expression.left.end)
        : expression.type === 'CallExpression' &&
            code.slice(expression.callee.start, expression.callee.end) === 'window.addEventListener'
          ? eventName
          : undefined;
    if (target === undefined || !targets.includes(target)) continue;
    taken.set(target, code.slice(statement.start, statement.end));
    rest += code.slice(from, statement.start);
    from = statement.end;
  }
  return { rest: rest + code.slice(from), taken };
};

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
 * `html` with `classes` added to the class attribute of its <html> element.
 * @param {string} html
 * @param {readonly string[]} classes
 */
const withHtmlClasses = (html, classes) => {
  const root = [...elementsOf(parse(html).children)].find((element) => element.name === 'html');
  if (!root) return html;
  const start = root.startIndex ?? 0;
  const startTagEnd = html.indexOf('>', start) + 1;
  const attributes = Object.entries({
    ...root.attribs,
    class: [root.attribs.class ?? '', ...classes].join(' ').trim(),
  })
    .map(([name, value]) => ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`)
    .join('');
  return `${html.slice(0, start)}<html${attributes}>${html.slice(startTagEnd)}`;
};

/**
 * The CSS rules `html` uses: beasties' runtime matches a stylesheet's plan
 * (compiled at build time by beasties/compiler) against the document's
 * elements, with every class the boot script may put on <html>
 * (src/lib/page-names.mjs; the HTML carries only the default theme).
 * @param {string} html
 * @param {readonly object[]} plans
 */
export function criticalCss(html, plans) {
  const withEveryBootClass = withHtmlClasses(html, BOOT_CLASSES);
  return plans.map((plan) => processorFor(plan).extract(withEveryBootClass).css).join('');
}

/**
 * Rewrites a page Waku rendered so that it paints from its own bytes:
 * - the CSS it needs is inline (a `<noscript>` link to the full stylesheet for
 *   visitors without JavaScript);
 * - no module preload, and Waku's bootstrap runs only after paint; just
 *   before, the full stylesheet's link goes back as Waku rendered it, and
 *   just after, the module preloads, one per task. React finds that link by
 *   its href when it hydrates (react/react#26398, #29811); with no link in
 *   the document it inserts its own and holds the page's commit until the
 *   sheet has loaded, which ran the commit and every effect in the sheet's
 *   load event, one 60-115 ms task at 4x CPU;
 * - unless `keepPayload`, the inline RSC payload goes, and the page fetches
 *   the same payload from `rscUrl` (its `/RSC/…txt` file) in the task that
 *   imports the client. Keep it where that file would not say the same (a
 *   404, the answer to a POST).
 * Returns the page and what it could not find; a page with problems is
 * returned unchanged.
 * @param {string} html
 * - the router's table of route modules, if `routerPrefetchUrl` is given,
 *   goes to the file it names (splitBootstrap), imported after paint.
 * @param {{ plans: ReadonlyMap<string, object>, keepPayload: boolean, rscUrl?: string, routerPrefetchUrl?: (code: string) => string }} options
 * @returns {{ html: string, problems: string[] }}
 */
export function rewritePage(html, { plans, keepPayload, rscUrl, routerPrefetchUrl }) {
  const problems = [];
  const elements = [...elementsOf(parse(html).children)];
  const bootstrap = elements.find(
    (element) => element.name === 'script' && element.attribs.id === BOOTSTRAP_ID,
  );
  const bootstrapCode = bootstrap ? minifiedBootstrap(textOf(bootstrap)) : '';
  if (!bootstrap || !bootstrapCode.includes('import(')) {
    problems.push('no bootstrap script importing the client entry');
  }
  if (!keepPayload && !bootstrapCode.includes(`${INITIAL_RSC}=`)) {
    problems.push(`no inline RSC payload handed over as ${INITIAL_RSC} in the bootstrap script`);
  }
  if (!keepPayload && !rscUrl) problems.push('no RSC file to fetch the payload from');
  const stylesheets = elements.filter(isStylesheet);
  if (stylesheets.length === 0) problems.push('no stylesheet link');
  const hrefs = stylesheets.map((link) => link.attribs.href ?? '');
  for (const href of hrefs) if (!plans.has(href)) problems.push(`no critical-CSS plan for ${href}`);
  const body = elements.find((element) => element.name === 'body');
  if (!body) problems.push('no body');
  if (problems.length > 0 || !bootstrap || !body) return { html, problems };

  // What the page held back from its first paint, asked for at once after it,
  // a request or two per task: the full stylesheet; then Waku's bootstrap
  // (the client entry) with the payload's fetch, which it reads; then the
  // router's table, and each of the client's chunks as a module preload, in
  // a task each. Each request costs the main thread 1-15 ms at 4x CPU; ten
  // of them in the one task took it to 40-60 ms in one load out of five, and
  // the stylesheet, the payload, the entry and the router's table together
  // 108-122 ms in the bench's visits of 2026-11-28 (issue 64), where a press
  // waited for them. The preloads still go out long before the entry
  // arrives and names its imports.
  const stylesheetLinks = stylesheets.map((link) => sourceOf(html, link)).join('');
  const modulePreloads = elements.filter(isModulePreload).map((link) => sourceOf(html, link));
  // Before Waku's code, which imports the client: the client reads it.
  const fetchPayload = keepPayload ? '' : `${INITIAL_RSC}={response:fetch(${JSON.stringify(rscUrl)})};`;
  const { rest, taken } = splitBootstrap(bootstrapCode, [
    PRELOAD_ERROR_EVENT,
    ...(routerPrefetchUrl ? [ROUTER_PREFETCH] : []),
    ...(keepPayload ? [] : [INITIAL_RSC]),
  ]);
  const routerPrefetch = taken.get(ROUTER_PREFETCH);
  const importPrefetch =
    routerPrefetch && routerPrefetchUrl
      ? `setTimeout(function(){import(${JSON.stringify(routerPrefetchUrl(routerPrefetch))})});`
      : '';
  const start =
    `var h=document.head;h.insertAdjacentHTML("beforeend",${JSON.stringify(stylesheetLinks)});` +
    `setTimeout(function(){${fetchPayload}(function(){${rest}\n})();${importPrefetch}` +
    `${JSON.stringify(modulePreloads)}.forEach(function(l){setTimeout(function(){h.insertAdjacentHTML("beforeend",l)})})})`;

  // (map, not flatMap: a compact plan is itself an array)
  const css = criticalCss(
    html,
    hrefs.map((href) => /** @type {object} */ (plans.get(href))),
  );
  const fallbackLinks = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');

  /** @type {[number, number, string][]} source ranges and what replaces each */
  const edits = [];
  const cut = (/** @type {Element} */ element, replacement = '') =>
    edits.push([element.startIndex ?? 0, (element.endIndex ?? -1) + 1, replacement]);
  stylesheets.forEach((link, index) => {
    cut(link, index === 0 ? `<style id="${CRITICAL_STYLE_ID}">${css}</style>` : '');
  });
  for (const element of elements) if (isModulePreload(element)) cut(element);
  cut(bootstrap, `<script id="${BOOTSTRAP_ID}">${afterPaint(start)}</script>`);
  if (!keepPayload) for (const element of elements) if (isInlinePayload(element)) cut(element);
  const bodyEnd = body.endIndex ?? html.length - 1;
  const bodyCloses = html.startsWith('</body>', bodyEnd + 1 - '</body>'.length);
  const noscriptAt = bodyCloses ? bodyEnd + 1 - '</body>'.length : bodyEnd + 1;
  edits.push([noscriptAt, noscriptAt, `<noscript>${fallbackLinks}</noscript>`]);

  let page = html;
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) {
    page = page.slice(0, start) + replacement + page.slice(end);
  }
  return { html: page, problems };
}
