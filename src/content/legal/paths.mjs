// The addresses of the notices a buyer's due diligence reads. Plain JavaScript:
// the benchmark's budgets (bench/budgets.mjs) read it too, and count these
// long prose pages as reading pages.
export const LEGAL_PATHS = /** @type {const} */ ({
  privacy: '/privacy',
  terms: '/terms',
  trust: '/trust',
  accessibility: '/accessibility',
});
