/** The peer site beside ours: each figure as ours, theirs and the ratio. */
import { TOGGLE_MOMENTS } from './main-thread.mjs';
import { ratio } from './peer.mjs';
import { table } from './table.mjs';

/**
 * What the bench measured of one page, ours or the peer's.
 * @typedef {object} PageFigures
 * @property {number} requests
 * @property {number | null} [worker] requests that ran a worker: null where not known (the peer)
 * @property {import('./page-weight.mjs').PageWeight['totals']} bytes
 * @property {import('./page-weight.mjs').PageWeight['beforeLoad'] | undefined} beforeLoad
 * @property {Record<string, import('./report.mjs').MainThreadFigures> | undefined} mainThread per device
 * @property {import('./report.mjs').LighthouseFigures | null} lighthouse
 */
/**
 * The peer's page, as measured: the figures and what to know to read them.
 * @typedef {PageFigures & { url: string; status: number; foreign: string[] }} PeerPage
 */
/**
 * One figure of a pair of pages, in the unit its name gives, rounded as printed.
 * @typedef {object} ComparedFigure
 * @property {string} figure
 * @property {number | null} ours null: not measured (Lighthouse does not audit a 404; no toggle in view)
 * @property {number | null} theirs
 * @property {number | null} ratio ours / theirs, to 3 decimals (peer.mjs: ratio)
 */
/**
 * @typedef {object} PeerPair
 * @property {string} route ours
 * @property {ComparedFigure[]} figures
 * @property {PeerPage} theirs
 */
/**
 * @typedef {object} PeerReport
 * @property {string} base
 * @property {string} toggle the peer's theme toggle selector
 * @property {PeerPair[]} pairs
 */
/** @typedef {{ figure: string; digits: number; of: (page: PageFigures) => number | null }} FigureDefinition */

const KB = 1024;

/**
 * @param {string} figure
 * @param {number} digits
 * @param {(lighthouse: import('./report.mjs').LighthouseFigures) => number} pick
 * @returns {FigureDefinition}
 */
const lighthouseFigure = (figure, digits, pick) => ({
  figure: `Lighthouse ${figure}`,
  digits,
  of: (page) => (page.lighthouse ? pick(page.lighthouse) : null),
});

/**
 * @param {string} device
 * @param {string} figure
 * @param {(figures: import('./report.mjs').MainThreadFigures) => number | null} pick
 * @returns {FigureDefinition}
 */
const deviceFigure = (device, figure, pick) => ({
  figure: `${device}: ${figure}`,
  digits: 0,
  of: (page) => {
    const figures = page.mainThread?.[device];
    return figures ? pick(figures) : null;
  },
});

/**
 * @param {string} figure
 * @param {(page: PageFigures) => number | undefined} pick gzip bytes
 * @returns {FigureDefinition}
 */
const kbFigure = (figure, pick) => ({
  figure: `${figure} KB`,
  digits: 1,
  of: (page) => {
    const bytes = pick(page);
    return bytes === undefined ? null : bytes / KB;
  },
});

/**
 * The figures compared, lower is better in each: the acceptance
 * figures (TBT, LCP, CLS, the longest task after paint, the slowest input of
 * the visit, the toggle at each moment, bytes) and their neighbours.
 * @param {string[]} devices
 * @returns {FigureDefinition[]}
 */
const figureDefinitions = (devices) => [
  lighthouseFigure('TBT ms', 0, (l) => l.tbt),
  // What TBT is made of on this machine: the main thread's time after paint, its CPU, and TBT of that CPU alone.
  lighthouseFigure('main thread after paint, ms', 0, (l) => l.mainThreadWall),
  lighthouseFigure('main thread after paint, CPU ms', 0, (l) => l.mainThreadCpu),
  lighthouseFigure('TBT of the CPU alone, ms', 0, (l) => l.cpuBlocking),
  lighthouseFigure('LCP ms', 0, (l) => l.lcp),
  lighthouseFigure('CLS', 3, (l) => l.cls),
  lighthouseFigure('FCP ms', 0, (l) => l.fcp),
  lighthouseFigure('SI ms', 0, (l) => l.speedIndex),
  ...devices.flatMap((device) => [
    // 0: most visits were scrolled before their first paint, which ends LCP.
    deviceFigure(device, 'visit LCP ms', (m) => m.lcp || null),
    deviceFigure(device, 'longest task ms', (m) => m.longestTask),
    deviceFigure(device, 'blocking ms', (m) => m.blocking),
    // A visit that tapped nothing (no toggle in view, so never pressed) has no input to time.
    deviceFigure(device, 'slowest input ms', (m) => (m.toggleMoments.length ? m.slowestInteraction : null)),
    ...TOGGLE_MOMENTS.map((moment, index) =>
      deviceFigure(device, `toggle ms at +${moment}`, (m) => m.toggleMoments[index] ?? null),
    ),
  ]),
  kbFigure('All', (page) => Object.values(page.bytes).reduce((sum, kind) => sum + kind.gzip, 0)),
  kbFigure('Pre-load', (page) => page.beforeLoad?.gzip),
  kbFigure('HTML', (page) => page.bytes.html.gzip),
  kbFigure('JS', (page) => page.bytes.js.gzip),
  kbFigure('CSS', (page) => page.bytes.css.gzip),
  kbFigure('Font', (page) => page.bytes.font.gzip),
  kbFigure('Image', (page) => page.bytes.image.gzip),
  { figure: 'Requests', digits: 0, of: (page) => page.requests },
  { figure: 'Worker invocations', digits: 0, of: (page) => page.worker ?? null },
];

/**
 * @param {number | null} value
 * @param {number} digits
 */
const rounded = (value, digits) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * Each figure of our page and the peer's, with ours / theirs. The ratio is
 * of the figures as printed, so that it agrees with what one reads.
 * @param {PageFigures} ours
 * @param {PageFigures} theirs
 * @returns {ComparedFigure[]}
 */
export function compareFigures(ours, theirs) {
  return figureDefinitions(Object.keys(ours.mainThread ?? {})).map(({ figure, digits, of }) => {
    const [mine, peer] = [rounded(of(ours), digits), rounded(of(theirs), digits)];
    return { figure, ours: mine, theirs: peer, ratio: rounded(ratio(mine, peer), 3) };
  });
}

/** @param {number | null} value */
const cell = (value) => (value === null ? 'n/a' : value);

/**
 * What else one must know to read a pair's figures: taps Event Timing
 * saw, lost presses, a device with no toggle in view, requests to other
 * origins (they weigh only what loaded).
 * @param {PageFigures} ours
 * @param {PeerPage} theirs
 */
function pairNotes(ours, theirs) {
  const devices = Object.keys(ours.mainThread ?? {});
  /** @param {(figures: import('./report.mjs').MainThreadFigures) => number} pick */
  const perDevice = (pick) =>
    devices
      .map((device) => {
        const [mine, peer] = [ours.mainThread?.[device], theirs.mainThread?.[device]];
        return `${device} ${mine ? pick(mine) : 'n/a'}/${peer ? pick(peer) : 'n/a'}`;
      })
      .join(', ');
  const notes = [
    `  Interactions of 16 ms or more in a visit (fewest; Event Timing sees no quicker ones), ours/theirs: ${perDevice((m) => m.interactions)}`,
  ];
  const lost = devices.some(
    (device) => ours.mainThread?.[device]?.toggleLost || theirs.mainThread?.[device]?.toggleLost,
  );
  if (lost) notes.push(`  Toggle presses lost, ours/theirs: ${perDevice((m) => m.toggleLost)}`);
  const untapped = devices.filter((device) => theirs.mainThread?.[device]?.toggleMoments.length === 0);
  if (untapped.length)
    notes.push(
      `  Theirs has no theme toggle in view on the ${untapped.join(' and ')}: its visit there taps nothing, and its toggle is not pressed`,
    );
  if (theirs.foreign.length) {
    const hosts = [...new Set(theirs.foreign.map((url) => new URL(url).host))].join(', ');
    notes.push(
      `  Theirs made ${theirs.foreign.length} request(s) to other origins (${hosts}): their bytes count only if they loaded`,
    );
  }
  return notes;
}

/**
 * The peer section of the printed report: per pair of pages, a table of
 * figures (ours, theirs, ratio) and the notes to read it by.
 * @param {import('./report.mjs').Report & { peer: PeerReport }} report
 */
export function formatPeerReport({ peer, routes, runs }) {
  const pairs = peer.pairs.map((pair) => {
    const mine = routes.find((route) => route.route === pair.route);
    const rows = pair.figures.map(({ figure, ours: a, theirs: b, ratio: r }) => [
      figure,
      cell(a),
      cell(b),
      r === null ? 'n/a' : r.toFixed(2),
    ]);
    return [
      `\nOurs ${pair.route} beside theirs ${pair.theirs.url} (status ${pair.theirs.status})`,
      table(['Figure', 'Ours', 'Theirs', 'Ours/theirs'], rows),
      ...(mine ? pairNotes(mine, pair.theirs) : []),
    ].join('\n');
  });
  return [
    `Beside the peer ${peer.base} in the same sitting: medians of ${runs} runs each, ours and theirs alternating run by run. Ours/theirs below 1: ours is the lower (faster, lighter); n/a: a figure missing on one side, or theirs 0 and ours not. Bytes: gzip -9 of one load at 412 px.`,
    ...pairs,
  ].join('\n');
}
