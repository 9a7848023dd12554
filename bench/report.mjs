/** Tables for the terminal: one run, or two runs side by side. */
import { TOGGLE_MOMENTS } from './main-thread.mjs';
import { table } from './table.mjs';

/**
 * Lighthouse's figures for one route: medians of the runs.
 * @typedef {object} LighthouseFigures
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} fcp
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} cls
 * @property {number} speedIndex
 * @property {number} mainThreadWall ms the page's main thread was busy after the first paint, at 1x
 *   (Lighthouse multiplies it for its simulation); NaN without a trace
 * @property {number} mainThreadCpu ms of CPU it was given in that time: the work itself. Wall over CPU
 *   is how long it waited for a core (bench/trace.mjs, mainThreadAfterPaint)
 * @property {number} cpuBlocking ms: TBT's sum over the same tasks' CPU instead of their time, what a
 *   page with cores of its own would block (mainThreadAfterPaint); NaN without a trace
 * @property {string | null} lcpElement
 * @property {string[]} failedAudits
 */
/**
 * The main thread after the first paint on one device, at 4x CPU
 * (bench/main-thread.mjs): medians of the scripted visits, and the slowest
 * of every theme toggle press.
 * @typedef {object} MainThreadFigures
 * @property {number} lcp ms, in the visit (4x CPU, slow 4G, real network); 0: most visits were scrolled (at 1 s)
 *   before their first paint, which ends LCP
 * @property {number} longestTask ms, the longest task after first paint
 * @property {number} blocking ms beyond 50 of each long task after first paint
 * @property {number} slowestInteraction ms, input to next paint (Event Timing)
 * @property {number} interactions the fewest interactions Event Timing saw in a visit: at most the 2 taps, and
 *   only those of 16 ms or more (its observer's least threshold)
 * @property {number | null} toggleWorst ms, press to theme class change: the slowest moment's median
 * @property {(number | null)[]} toggleMoments ms, the median press at each of TOGGLE_MOMENTS (null: every press lost;
 *   none: no toggle in view)
 * @property {number} toggleLost presses that changed nothing within 5 s
 * @property {import('./main-thread.mjs').LongTask[]} worstLongTasks the long tasks of the visit with the longest one
 */
/**
 * @typedef {object} RouteReport
 * @property {string} route
 * @property {number} status
 * @property {number} requests
 * @property {number | null} [worker] Of them, how many ran the worker (from the view's count on: issue 65).
 * @property {import('./page-weight.mjs').PageWeight['totals']} bytes
 * @property {import('./page-weight.mjs').PageWeight['beforeLoad'] | undefined} beforeLoad
 * @property {Record<string, MainThreadFigures> | undefined} mainThread per device (phone, laptop)
 * @property {{ path: string; kind: string; gzip: number }[]} biggest
 * @property {string[]} budgetFailures
 * @property {LighthouseFigures | null} lighthouse Null for routes Lighthouse does not audit (the 404 page).
 */
/**
 * What `npm run bench` writes to reports/.
 * @typedef {object} Report
 * @property {string} date
 * @property {string} commit
 * @property {string} lighthouseVersion
 * @property {number} runs
 * @property {RouteReport[]} routes
 * @property {Record<string, Awaited<ReturnType<typeof import('./load.mjs').loadRun>>>} load
 * @property {import('./peer-report.mjs').PeerReport} [peer] the peer site beside ours (--peer)
 */
/** @typedef {[string, (route: RouteReport) => string | number]} Column */

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** @param {number} value */
const ms = (value) => String(Math.round(value));

/**
 * Lighthouse figures are null for routes it does not audit (the 404 page).
 * @param {(figures: LighthouseFigures) => string | number} format
 */
const audited = (format) => /** @param {RouteReport} route */ (route) =>
  route.lighthouse ? format(route.lighthouse) : 'n/a';

/**
 * The worst of a figure across devices: what the slowest device saw.
 * @param {(figures: MainThreadFigures) => number | null} pick
 */
const worstOf = (pick) => /** @param {RouteReport} route */ (route) => {
  const values = Object.values(route.mainThread ?? {}).map(pick);
  if (values.length === 0) return 'n/a';
  if (values.some((value) => value === null)) return 'lost';
  return Math.max(.../** @type {number[]} */ (values));
};

/** @type {Column[]} */
const ROUTE_COLUMNS = [
  ['Perf', audited((l) => l.performance)],
  ['A11y', audited((l) => l.accessibility)],
  ['BP', audited((l) => l.bestPractices)],
  ['SEO', audited((l) => l.seo)],
  ['FCP ms', audited((l) => ms(l.fcp))],
  ['LCP ms', audited((l) => ms(l.lcp))],
  ['TBT ms', audited((l) => ms(l.tbt))],
  ['Main/CPU ms', audited((l) => `${ms(l.mainThreadWall)}/${ms(l.mainThreadCpu)}`)],
  ['TBT of CPU ms', audited((l) => ms(l.cpuBlocking))],
  ['CLS', audited((l) => l.cls.toFixed(3))],
  ['SI ms', audited((l) => ms(l.speedIndex))],
  ['Pre-load KB', (r) => (r.beforeLoad ? kb(r.beforeLoad.gzip) : 'n/a')],
  ['Long ms', worstOf((m) => m.longestTask)],
  ['Block ms', worstOf((m) => m.blocking)],
  ['Toggle ms', worstOf((m) => (m.toggleLost ? null : m.toggleWorst))],
  ['HTML KB', (r) => kb(r.bytes.html.gzip)],
  ['JS KB', (r) => kb(r.bytes.js.gzip)],
  ['CSS KB', (r) => kb(r.bytes.css.gzip)],
  ['Font KB', (r) => kb(r.bytes.font.gzip)],
  ['Img KB', (r) => kb(r.bytes.image.gzip)],
  ['Other KB', (r) => kb(r.bytes.other.gzip)],
  ['Req', (r) => r.requests],
  ['Worker', (r) => r.worker ?? 'n/a'],
];

/** @param {Report} report */
export function formatReport(report) {
  const routes = table(
    ['Route', ...ROUTE_COLUMNS.map(([title]) => title)],
    report.routes.map((route) => [route.route, ...ROUTE_COLUMNS.map(([, value]) => value(route))]),
  );
  const mainThread = table(
    [
      'Route',
      'Device',
      'LCP ms',
      'Longest ms',
      'Blocking ms',
      'Slowest input ms',
      `Toggle ms at +${TOGGLE_MOMENTS.join('/')}`,
      'Lost',
    ],
    report.routes.flatMap((route) =>
      Object.entries(route.mainThread ?? {}).map(([device, m]) => [
        route.route,
        device,
        ms(m.lcp),
        ms(m.longestTask),
        ms(m.blocking),
        ms(m.slowestInteraction),
        m.toggleMoments.map((press) => (press === null ? 'lost' : ms(press))).join('/'),
        m.toggleLost,
      ]),
    ),
  );
  const causes = report.routes
    .flatMap((route) =>
      Object.entries(route.mainThread ?? {}).flatMap(([device, m]) =>
        m.worstLongTasks.map(
          (task) => `  ${route.route} ${device} at ${task.start} ms: ${task.duration} ms: ${task.cause}`,
        ),
      ),
    )
    .join('\n');
  const lcp = report.routes
    .filter((route) => route.lighthouse)
    .map((route) => `  ${route.route}: ${route.lighthouse?.lcpElement ?? '(none)'}`)
    .join('\n');
  const load = table(
    [
      'Worker request',
      'Requests',
      'Concurrency',
      'Req/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'Statuses',
    ],
    Object.entries(report.load).map(([name, run]) => [
      name,
      run.total,
      run.concurrency,
      run.requestsPerSecond,
      run.latencyMs.p50,
      run.latencyMs.p90,
      run.latencyMs.p99,
      run.latencyMs.max,
      Object.entries(run.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
    ]),
  );
  return [
    `Lighthouse ${report.lighthouseVersion}, mobile preset, simulated throttling; medians of ${report.runs} runs. Bytes: gzip -9 of one page load; Pre-load: HTML + CSS + JS requested before the load event. Long, Block, Toggle: the main thread below, the worse device.`,
    routes,
    `\nThe main thread after first paint, 4x CPU and slow 4G, injected input: medians of ${report.runs} scripted visits (scroll at 1 s, theme toggle tapped at 2.5 and 4 s, scroll back at 5 s, end at 8 s); Toggle: the toggle pressed ${TOGGLE_MOMENTS.join(', ')} ms after the load event, ${report.runs} fresh loads each, press to the class change on <html>, the median at each moment (the routes table: the slowest moment).`,
    mainThread,
    "\nLong tasks after first paint in each route's visit with the longest one:",
    causes || '  (none)',
    '\nLCP element per route:',
    lcp,
    '',
    load,
  ].join('\n');
}

/** @type {Column[]} */
const COMPARED = [
  ['Perf', audited((l) => l.performance)],
  ['LCP ms', audited((l) => Math.round(l.lcp))],
  ['TBT ms', audited((l) => Math.round(l.tbt))],
  ['CLS', audited((l) => Number(l.cls.toFixed(3)))],
  ['FCP ms', audited((l) => Math.round(l.fcp))],
  ['Pre-load KB', (r) => (r.beforeLoad ? Number(kb(r.beforeLoad.gzip)) : 'n/a')],
  ['Long ms', worstOf((m) => m.longestTask)],
  ['Block ms', worstOf((m) => m.blocking)],
  ['INP ms', worstOf((m) => m.slowestInteraction)],
  ['Toggle ms', worstOf((m) => (m.toggleLost ? null : m.toggleWorst))],
  ['JS KB', (r) => Number(kb(r.bytes.js.gzip))],
  ['CSS KB', (r) => Number(kb(r.bytes.css.gzip))],
  ['HTML KB', (r) => Number(kb(r.bytes.html.gzip))],
  ['Req', (r) => r.requests],
];

/**
 * Two reports side by side: "before → after" per route and figure.
 * @param {Report} before
 * @param {Report} after
 */
export function formatComparison(before, after) {
  const rows = after.routes.map((route) => {
    const old = before.routes.find((candidate) => candidate.route === route.route);
    return [
      route.route,
      ...COMPARED.map(([, value]) => {
        const now = value(route);
        if (!old) return `${now}`;
        const then = value(old);
        return then === now ? `${now}` : `${then} → ${now}`;
      }),
    ];
  });
  return table(['Route', ...COMPARED.map(([title]) => title)], rows);
}
