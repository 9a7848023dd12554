import { describe, expect, it } from 'vitest';
import { timePerFile } from '../../scripts/toolchain/test.mjs';

const run = (...durations: number[]) => ({ results: durations.map((duration) => ({ duration })) });

describe("npm test's time per spec file", () => {
  it('sums every result of every test in a file, nested suites included, slowest file first', () => {
    const report = {
      suites: [
        { file: 'fast.spec.ts', specs: [{ tests: [run(100)] }] },
        {
          file: 'slow.spec.ts',
          specs: [{ tests: [run(1_000), run(2_000)] }],
          suites: [{ file: 'slow.spec.ts', specs: [{ tests: [run(500, 250)] }] }],
        },
      ],
    };
    expect(timePerFile(report)).toEqual([
      ['slow.spec.ts', { ms: 3_750, runs: 3 }],
      ['fast.spec.ts', { ms: 100, runs: 1 }],
    ]);
  });

  it('counts a nested suite for its spec file, whichever file declared it', () => {
    const report = {
      suites: [
        {
          file: 'engines/navigation.spec.ts',
          suites: [{ file: 'engines/fixtures.ts', specs: [{ tests: [run(300), run(200)] }] }],
        },
      ],
    };
    expect(timePerFile(report)).toEqual([['engines/navigation.spec.ts', { ms: 500, runs: 2 }]]);
  });

  it('leaves out files with no test that ran, and an empty report gives nothing', () => {
    expect(timePerFile({ suites: [{ file: 'empty.spec.ts', specs: [] }] })).toEqual([]);
    expect(timePerFile({})).toEqual([]);
  });
});
