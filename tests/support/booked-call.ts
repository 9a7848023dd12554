import { createHash, randomBytes } from 'node:crypto';
import { type RouteSample, SERVER_ROUTES } from '../../src/content/server-routes';
import { isPrivatePath } from '../../src/lib/private-paths.mjs';
import { executeSql, sqlText } from './d1';
import { E2E_CALENDAR_FEED_SECRET, E2E_STATS_PASSWORD } from './ports';

/**
 * A booked call put straight into the test stack's D1, as src/server/booking/store.ts
 * keeps one (the token's SHA-256, never the token), for the checks that need a private
 * page to open but test nothing of booking itself (booking.spec.ts books through the
 * page). Its time is a year or more ahead, past the times any test books: it takes
 * none of theirs, and its page is a call that can still be moved or cancelled.
 */
export const seedBookedCall = async (marker: string) => {
  const token = randomBytes(32).toString('base64url');
  const minutes = 400 * 24 * 60 + Math.floor(Math.random() * 100_000) * 30;
  const start = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000 + minutes * 60_000);
  const end = new Date(start.getTime() + 30 * 60_000);
  const now = new Date().toISOString();
  await executeSql(
    `INSERT INTO bookings (id, starts_at, ends_at, name, email, company, topic, time_zone, status, token_hash, sequence, created_at, updated_at)
     VALUES (${sqlText(crypto.randomUUID())}, ${sqlText(start.toISOString())}, ${sqlText(end.toISOString())},
       'Ada Seeded', ${sqlText(`${marker}@example.com`)}, '', '', 'Europe/London', 'confirmed',
       ${sqlText(createHash('sha256').update(token).digest('hex'))}, 0, ${sqlText(now)}, ${sqlText(now)})`,
  );
  return token;
};

/** An address that opens a route the server declares, made with a seeded call or the feed's secret as it needs. */
export const sampleAddress = async (sample: RouteSample, marker: string) => {
  switch (sample.kind) {
    case 'fixed':
      return sample.path;
    case 'booked-call':
      return sample.path(await seedBookedCall(marker));
    case 'feed':
      return sample.path(E2E_CALENDAR_FEED_SECRET);
    case 'operator':
      return sample.path;
  }
};

/** The Authorization header that opens the operator's addresses on the site stack (HTTP Basic, any user name). */
export const operatorAuthorization = `Basic ${Buffer.from(`operator:${E2E_STATS_PASSWORD}`, 'utf8').toString('base64')}`;

/** The headers a sample's address needs: the operator's password for an operator's address, nothing for the rest. */
export const sampleHeaders = (sample: RouteSample): Record<string, string> =>
  sample.kind === 'operator' ? { authorization: operatorAuthorization } : {};

/** Every page the server renders at a private address (src/lib/private-paths.mjs), opened for a seeded call. */
export const privatePageAddresses = async (marker: string) => {
  const addresses: string[] = [];
  for (const route of SERVER_ROUTES) {
    if (route.kind === 'page' && isPrivatePath(route.address) && route.sample) {
      addresses.push(await sampleAddress(route.sample, marker));
    }
  }
  return addresses;
};
