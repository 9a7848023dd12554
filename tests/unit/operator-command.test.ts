import { describe, expect, it } from 'vitest';
import { shownCommand, submissionsCommand, workerOutbox } from '../../src/lib/operator-command.mjs';

describe('the commands the operator is told to run', () => {
  it('are shown as they would be typed', () => {
    expect(shownCommand(['--env', '', '--persist-to', '.wrangler/state/preview'])).toBe(
      '--env "" --persist-to .wrangler/state/preview',
    );
    expect(shownCommand(['--persist-to', "my state's"])).toBe(`--persist-to 'my state'\\''s'`);
  });

  it('a worker’s log and alerts name the database it writes to: production’s or the preview’s remotely, the local one under npm run serve', () => {
    const named = (environment: string | undefined) =>
      submissionsCommand(workerOutbox(environment), '--status', 'undeliverable');
    expect(named('production')).toBe('npm run submissions -- --remote --status undeliverable');
    expect(named('preview')).toBe('npm run submissions -- --remote --env preview --status undeliverable');
    expect(named('local')).toBe('npm run submissions -- --status undeliverable');
    // A worker deployed without the var is production.
    expect(named(undefined)).toBe('npm run submissions -- --remote --status undeliverable');
  });
});
