import { describe, expect, it } from 'vitest';
import { accountProblem, LOGIN_SENTENCE, wranglerErrorText } from '../../scripts/operator/wrangler-calls.mjs';

describe('reading wrangler’s answers', () => {
  it('the account check reads whoami’s answer, not its exit code', () => {
    expect(
      accountProblem({ ok: true, out: '{"loggedIn":true,"authType":"OAuth Token"}', err: '' }),
    ).toBeUndefined();
    expect(accountProblem({ ok: false, out: '\n{"loggedIn":false}\n', err: '' })).toBe(LOGIN_SENTENCE);
    expect(LOGIN_SENTENCE).toContain('run `npx wrangler login`');
    // No answer: no network, or a token the API refuses.
    expect(
      accountProblem({
        ok: false,
        out: '',
        err: "\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1mUnable to resolve Cloudflare's API hostname.\u001b[0m\n\n  This is typically caused by:",
      }),
    ).toBe("could not check your Cloudflare account: Unable to resolve Cloudflare's API hostname.");
  });

  it('an error is wrangler’s own sentence: from --json output, or its [ERROR] line', () => {
    expect(
      wranglerErrorText({
        ok: false,
        out: '{"error":{"text":"no such table: submissions: SQLITE_ERROR"}}',
        err: '',
      }),
    ).toBe('no such table: submissions: SQLITE_ERROR');
    expect(wranglerErrorText({ ok: false, out: '', err: 'something\nlast words\n' })).toBe('last words');
  });
});
