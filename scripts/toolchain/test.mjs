#!/usr/bin/env node
/**
 * npm test: everything a change must pass, in order, stopping at the first
 * failure; then how long each step took, where the end-to-end time went (per
 * spec file, from Playwright's JSON report) and the total.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import { isEntryPoint } from './entry-point.mjs';

/** Where playwright.config.ts writes its JSON report. */
export const E2E_REPORT = 'test-results/e2e.json';

/**
 * A step that runs beside others: started with the step `startsWith`, its
 * output kept in a file and printed when it is awaited, at the step of its
 * own name. The authoring checks (a preview build and a dev server in a copy
 * of the project; tests/authoring) run beside the production build and the
 * dry run, which use about 1.4 of the two cores, and are awaited at the end:
 * what is left of them then (their dev server's checks, 10-17 s) runs beside
 * the end-to-end tests' start, a minute in which the test servers are made
 * and the first tests start, rather than before it.
 * @typedef {{ name: string; command: string; args: string[]; startsWith: string }} BesideStep
 * @type {BesideStep[]}
 */
const BESIDE = [
  {
    name: 'authoring checks',
    command: process.execPath,
    args: ['--test', 'tests/authoring/authoring.test.mjs'],
    startsWith: 'build',
  },
];
/** @param {{ name: string }} step where a step beside others writes its output until it is awaited */
const logOf = (step) => `test-results/${step.name.replace(/ /g, '-')}.log`;

/** @type {([string, string, string[]] | string)[]} the steps in order; a name alone is a BESIDE step's, awaited there */
const STEPS = [
  ['setup', process.execPath, ['scripts/toolchain/setup.mjs', '--browser']],
  ['unit tests', 'npm', ['run', 'test:unit']],
  ['dependency audit', process.execPath, ['scripts/operator/audit.mjs']],
  ['build', 'npm', ['run', 'build']],
  // Every environment bundles and its config holds, with no Cloudflare account.
  ['deploy dry run', process.execPath, ['scripts/operator/deploy.mjs', '--dry-run', '--no-build']],
  ['end-to-end tests', 'npm', ['run', 'test:e2e']],
  'authoring checks',
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Test time per spec file (summed over its tests and projects: two browser
 * workers side by side, and the delivery suites' beside them), slowest first. A nested
 * suite counts for the spec file it is in, even when a helper in another
 * file declared it (the cross-engine scenarios are declared per engine by
 * tests/engines/fixtures.ts).
 * @param {{ suites?: Suite[] }} report
 * @typedef {{ file: string; suites?: Suite[]; specs?: { tests: { results: { duration: number }[] }[] }[] }} Suite
 */
export const timePerFile = (report) => {
  /** @type {Map<string, { ms: number; runs: number }>} */
  const files = new Map();
  /** @param {Suite} suite @param {string} file the spec file at the top */
  const visit = (suite, file) => {
    const entry = files.get(file) ?? { ms: 0, runs: 0 };
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests) {
        entry.runs += 1;
        for (const result of run.results) entry.ms += result.duration;
      }
    }
    files.set(file, entry);
    for (const child of suite.suites ?? []) visit(child, file);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  return [...files].filter(([, { runs }]) => runs > 0).sort((a, b) => b[1].ms - a[1].ms);
};

/**
 * Starts a step in the background, its output into a file (a pipe would
 * fill while a step in the foreground holds this process in spawnSync).
 * @param {BesideStep} step
 */
const startBeside = (step) => {
  mkdirSync('test-results', { recursive: true });
  const log = openSync(logOf(step), 'w');
  // In a process group of its own, so that stopping it stops the builds and
  // the dev server under it too: killing the parent alone left such children
  // running after npm test had exited.
  const child = spawn(step.command, step.args, { stdio: ['ignore', log, log], detached: true });
  closeSync(log);
  /** @type {Promise<number>} */
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group has already gone.
    }
  };
  return { done, stop };
};

const main = async () => {
  const started = Date.now();
  /** @type {[string, number][]} */
  const took = [];
  rmSync(E2E_REPORT, { force: true });
  let status = 0;
  /** @type {Map<string, ReturnType<typeof startBeside>>} */
  const running = new Map();
  const stopAll = () => {
    for (const { stop } of running.values()) stop();
  };
  // Outside the terminal's process group, they would outlive a Ctrl-C.
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      stopAll();
      process.exit(128 + constants.signals[signal]);
    });
  }
  for (const step of STEPS) {
    const name = typeof step === 'string' ? step : step[0];
    const stepStarted = Date.now();
    for (const beside of BESIDE.filter(({ startsWith }) => startsWith === name)) {
      running.set(beside.name, startBeside(beside));
    }
    if (typeof step === 'string') {
      status = (await running.get(name)?.done) ?? 1;
      const log = logOf({ name });
      if (existsSync(log)) process.stdout.write(readFileSync(log));
    } else {
      status = spawnSync(step[1], step[2], { stdio: 'inherit' }).status ?? 1;
    }
    took.push([name, Date.now() - stepStarted]);
    if (status !== 0) {
      console.error(`\nnpm test: ${name} failed.`);
      break;
    }
  }
  console.log('\nnpm test, time per step:');
  for (const [name, ms] of took) console.log(`  ${name.padEnd(20)} ${seconds(ms).padStart(9)}`);
  if (existsSync(E2E_REPORT)) {
    console.log('end-to-end test time per file (summed over tests and projects):');
    for (const [file, { ms, runs }] of timePerFile(JSON.parse(readFileSync(E2E_REPORT, 'utf8')))) {
      console.log(`  ${file.padEnd(28)} ${seconds(ms).padStart(9)}  ${String(runs).padStart(3)} runs`);
    }
  }
  console.log(`npm test: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}`);
  // A failure before a step beside was awaited must not leave it running.
  stopAll();
  process.exit(status);
};

if (isEntryPoint(import.meta.url)) main();
