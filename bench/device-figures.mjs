import { median } from './median.mjs';

/**
 * The visits' median LCP. A visit with none (0) was scrolled, at 1 s, before
 * its first paint, and input ends LCP: its LCP came later than any recorded,
 * so it ranks last. 0 when such a visit is the median.
 * @param {import('./main-thread.mjs').VisitFigures[]} visits
 */
const medianLcp = (visits) => {
  const ranked = visits.map(({ lcp }) => lcp || Number.POSITIVE_INFINITY);
  const lcp = median(ranked);
  return Number.isFinite(lcp) ? lcp : 0;
};

/**
 * One device's main-thread figures of a page (report.mjs: MainThreadFigures):
 * the medians of its scripted visits, and the median press at each moment
 * after the load event.
 * @param {import('./main-thread.mjs').VisitFigures[]} visits
 * @param {(number | null)[][]} presses at each of TOGGLE_MOMENTS, every press
 *   (null: lost); no moments at all when the page had no toggle in view
 * @returns {import('./report.mjs').MainThreadFigures}
 */
export function deviceFigures(visits, presses) {
  // One press at the load event lands before or after the first frame by
  // chance (13-98 ms on `/` at +0 in one sitting): a single sample is noise.
  const toggleMoments = presses.map((atMoment) => {
    const answered = atMoment.filter((press) => press !== null);
    return answered.length ? median(answered) : null;
  });
  const answeredMoments = toggleMoments.filter((press) => press !== null);
  const worstVisit = visits.reduce((worst, visit) => (visit.longestTask > worst.longestTask ? visit : worst));
  /** @param {'longestTask' | 'blocking' | 'slowestInteraction'} key */
  const medianOf = (key) => median(visits.map((visit) => visit[key]));
  return {
    lcp: medianLcp(visits),
    longestTask: medianOf('longestTask'),
    blocking: medianOf('blocking'),
    slowestInteraction: medianOf('slowestInteraction'),
    interactions: Math.min(...visits.map((visit) => visit.interactions)),
    toggleWorst: answeredMoments.length ? Math.max(...answeredMoments) : null,
    toggleMoments,
    toggleLost: presses.flat().filter((press) => press === null).length,
    worstLongTasks: worstVisit.longTasks,
  };
}
