/** The figures' queries answering no row at all (src/lib/audience-figures.mjs): a test overrides what it reads. */
export const NO_ROWS = {
  daily: [],
  pages: [],
  sources: [],
  campaigns: [],
  countries: [],
  devices: [],
  landings: [],
  notFound: [],
  lost: [],
  sentFrom: [],
};
