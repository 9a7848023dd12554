import { describe, expect, it } from 'vitest';
import { submissionsCommand } from '../../src/lib/operator-command';

describe('the outbox command a log or an alert names', () => {
  it('reads the database the worker writes to: production’s or the preview’s remotely, the local one under npm start', () => {
    expect(submissionsCommand('production', '--status undeliverable')).toBe(
      'npm run submissions -- --remote --status undeliverable',
    );
    expect(submissionsCommand('preview', '--status undeliverable')).toBe(
      'npm run submissions -- --remote --env preview --status undeliverable',
    );
    expect(submissionsCommand('local', '--status undeliverable')).toBe(
      'npm run submissions -- --status undeliverable',
    );
    // A worker deployed without the var is production.
    expect(submissionsCommand(undefined, '--redeliver undeliverable')).toBe(
      'npm run submissions -- --remote --redeliver undeliverable',
    );
  });
});
