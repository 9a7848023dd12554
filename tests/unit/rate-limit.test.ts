// The rate limit the notices disclose: the contact form, booking a call and
// changing a booking all ask the one CONTACT_RATE_LIMITER binding, each under
// its own key per address (src/lib/rate-limit.ts), so the limit counts each
// apart; and every use of the binding takes its key from that list, which the
// privacy notice and the trust centre state (legal-pages.test.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { describe, expect, it } from 'vitest';
import { booking } from '../../src/content/booking';
import {
  BOOKING_FORM_NAME,
  SEQUENCE_FIELD,
  SLOT_FIELD,
  TIME_ZONE_FIELD,
  TOKEN_FIELD,
} from '../../src/lib/booking-fields';
import { changeBooking, confirmBooking } from '../../src/server/booking/action';
import { submitContact } from '../../src/server/contact/action';

const ADDRESS = '203.0.113.9';

/** Runs a server action on a request from ADDRESS, with a limiter that refuses and keeps the keys it was asked. */
const refused = async <State>(
  action: (previous: State, data: FormData) => Promise<unknown>,
  previous: State,
  fields: Record<string, string>,
) => {
  const keys: string[] = [];
  const env = {
    CONTACT_RATE_LIMITER: {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        return { success: false };
      },
    },
  };
  const app = new Hono();
  app.use(contextStorage());
  app.post('/', async (c) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return c.json(await action(previous, data));
  });
  const response = await app.request('/', { method: 'POST', headers: { 'cf-connecting-ip': ADDRESS } }, env);
  return { keys, answer: (await response.json()) as Record<string, unknown> };
};

const person = { name: 'Ada', email: 'ada@example.com', company: '' };

describe('the rate limit', () => {
  it('counts messages under the contact key, and refuses past it', async () => {
    const { keys, answer } = await refused(
      submitContact,
      { status: 'idle' },
      { ...person, message: 'Hello' },
    );
    expect(keys).toEqual([`contact:${ADDRESS}`]);
    expect(answer).toMatchObject({ status: 'failed', reason: expect.stringContaining('wait a minute') });
  });

  it('counts a booking, and a change to one, under the booking key, and refuses past it', async () => {
    const booked = await refused(
      confirmBooking,
      { status: 'idle' },
      {
        ...person,
        topic: '',
        'form-name': BOOKING_FORM_NAME,
        [SLOT_FIELD]: '2026-12-01T09:30:00.000Z',
        [TIME_ZONE_FIELD]: '',
      },
    );
    expect(booked.keys).toEqual([`booking:${ADDRESS}`]);
    expect(booked.answer).toMatchObject({ status: 'failed', message: booking.answers.rateLimited });

    const changed = await refused(
      changeBooking,
      { status: 'idle' },
      { [TOKEN_FIELD]: 'A'.repeat(43), intent: 'cancel', [SLOT_FIELD]: '', [SEQUENCE_FIELD]: '0' },
    );
    expect(changed.keys).toEqual([`booking:${ADDRESS}`]);
    expect(changed.answer).toEqual({ status: 'refused', message: booking.answers.rateLimited });
  });

  it('every use of the limiter in the worker’s code takes its key from the disclosed list', () => {
    const files = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join('src/server', file));
    const uses = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/CONTACT_RATE_LIMITER\?\.limit\(([^)]*\))/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(uses.sort()).toEqual([
      "src/server/booking/action.ts: { key: rateLimitKey('booking', visitor)",
      "src/server/booking/action.ts: { key: rateLimitKey('booking', visitor)",
      "src/server/contact/action.ts: { key: rateLimitKey('contact', visitor)",
    ]);
  });
});
