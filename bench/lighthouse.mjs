// Lighthouse for the bench: the mobile preset with its simulated throttling,
// in the Chromium the tests use, one run at a time.
//
// Lighthouse and chrome-launcher are installed when the bench first needs
// them (scripts/toolchain/install-on-demand.mjs), not with the project: with
// them came 119 of the lock's 812 packages (Sentry, OpenTelemetry).
import { installOnDemand } from '../scripts/toolchain/install-on-demand.mjs';
import { median } from './median.mjs';
import { mainThreadAfterPaint } from './trace.mjs';

/** @typedef {import('./report.mjs').LighthouseFigures} LighthouseFigures */

/**
 * The parts of Lighthouse's result the bench reads.
 * @typedef {{ id: string; score: number | null; scoreDisplayMode: string; numericValue?: number; details?: unknown }} Audit
 * @typedef {{
 *   lighthouseVersion: string;
 *   runtimeError?: { code: string };
 *   categories: Record<string, { score: number | null }>;
 *   audits: Record<string, Audit>;
 * }} AuditResult
 * @typedef {{ Trace?: { traceEvents: unknown[] } }} AuditArtifacts the trace Lighthouse took of the load
 * @typedef {(url: string, flags: Record<string, unknown>) => Promise<{ lhr: AuditResult; artifacts: AuditArtifacts } | undefined>} Lighthouse
 * @typedef {{ port: number; kill: () => void }} AuditBrowser
 * @typedef {(options: { chromePath: string; chromeFlags: string[] }) => Promise<AuditBrowser>} LaunchChrome
 */

/**
 * Lighthouse and chrome-launcher, installed first if they are not. Imported
 * by a name held in a variable: the typecheck does not look for them, and
 * their types are the parts above.
 * @returns {Promise<{ lighthouse: Lighthouse; launch: LaunchChrome }>}
 */
const auditTools = async () => {
  const [lighthouse = '', launcher = ''] = installOnDemand(['lighthouse@12.8.2', 'chrome-launcher@1.2.1']);
  return {
    lighthouse: (await import(lighthouse)).default,
    launch: (await import(launcher)).launch,
  };
};

/**
 * A Chromium for the audits, and Lighthouse to run them in it.
 * @param {string} chromePath
 */
export const startAudits = async (chromePath) => {
  const { lighthouse, launch } = await auditTools();
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  return {
    /** @param {string} url */
    audit: (url) => auditOnce(lighthouse, url, chrome.port),
    close: () => chrome.kill(),
  };
};

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`: its
 * figures, or why there are none. A run can fail outright (Chromium on this
 * machine now and then closes the tab mid-navigation, "Target closed"), and
 * Lighthouse does not audit an error response such as the 404 page.
 * @param {Lighthouse} lighthouse
 * @param {string} url
 * @param {number} port
 * @returns {Promise<{ figures: LighthouseFigures; version: string } | { failure: string }>}
 */
async function auditOnce(lighthouse, url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  }).catch((/** @type {Error} */ error) => ({ failure: error.message }));
  if (!result) return { failure: 'no result' };
  if ('failure' in result) return result;
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) return { failure: lhr.runtimeError.code };
  const mainThread = artifacts.Trace ? mainThreadAfterPaint(artifacts.Trace.traceEvents, url) : null;
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The LCP element audit's details: a table whose first row lists the element.
  /** @type {{ items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined} */
  const lcpDetails = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details);
  const lcpItem = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    version: lhr.lighthouseVersion,
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndex: numeric('speed-index'),
      mainThreadWall: mainThread?.wall ?? Number.NaN,
      mainThreadCpu: mainThread?.cpu ?? Number.NaN,
      cpuBlocking: mainThread?.cpuBlocking ?? Number.NaN,
      lcpElement: lcpItem ? `${lcpItem.selector ?? ''} ${lcpItem.snippet ?? ''}`.trim() : null,
      failedAudits: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    },
  };
}

/**
 * The medians of several runs' figures: the last run's LCP element, and
 * every audit any run failed.
 * @param {LighthouseFigures[]} samples
 * @returns {LighthouseFigures}
 */
export function medianFigures(samples) {
  /** @param {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'speedIndex' | 'mainThreadWall' | 'mainThreadCpu' | 'cpuBlocking'} key */
  const medianOf = (key) => median(samples.map((sample) => sample[key]));
  return {
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    bestPractices: medianOf('bestPractices'),
    seo: medianOf('seo'),
    fcp: medianOf('fcp'),
    lcp: medianOf('lcp'),
    tbt: medianOf('tbt'),
    cls: medianOf('cls'),
    speedIndex: medianOf('speedIndex'),
    mainThreadWall: medianOf('mainThreadWall'),
    mainThreadCpu: medianOf('mainThreadCpu'),
    cpuBlocking: medianOf('cpuBlocking'),
    lcpElement: samples.at(-1)?.lcpElement ?? null,
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
  };
}
