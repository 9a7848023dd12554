// Lighthouse for the bench: the mobile preset with its simulated throttling,
// in the Chromium the tests use, one run at a time.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './median.mjs';

/** @typedef {import('./report.mjs').LighthouseFigures} LighthouseFigures */

/** @param {string} chromePath */
export const launchAuditBrowser = (chromePath) =>
  chromeLauncher.launch({
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

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`: its
 * figures, or why there are none. A run can fail outright (Chromium on this
 * machine now and then closes the tab mid-navigation, "Target closed"), and
 * Lighthouse does not audit an error response such as the 404 page.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<{ figures: LighthouseFigures; version: string } | { failure: string }>}
 */
export async function auditOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  }).catch((/** @type {Error} */ error) => ({ failure: error.message }));
  if (!result) return { failure: 'no result' };
  if ('failure' in result) return result;
  const { lhr } = result;
  if (lhr.runtimeError) return { failure: lhr.runtimeError.code };
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
  /** @param {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'speedIndex'} key */
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
    lcpElement: samples.at(-1)?.lcpElement ?? null,
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
  };
}
