// The addresses of the notices a buyer's due diligence reads, and of
// security.txt. Plain JavaScript: the benchmark's budgets (bench/budgets.mjs)
// read it too, and count these long prose pages as reading pages; the build's
// _headers (scripts/build/post-build.mjs) and the end-to-end tests too.
export const LEGAL_PATHS = /** @type {const} */ ({
  privacy: '/privacy',
  terms: '/terms',
  trust: '/trust',
  accessibility: '/accessibility',
});

/** RFC 9116's address of the file that tells researchers how to report a vulnerability. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

/** The id of the trust centre's disclosure policy: its heading's, as rehype-slug makes it. */
export const DISCLOSURE_POLICY_ID = 'reporting-a-vulnerability';
