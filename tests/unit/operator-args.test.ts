import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError, usageText } from '../../scripts/operator/args.mjs';
import { DEPLOY_COMMAND } from '../../scripts/operator/deploy-plan.mjs';
import { SUBMISSIONS_COMMAND } from '../../scripts/operator/submissions-plan.mjs';

const refusal = (command: Parameters<typeof parseCommandLine>[0], args: string[]) => {
  try {
    parseCommandLine(command, args);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${args.join(' ')}`);
};

describe('the operator commands’ argument parser', () => {
  it('takes --name value and --name=value alike', () => {
    expect(parseCommandLine(DEPLOY_COMMAND, ['--env', 'preview', '--dry-run'])).toEqual({
      env: 'preview',
      'dry-run': true,
    });
    expect(parseCommandLine(DEPLOY_COMMAND, ['--env=preview'])).toEqual({ env: 'preview' });
    expect(parseCommandLine(SUBMISSIONS_COMMAND, ['--erase=ada@example.com'])).toEqual({
      erase: 'ada@example.com',
    });
  });

  it('takes the command the alerts name: --remote, --env, --status', () => {
    expect(
      parseCommandLine(SUBMISSIONS_COMMAND, ['--remote', '--env', 'preview', '--status', 'undeliverable']),
    ).toEqual({ remote: true, env: 'preview', status: 'undeliverable' });
  });

  it('refuses unknown options, typos of --dry-run and stray words', () => {
    expect(refusal(DEPLOY_COMMAND, ['--dryrun'])).toMatch(/Unknown option '--dryrun'/);
    expect(refusal(DEPLOY_COMMAND, ['--dry_run'])).toMatch(/Unknown option/);
    expect(refusal(SUBMISSIONS_COMMAND, ['--bogus'])).toMatch(/Unknown option '--bogus'/);
    expect(refusal(SUBMISSIONS_COMMAND, ['undeliverable'])).toMatch(/Unexpected argument 'undeliverable'/);
    expect(refusal(DEPLOY_COMMAND, ['--', 'preview'])).toMatch(/Unexpected argument 'preview'/);
  });

  it('refuses an option without its value, empty or taken from the next option', () => {
    expect(refusal(DEPLOY_COMMAND, ['--env'])).toMatch(/'--env <value>' argument missing/);
    expect(refusal(DEPLOY_COMMAND, ['--env', '--dry-run'])).toMatch(/'--env' argument is ambiguous/);
    expect(refusal(SUBMISSIONS_COMMAND, ['--persist-to='])).toBe('--persist-to needs a value');
    expect(refusal(DEPLOY_COMMAND, ['--dry-run=yes'])).toMatch(/'--dry-run' does not take an argument/);
  });

  it('refuses a value outside the choices', () => {
    expect(refusal(DEPLOY_COMMAND, ['--env=staging'])).toBe(
      '--env takes one of: production, preview (not "staging")',
    );
    expect(refusal(SUBMISSIONS_COMMAND, ['--status=x'])).toMatch(/--status takes one of: pending, /);
  });

  it('refuses an option given twice, and options that contradict each other', () => {
    expect(refusal(DEPLOY_COMMAND, ['--env', 'preview', '--env', 'production'])).toBe('--env is given twice');
    expect(refusal(SUBMISSIONS_COMMAND, ['--export', 'a@b.c', '--erase', 'a@b.c'])).toBe(
      '--export and --erase cannot be used together',
    );
    expect(refusal(SUBMISSIONS_COMMAND, ['--redeliver', 'undeliverable', '--status', 'failed'])).toBe(
      '--status and --redeliver cannot be used together',
    );
    expect(refusal(SUBMISSIONS_COMMAND, ['--remote', '--persist-to', 'x'])).toBe(
      '--remote and --persist-to cannot be used together',
    );
    expect(refusal(SUBMISSIONS_COMMAND, ['--json', '--export', 'a@b.c'])).toBe(
      '--json and --export cannot be used together',
    );
    for (const action of [
      ['--redeliver', 'undeliverable'],
      ['--export', 'a@b.c'],
      ['--erase', 'a@b.c'],
    ]) {
      expect(refusal(SUBMISSIONS_COMMAND, ['--report', ...action])).toBe(
        `--report and ${action[0]} cannot be used together`,
      );
    }
    expect(refusal(SUBMISSIONS_COMMAND, ['--report', '--status', 'failed'])).toBe(
      '--status and --report cannot be used together',
    );
    expect(refusal(SUBMISSIONS_COMMAND, ['--limit', '5', '--report'])).toBe(
      '--limit and --report cannot be used together',
    );
    // The report takes --json, the listing's: JSON only on stdout.
    expect(parseCommandLine(SUBMISSIONS_COMMAND, ['--report', '--days', '7', '--json'])).toEqual({
      report: true,
      days: '7',
      json: true,
    });
  });

  it('the usage names every option with its value, and --help', () => {
    const usage = usageText(SUBMISSIONS_COMMAND);
    expect(usage).toMatch(/^Usage: npm run submissions -- \[options\]/);
    for (const [name, spec] of Object.entries(SUBMISSIONS_COMMAND.options)) {
      expect(usage).toContain(`--${name}${'value' in spec ? ` ${spec.value}` : ''}`);
    }
    expect(usage).toContain('--env production|preview');
    expect(usage).toContain('-h, --help');
    expect(parseCommandLine(DEPLOY_COMMAND, ['-h'])).toEqual({ help: true });
  });
});
