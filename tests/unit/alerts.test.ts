// The relay's alerts on a real D1 (miniflare), with a fake clock and stand-ins
// for the form endpoint and the webhook: one alert per undeliverable lead,
// retried until the webhook takes it, never holding up a delivery, and no
// personal data. The outage and recovery alerts: endpoint-health.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { SECURITY_TXT_PATH } from '../../src/content/legal/paths.mjs';
import { site } from '../../src/content/site';
import { duration } from '../../src/lib/duration';
import { SECURITY_TXT_DAYS, securityTxt } from '../../src/lib/site-files';
import { ALERT_TIMEOUT_MS, asSentence } from '../../src/server/outbox/alerts';
import { SECURITY_TXT_WARNING_DAYS } from '../../src/server/outbox/security-txt-expiry';
import {
  forgetLog,
  logged,
  minutes,
  outboxForEachTest,
  outboxWorld,
  PERSONAL,
  person,
  T0,
  WEBHOOK,
} from '../support/outbox-world';

const outbox = outboxForEachTest();

/** A lead whose first attempt failed and whose eleventh is due at `due`: the relay's next attempt is its last. */
const lastAttemptDue = async (world: ReturnType<typeof outboxWorld>, n: number, due: Date) => {
  const answer = world.state.endpoint;
  world.state.endpoint = 500;
  await world.receive(person(n), T0);
  world.state.endpoint = answer;
  const row = await outbox.db
    .prepare(`UPDATE submissions SET attempts = 11, next_attempt_at = ?2 WHERE name = ?1 RETURNING id`)
    .bind(`Ada ${n}`, due.toISOString())
    .first<{ id: string }>();
  return row?.id ?? '';
};

describe('undeliverable leads', () => {
  it('one alert each, with its id, age, attempts and last error; again if it is requeued and fails again', async () => {
    const world = outboxWorld(outbox.db);
    world.state.endpoint = 500;
    const id = await lastAttemptDue(world, 1, minutes(90));
    await world.relay(minutes(90));
    await world.relay(minutes(91));
    const undeliverable = () => world.alerts.filter((text) => text.includes('could not be delivered'));
    expect(undeliverable()).toEqual([
      `Lexaris AI contact form: lead ${id} could not be delivered after 12 attempts over 1 hour 30 minutes. Last error: The form endpoint answered 500. It is kept in D1: \`npm run submissions -- --remote --status undeliverable\`.`,
    ]);
    // An operator requeues it; it fails once more.
    await outbox.db
      .prepare(`UPDATE submissions SET delivery_status = 'failed', next_attempt_at = ?`)
      .bind(minutes(100).toISOString())
      .run();
    await world.relay(minutes(100));
    expect(undeliverable()).toHaveLength(2);
    for (const text of world.alerts) expect(text).not.toMatch(PERSONAL);
  });

  it('the preview’s alert names the preview’s database', async () => {
    const world = outboxWorld(outbox.db, { DEPLOY_ENVIRONMENT: 'preview' });
    world.state.endpoint = 500;
    await lastAttemptDue(world, 1, T0);
    await world.relay(T0);
    const [alert] = world.alerts.filter((text) => text.includes('could not be delivered'));
    expect(alert).toContain('`npm run submissions -- --remote --env preview --status undeliverable`');
  });
});

describe('the webhook', () => {
  it('a failed post is retried at the next run until it is taken, and sent once', async () => {
    const world = outboxWorld(outbox.db, { ALERT_OUTAGE_MINUTES: '600' });
    world.state.endpoint = 500;
    world.state.webhook = 500;
    await lastAttemptDue(world, 1, T0);
    await world.relay(T0);
    await world.relay(minutes(1));
    expect(world.alerts).toHaveLength(2);
    world.state.webhook = 200;
    await world.relay(minutes(2));
    await world.relay(minutes(3));
    expect(world.alerts).toHaveLength(3);
    expect(new Set(world.alerts).size).toBe(1);
    const [queued] = (
      await outbox.db
        .prepare('SELECT attempts, sent_at FROM alerts')
        .all<{ attempts: number; sent_at: string }>()
    ).results;
    expect(queued).toEqual({ attempts: 3, sent_at: minutes(2).toISOString() });
  });

  it('a webhook that hangs holds up no delivery: the run delivers first, then gives up on it', async () => {
    const world = outboxWorld(outbox.db);
    world.state.webhook = 'hang';
    await lastAttemptDue(world, 1, T0);
    await outbox.db
      .prepare(`UPDATE submissions SET delivery_status = 'undeliverable' WHERE name = 'Ada 1'`)
      .run();
    await lastAttemptDue(world, 2, T0);
    const report = await world.relay(T0);
    expect(report.delivered).toBe(1);
    expect(report.alerts).toBe(0);
    expect(world.alerts).toHaveLength(1);
    const status = await outbox.db
      .prepare(`SELECT delivery_status FROM submissions WHERE name = 'Ada 2'`)
      .first();
    expect(status).toEqual({ delivery_status: 'delivered' });
    const alert = await outbox.db.prepare('SELECT last_error FROM alerts').first();
    expect(alert).toEqual({ last_error: `The webhook did not answer within ${ALERT_TIMEOUT_MS} ms.` });
  }, 15_000);

  it('no webhook, no alerts: nothing is queued', async () => {
    const world = outboxWorld(outbox.db, { ALERT_WEBHOOK_URL: '', ALERT_OUTAGE_MINUTES: '0' });
    world.state.endpoint = 500;
    await lastAttemptDue(world, 1, T0);
    await world.relay(T0);
    expect((await outbox.db.prepare('SELECT count(*) AS n FROM alerts').first())?.n).toBe(0);
  });
});

describe('the webhook’s post, and why one failed', () => {
  /** One undeliverable lead's alert, posted at T0 to a webhook that answers as `webhook` says. */
  const postOne = async (webhook: 200 | 500 | 'refuse') => {
    const world = outboxWorld(outbox.db, { ALERT_OUTAGE_MINUTES: '600' });
    world.state.endpoint = 500;
    world.state.webhook = webhook;
    await lastAttemptDue(world, 1, T0);
    const report = await world.relay(T0);
    const alert = await outbox.db
      .prepare('SELECT id, attempts, last_error, sent_at FROM alerts')
      .first<{ id: string; attempts: number; last_error: string | null; sent_at: string | null }>();
    return { world, report, alert };
  };

  it('a JSON post of the text, counted in the run’s report once taken', async () => {
    const { world, report, alert } = await postOne(200);
    const posts = vi.mocked(world.fetchImpl).mock.calls.filter(([url]) => String(url) === WEBHOOK);
    expect(posts).toHaveLength(1);
    const [, init] = posts[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ text: world.alerts[0] });
    expect(report.alerts).toBe(1);
    expect(alert).toMatchObject({ attempts: 1, last_error: null, sent_at: T0.toISOString() });
  });

  it('a refusal, an unreachable webhook and one that hangs are each recorded and logged in their own words', async () => {
    const answered = await postOne(500);
    expect(answered.report.alerts).toBe(0);
    expect(answered.alert).toMatchObject({ last_error: 'The webhook answered 500.', sent_at: null });
    expect(logged()).toContainEqual(
      `Contact form relay: alert ${answered.alert?.id} not sent (The webhook answered 500.); it is retried at the next run.`,
    );
    await outbox.db.prepare('DELETE FROM alerts').run();
    await outbox.db.prepare('DELETE FROM submissions').run();
    const unreachable = await postOne('refuse');
    expect(unreachable.alert?.last_error).toBe(
      'The webhook could not be reached (Network connection lost.).',
    );
  });
});

describe('security.txt’s expiry', () => {
  const DAY = 24 * 60;
  /** The security.txt a build made at `builtAt` writes (the build's own maker), served by the world's asset layer. */
  const deployedAt = (world: ReturnType<typeof outboxWorld>, builtAt: Date) => {
    world.state.securityTxt = securityTxt(builtAt);
  };
  /** A build whose file expires SECURITY_TXT_WARNING_DAYS and `minutesMore` after T0. */
  const builtToExpireAfter = (minutesMore: number) =>
    minutes((SECURITY_TXT_WARNING_DAYS - SECURITY_TXT_DAYS) * DAY + minutesMore);
  const expiryAlerts = (world: ReturnType<typeof outboxWorld>) =>
    world.alerts.filter((text) => text.includes(SECURITY_TXT_PATH));

  it(`one alert ${SECURITY_TXT_WARNING_DAYS} days before the deployed file expires, saying when and what to run; once per expiry date`, async () => {
    const world = outboxWorld(outbox.db);
    deployedAt(world, builtToExpireAfter(1));
    await world.relay(T0);
    expect(expiryAlerts(world)).toEqual([]);
    await world.relay(minutes(1));
    await world.relay(minutes(2));
    await world.relay(minutes(24 * 60));
    expect(expiryAlerts(world)).toEqual([
      `Lexaris AI website: ${SECURITY_TXT_PATH} expires on 2026-12-23 12:01 UTC, in 30 days. Past that date, security researchers take its contact for stale. Rebuild and deploy the site to renew it: \`npm run deploy\` writes a new one, valid for ${SECURITY_TXT_DAYS} days.`,
    ]);
    // The expiry the worker read is the one the build wrote.
    const [queued] = (await outbox.db.prepare(`SELECT id FROM alerts`).all<{ id: string }>()).results;
    expect(queued?.id).toBe(
      `security-txt:${/^Expires: (.+)$/m.exec(world.state.securityTxt as string)?.[1]}`,
    );
    expect(world.assets.fetch).toHaveBeenCalledWith(`${site.url}${SECURITY_TXT_PATH}`);

    // A deploy writes a file that expires SECURITY_TXT_DAYS later: quiet until its own warning.
    const redeployed = minutes(2 * DAY);
    deployedAt(world, redeployed);
    const warned = new Date(
      redeployed.getTime() + (SECURITY_TXT_DAYS - SECURITY_TXT_WARNING_DAYS) * DAY * 60_000,
    );
    await world.relay(new Date(warned.getTime() - 60_000));
    expect(expiryAlerts(world)).toHaveLength(1);
    await world.relay(warned);
    expect(expiryAlerts(world)).toHaveLength(2);
    expect(expiryAlerts(world)[1]).toContain('expires on 2027-05-24 12:00 UTC, in 30 days');
  });

  it('an expired file says so; the preview’s alert names the preview’s deploy', async () => {
    const world = outboxWorld(outbox.db, { DEPLOY_ENVIRONMENT: 'preview' });
    deployedAt(world, minutes(-(SECURITY_TXT_DAYS + 2) * DAY));
    await world.relay(T0);
    expect(expiryAlerts(world)).toEqual([
      `Lexaris AI website: ${SECURITY_TXT_PATH} expired on 2026-11-21 12:00 UTC. Past that date, security researchers take its contact for stale. Rebuild and deploy the site to renew it: \`npm run deploy -- --env preview\` writes a new one, valid for ${SECURITY_TXT_DAYS} days.`,
    ]);
  });

  it('a file that cannot be read is logged, and the run’s other alerts still go out', async () => {
    const world = outboxWorld(outbox.db);
    world.state.endpoint = 500;
    await lastAttemptDue(world, 1, T0);
    for (const [file, said] of [
      [404, 'answered 404'],
      ['Contact: mailto:security@example.com\n', 'has no Expires date'],
      ['Expires: soon\n', 'has no Expires date'],
      ['refuse', 'could not be read (Network connection lost.)'],
    ] as const) {
      world.state.securityTxt = file;
      forgetLog();
      await world.relay(T0);
      expect(logged().join('\n')).toContain(`the deployed ${SECURITY_TXT_PATH} ${said}`);
    }
    expect(expiryAlerts(world)).toEqual([]);
    expect(world.alerts.filter((text) => text.includes('could not be delivered'))).toHaveLength(1);
  });

  it('without a webhook the file is not read and nothing is queued', async () => {
    const world = outboxWorld(outbox.db, { ALERT_WEBHOOK_URL: '' });
    deployedAt(world, builtToExpireAfter(0));
    await world.relay(T0);
    expect(world.assets.fetch).not.toHaveBeenCalled();
    expect((await outbox.db.prepare('SELECT count(*) AS n FROM alerts').first())?.n).toBe(0);
  });
});

describe('an error as a sentence', () => {
  it('ends with a full stop unless it has one, or says none', () => {
    expect(asSentence('The form endpoint answered 500')).toBe('The form endpoint answered 500.');
    expect(asSentence('Refused.')).toBe('Refused.');
    expect(asSentence('Why?')).toBe('Why?');
    expect(asSentence('Version 1.2 failed')).toBe('Version 1.2 failed.');
    expect(asSentence(null)).toBe('none.');
    expect(asSentence('')).toBe('none.');
  });
});

describe('durations for people', () => {
  it('reads as minutes, hours and minutes, or days and hours', () => {
    expect(duration(0)).toBe('0 minutes');
    expect(duration(1)).toBe('1 minute');
    expect(duration(61)).toBe('1 hour 1 minute');
    expect(duration(120)).toBe('2 hours');
    expect(duration(3 * 1440 + 65)).toBe('3 days 1 hour');
  });
});
