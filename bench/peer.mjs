// A peer site measured beside ours in the same sitting (npm run bench --
// --peer URL): its figures are read as ratios to ours, so that how fast the
// machine is that day does not decide the verdict, only how the two sites
// compare on it.

/** AstroWind's theme toggle (src/components/common/ToggleTheme.astro). */
export const ASTROWIND_TOGGLE = '[data-aw-toggle-color-scheme]';

/**
 * @typedef {object} PeerOptions
 * @property {string} base the peer's origin (and any base path), without a trailing slash
 * @property {string[] | null} routes the peer's pages paired by position with --routes; null: `/` beside our `/`
 * @property {string} toggle the peer's theme toggle (a CSS selector)
 */

/**
 * The peer options of the command line, checked: null without --peer.
 * @param {{ peer?: string; 'peer-routes'?: string; 'peer-toggle'?: string; routes?: string }} options
 * @returns {PeerOptions | null}
 */
export function peerOptions(options) {
  const { peer, 'peer-routes': peerRoutes, 'peer-toggle': toggle = ASTROWIND_TOGGLE, routes } = options;
  if (!peer) {
    if (peerRoutes || options['peer-toggle'])
      throw new Error('--peer-routes and --peer-toggle need --peer URL');
    return null;
  }
  const url = URL.canParse(peer) ? new URL(peer) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`--peer ${peer}: not a web address`);
  if (!peerRoutes) return { base: stripSlash(url.href), routes: null, toggle };
  // Paired by position, so both lists must be spelled out and as long.
  if (!routes) throw new Error('--peer-routes pairs by position with --routes: give --routes too');
  const ours = routes.split(',');
  const theirs = peerRoutes.split(',');
  if (theirs.length !== ours.length)
    throw new Error(`--peer-routes has ${theirs.length} routes, --routes ${ours.length}: pair each of ours`);
  const relative = theirs.find((route) => !route.startsWith('/'));
  if (relative !== undefined) throw new Error(`--peer-routes: ${relative} does not start with /`);
  return { base: stripSlash(url.href), routes: theirs, toggle };
}

/** @param {string} href */
const stripSlash = (href) => href.replace(/\/+$/, '');

/**
 * Each of our routes with the peer's page measured beside it (null: ours
 * alone). With the peer's routes, paired by position; without, our `/`
 * beside the peer's `/`, and every other route of ours alone.
 * @param {string[]} routes
 * @param {string[] | null} peerRoutes
 * @returns {{ route: string; peerRoute: string | null }[]}
 */
export function pairRoutes(routes, peerRoutes) {
  const pairs = routes.map((route, index) => ({
    route,
    peerRoute: peerRoutes ? (peerRoutes[index] ?? null) : route === '/' ? '/' : null,
  }));
  if (!pairs.some(({ peerRoute }) => peerRoute !== null))
    throw new Error(
      '--peer: no route of ours has a page of theirs beside it: measure / or give --peer-routes',
    );
  return pairs;
}

/**
 * The order in which run `run` measures a route's pages: ours first on even
 * runs, the peer's first on odd ones, so that neither always follows the
 * other, and a machine that slows down or speeds up over the sitting
 * weighs on both alike.
 * @template T
 * @param {T[]} pages
 * @param {number} run
 * @returns {T[]}
 */
export const runOrder = (pages, run) => (run % 2 ? pages.toReversed() : pages);

/**
 * Ours over theirs: below 1, our figure is the lower (faster, lighter).
 * Null when either figure is missing, or theirs is 0 and ours is not; two
 * zeros (no layout shift on either page) are equal: 1.
 * @param {number | null} ours
 * @param {number | null} theirs
 * @returns {number | null}
 */
export function ratio(ours, theirs) {
  if (ours === null || theirs === null) return null;
  if (theirs === 0) return ours === 0 ? 1 : null;
  return ours / theirs;
}
