// The operator's commands as the operator runs them, with the usual typos:
// each refusal exits 2 with the usage, before any work. Each command says
// what it is doing before it does it ("[deploy] building", "[deploy] your
// Cloudflare account", "[submissions] production's local database"): a
// refusal with nothing else on stdout or stderr ran no build, no wrangler,
// no network.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOY_COMMAND } from '../../scripts/operator/deploy-plan.mjs';
import { SUBMISSIONS_COMMAND } from '../../scripts/operator/submissions-plan.mjs';

const run = (script: string, args: string[]) => {
  const result = spawnSync(process.execPath, [`scripts/operator/${script}.mjs`, ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const refusals: [string, string[], RegExp][] = [
  ['deploy', ['--dryrun'], /^Unknown option '--dryrun'/],
  ['deploy', ['--dry-run=yes'], /does not take an argument/],
  ['deploy', ['--env'], /'--env <value>' argument missing/],
  ['deploy', ['--env=staging'], /^--env takes one of: production, preview/],
  ['deploy', ['--env', 'preview', '--env', 'production'], /^--env is given twice/],
  ['deploy', ['preview'], /^Unexpected argument 'preview'/],
  ['submissions', ['--bogus'], /^Unknown option '--bogus'/],
  ['submissions', ['undeliverable'], /^Unexpected argument 'undeliverable'/],
  ['submissions', ['--status=x'], /^--status takes one of:/],
  ['submissions', ['--erase'], /'--erase <value>' argument missing/],
  ['submissions', ['--export', 'a@b.c', '--erase', 'a@b.c'], /^--export and --erase cannot be used together/],
  ['submissions', ['--remote', '--persist-to', 'x'], /^--remote and --persist-to cannot be used together/],
  ['submissions', ['--env', 'prod', '--remote'], /^--env takes one of: production, preview/],
  ['submissions', ['--limit=0'], /^--limit takes a whole number from 1 to 1000/],
  ['submissions', ['--redeliver', 'latest'], /^--redeliver takes a submission id/],
  ['submissions', ["--erase=x'; DELETE FROM submissions; --"], /not an email address/],
  ['submissions', ['--report', '--erase', 'a@b.c'], /^--report and --erase cannot be used together/],
  ['submissions', ['--days', '7'], /^--days is the period of --report: it goes with --report only/],
  ['submissions', ['--report', '--days', '0'], /^--days takes a whole number from 1 to 3650/],
  ['audit', ['--bogus'], /^Unknown option '--bogus'/],
];

describe('operator commands refuse what they do not understand', () => {
  it.each(refusals)('%s %j: exit 2 with the usage, before any work', (script, args, message) => {
    const { status, stdout, stderr } = run(script, args);
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain(`Usage: npm run ${script}`);
    expect(stderr).not.toContain(`[${script}]`);
    expect(stdout).toBe('');
  });

  it.each(['deploy', 'submissions', 'audit'])('%s --help: the usage on stdout, exit 0', (script) => {
    const { status, stdout } = run(script, ['--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(new RegExp(`^Usage: npm run ${script}`));
    expect(stdout).toContain('-h, --help');
  });
});

describe('the operator section of docs/operations.md', () => {
  const doc = readFileSync('docs/operations.md', 'utf8');
  const start = doc.indexOf('\n## Operator commands\n');
  // The section runs to the next heading of its level, or to the end of the file.
  const end = doc.indexOf('\n## ', start + 1);
  const section = start === -1 ? '' : doc.slice(start, end === -1 ? undefined : end);

  it('is there', () => {
    expect(start).toBeGreaterThan(-1);
  });

  it.each([DEPLOY_COMMAND, SUBMISSIONS_COMMAND])('shows every option of $usage', (command) => {
    for (const name of Object.keys(command.options)) expect(section).toContain(`| \`--${name}`);
  });
});
