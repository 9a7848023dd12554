// npm run mutation (scripts/toolchain/mutation.mjs): how many of the relay's
// faults its unit tests catch (Stryker mutates the code, one change at a
// time, and runs the tests that cover it). Run by hand, not in npm test: it
// takes about 18 minutes. The relay's alerts and endpoint health, the
// booking store and the outbox's ordering of a call's news (what writes a
// row, and what the relay claims) must stay at 90% or more (docs/testing.md).
export default {
  testRunner: 'vitest',
  mutate: [
    'src/server/outbox/alerts.ts',
    'src/server/outbox/endpoint-health.ts',
    'src/server/booking/store.ts',
    // The order of a call's news, and the statements that write and claim by it.
    'src/server/outbox/news-order.ts',
    'src/server/outbox/store.ts',
  ],
  vitest: { configFile: 'vitest.config.ts', related: true },
  // `?.` on a batch's or a query's result is what noUncheckedIndexedAccess
  // asks of an array's element, not behaviour: D1 returns one result per
  // statement, so dropping it changes nothing a test could see.
  mutator: { excludedMutations: ['OptionalChaining'] },
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress'],
  thresholds: { high: 90, low: 80, break: 90 },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
};
