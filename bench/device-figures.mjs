import { median } from './median.mjs';

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
  /** @param {'lcp' | 'longestTask' | 'blocking' | 'slowestInteraction'} key */
  const medianOf = (key) => median(visits.map((visit) => visit[key]));
  return {
    lcp: medianOf('lcp'),
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
