// The site's private addresses: the ones that carry a secret, so that whoever
// holds the address holds what it opens. Declared once, here, and read by
// everything that decides what an address may be used for: a private one is
// never where a lead came from (./source-path.ts), is served so that no cache
// keeps it, no Referer passes it to another site and no search engine lists it
// (src/server/security-headers.ts), and is never shown by the operator's
// listing or report (scripts/operator/submissions-plan.mjs); the checks that
// walk the server's routes (src/content/server-routes.ts) open the private
// ones for a seeded call (tests/support/booked-call.ts). Plain
// JavaScript: the operator's commands read it in Node without a build.

/**
 * Each private address by the path it starts with: everything under a prefix
 * is private, whatever follows it. wrangler.toml's run_worker_first sends
 * each of them to the worker, which serves them (tests/unit/private-paths.test.ts).
 */
export const PRIVATE_PATH_PREFIXES = /** @type {const} */ ([
  // A booked call's page, /booking/<token>, and its calendar file, /booking/<token>/call.ics.
  '/booking/',
  // That page's payload, which the router fetches: /RSC/R/booking/<token>.txt.
  '/RSC/R/booking/',
  // The operator's feed of booked calls, /calendar/<CALENDAR_FEED_SECRET>.ics.
  '/calendar/',
]);

/**
 * A path as a router may read it: percent-escapes decoded (byte by byte: the
 * prefixes are ASCII, and a malformed escape is left as it is rather than
 * thrown on), runs of slashes as one, letters in one case.
 * @param {string} path
 */
const comparable = (path) =>
  path
    .replace(/%([0-9a-f]{2})/gi, (_escape, hex) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\/{2,}/g, '/')
    .toLowerCase();

const COMPARABLE_PREFIXES = PRIVATE_PATH_PREFIXES.map(comparable);

/**
 * Whether a path on this site is a private address. Matched loosely (any
 * spelling that might reach one: escaped, doubled slashes, another case), so
 * that no spelling of a private address passes for a public one; the cost is
 * a few addresses that open nothing treated as private too.
 * @param {string} path
 */
export const isPrivatePath = (path) => {
  const plain = comparable(path);
  return COMPARABLE_PREFIXES.some((prefix) => plain.startsWith(prefix));
};
