// Run by npm test: what an author and an operator meet, on a copy of the
// project (tracked files, and node_modules linked), so nothing here touches
// the working tree:
// - a piece with a mistake: `npm run build` ends with the problems, one line
//   each, and exit 1, and nothing else; `npm run dev`'s pages show them (the
//   rest of the site still renders) and its terminal prints them once; fixing
//   the file clears them without a restart;
// - dev answers the feed and sitemap as a build makes them, drafts included;
// - a rebrand is site.ts alone: a build after renaming the brand there holds no
//   trace of the old name;
// - that build is the preview's (drafts shown, the preview's wrangler.toml
//   settings): tests/preview checks it holds what a preview must.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildEnv } from '../../scripts/operator/deploy-plan.mjs';

/** Dev's port here: apart from the end-to-end servers' 8788–8830 and dev's own 3000. */
const DEV_PORT = 8840;
const FIXTURE = 'src/content/insights/fixture-piece.md';
/** When the firm takes calls: a setting that cannot work stops the build too. */
const AVAILABILITY = 'src/content/availability.ts';
const FIXTURE_HREF = '/insights/fixture-piece';
/** @param {string} author @param {string[]} tags */
const fixture = (author, tags) =>
  [
    '---',
    "title: 'A fixture piece'",
    "description: 'Written by the authoring test.'",
    "published: '2026-11-01'",
    `author: '${author}'`,
    `tags: [${tags.map((tag) => `'${tag}'`).join(', ')}]`,
    "services: ['/ai-services/private-ai-legal-assistant']",
    'draft: true',
    '---',
    '',
    'A paragraph.',
    '',
  ].join('\n');
const MISTAKEN = fixture('amara-okafur', ['confidentiality', 'confidentialty']);
const FIXED = fixture('amara-okafor', ['confidentiality']);
const PROBLEMS = [
  `${FIXTURE}: author: "amara-okafur" is not one of the people in src/content/people.ts: `,
  `${FIXTURE}: the second tag: "confidentialty" is not one of the tags in src/content/tags.ts: `,
];

const project = mkdtempSync(join(tmpdir(), 'lexaris-authoring-'));
/** @param {string} path */
const inProject = (path) => join(project, path);

before(() => {
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  }).stdout.split('\0');
  for (const file of files.filter((path) => path && existsSync(path))) {
    mkdirSync(dirname(inProject(file)), { recursive: true });
    cpSync(file, inProject(file));
  }
  // Each package linked, not the folder: Vite's cache (node_modules/.vite) stays the copy's own.
  mkdirSync(inProject('node_modules'));
  for (const entry of readdirSync('node_modules').filter((name) => name !== '.vite')) {
    symlinkSync(join(process.cwd(), 'node_modules', entry), inProject(`node_modules/${entry}`));
  }
});
after(() => rmSync(project, { recursive: true, force: true }));

/**
 * Runs an npm script in the copy, its output (both streams) in one string.
 * @param {string} script
 * @param {Record<string, string>} [env] over this process's
 */
const npmRun = (script, env = {}) => {
  const run = spawnSync('npm', ['run', '--silent', script], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

test('a build with a mistaken piece and a mistaken availability ends with their problems, one line each, and exit 1', () => {
  writeFileSync(inProject(FIXTURE), MISTAKEN);
  const availability = readFileSync(inProject(AVAILABILITY), 'utf8');
  writeFileSync(
    inProject(AVAILABILITY),
    availability.replace(/timeZone: '[^']*'/, "timeZone: 'Europe/Londres'"),
  );
  let run;
  try {
    run = npmRun('build');
  } finally {
    writeFileSync(inProject(AVAILABILITY), availability);
  }
  const { status, output } = run;
  assert.equal(status, 1, output);
  const lines = output.split('\n');
  const start = lines.indexOf('The content has 3 problems; the build stops until they are fixed:');
  assert.ok(start >= 0, output);
  // The availability is checked as the build starts, the pieces as they compile.
  assert.equal(
    lines[start + 1],
    `  ${AVAILABILITY}: availability.timeZone is "Europe/Londres": not an IANA time zone, such as "Europe/London"`,
  );
  for (const [n, problem] of PROBLEMS.entries()) assert.ok(lines[start + 2 + n]?.startsWith(`  ${problem}`));
  // No stack trace, nothing from node_modules, no doubled plugin prefix.
  assert.doesNotMatch(output, /^\s+at /m);
  assert.doesNotMatch(output, /node_modules|more items|\[plugin /);
});

test('dev shows a mistake on every page and in the terminal once, the rest of the site still up, and the fix clears it without a restart', async () => {
  writeFileSync(inProject(FIXTURE), MISTAKEN);
  const dev = spawn(process.execPath, ['node_modules/waku/dist/cli.js', 'dev', '--port', String(DEV_PORT)], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let terminal = '';
  dev.stdout.on('data', (chunk) => {
    terminal += chunk;
  });
  dev.stderr.on('data', (chunk) => {
    terminal += chunk;
  });
  /** @param {string} path */
  const get = async (path) => {
    const response = await fetch(`http://127.0.0.1:${DEV_PORT}${path}`);
    return { status: response.status, text: await response.text() };
  };
  try {
    for (let waited = 0; !terminal.includes('ready:'); waited += 250) {
      assert.ok(waited < 60_000 && dev.exitCode === null, `dev did not start:\n${terminal}`);
      await sleep(250);
    }
    /** @param {string} line */
    const escaped = (line) => line.replaceAll('"', '&quot;');
    /** @type {[string, number][]} */
    const pages = [
      ['/', 200],
      ['/contact', 200],
      ['/insights', 200],
      [FIXTURE_HREF, 404],
    ];
    for (const [path, status] of pages) {
      const page = await get(path);
      assert.equal(page.status, status, path);
      assert.ok(page.text.includes('The content has 2 problems'), `${path}: the problems listed`);
      for (const problem of PROBLEMS) assert.ok(page.text.includes(escaped(problem)), `${path}: ${problem}`);
    }
    for (const problem of PROBLEMS) assert.equal(terminal.split(problem).length - 1, 1, terminal);

    writeFileSync(inProject(FIXTURE), FIXED);
    for (let waited = 0; (await get('/')).text.includes('content-problems'); waited += 500) {
      assert.ok(waited < 30_000, 'the fix did not clear the problems');
      await sleep(500);
    }
    assert.equal((await get(FIXTURE_HREF)).status, 200);
    assert.match(terminal, new RegExp(`${FIXTURE} is fixed`));
    // As the lists show them: the draft in the feed and the sitemap.
    assert.ok((await get('/rss.xml')).text.includes(FIXTURE_HREF), 'the feed');
    assert.ok((await get('/sitemap.xml')).text.includes(FIXTURE_HREF), 'the sitemap');
  } finally {
    dev.kill('SIGTERM');
  }
});

// One build for two checks: the rebrand, and what a preview build must hold. It
// is the preview's (npm run deploy:preview's), drafts shown: the old name must
// be gone from the drafts too.
test('a rebrand is site.ts alone: the build holds no trace of the old name', () => {
  writeFileSync(inProject(FIXTURE), FIXED);
  const site = inProject('src/content/site.ts');
  writeFileSync(
    site,
    readFileSync(site, 'utf8').replaceAll('Lexaris', 'Zephyr').replaceAll('lexaris', 'zephyr'),
  );
  const { status, output } = npmRun('build', buildEnv('preview'));
  assert.equal(status, 0, output);
  /** @type {string[]} */
  const traces = [];
  /** @param {string} dir */
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/lexaris/i.test(readFileSync(path, 'latin1'))) traces.push(path.slice(project.length + 1));
    }
  };
  visit(inProject('dist'));
  assert.deepEqual(traces, []);
  assert.ok(readFileSync(inProject('dist/public/favicon.svg'), 'utf8').includes('<title>Zephyr AI</title>'));
});

test('the preview build shows the drafts and the preview settings (tests/preview, on that build)', () => {
  const run = spawnSync(
    process.execPath,
    ['--test', 'tests/preview/drafts.test.mjs', 'tests/preview/notices.test.mjs'],
    { cwd: project, encoding: 'utf8' },
  );
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
});
