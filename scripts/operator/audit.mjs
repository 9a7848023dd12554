#!/usr/bin/env node
// Dependency audit, part of `npm test`: fails when `npm audit --omit=dev`
// reports a high or critical advisory for a package the deployed site ships.
// When the registry's advisory service cannot be reached (some mirrors refuse
// it), it says so plainly and does not fail: that is no finding either way.
import { spawnSync } from 'node:child_process';
import { operatorArgs } from './args.mjs';

operatorArgs({
  usage: 'npm run audit',
  summary:
    'npm audit --omit=dev: fails on a high or critical advisory for a package the deployed site ships; says so when the advisory service cannot be reached.',
  options: {},
});

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = { error: { summary: result.stderr.trim() || 'no answer' } };
}
// npm answers a refused advisory request with the HTTP error instead of a report.
const unreachable = report.error?.summary || (report.statusCode ? report.message : undefined);
if (unreachable || !report.metadata) {
  console.warn(
    `audit: the advisory service could not be reached (${unreachable ?? 'no report'}); dependencies NOT checked.`,
  );
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, advisory]) =>
  ['high', 'critical'].includes(advisory.severity),
);
console.log(
  `audit: ${Object.entries(counts)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ')}`,
);
if (serious.length) {
  for (const [name, advisory] of serious)
    console.error(`audit: ${advisory.severity}: ${name} (${advisory.range})`);
  process.exit(1);
}
