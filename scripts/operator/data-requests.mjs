/**
 * Answers to a person's data requests about the contact form's outbox and the booked calls, for
 * `npm run submissions -- --export EMAIL | --erase EMAIL` (scripts/operator/submissions.mjs).
 * Pure: the SQL and the export document; unit-tested in tests/unit/data-requests.test.ts.
 */

/** Every column a person's submission holds, the sender's internal claim token aside. */
export const EXPORTED_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'company',
  'message',
  'source_path',
  'delivery_status',
  'upstream_status',
  'attempts',
  'last_error',
  'updated_at',
  'next_attempt_at',
  'form_name',
  'details',
];

/** Every column a booked call holds, the fingerprint of its private link aside. */
export const EXPORTED_BOOKING_COLUMNS = [
  'id',
  'created_at',
  'starts_at',
  'ends_at',
  'name',
  'email',
  'company',
  'topic',
  'time_zone',
  'status',
  'sequence',
  'source_path',
  'updated_at',
];

/**
 * The address as asked for, or an error: one address, no spaces or quotes.
 * @param {string | undefined} value
 */
export const requestedEmail = (value) => {
  const email = value?.trim() ?? '';
  if (!/^[^\s@'"\\]+@[^\s@'"\\]+$/.test(email)) throw new Error(`"${value ?? ''}" is not an email address`);
  return email;
};

/** A SQL string literal. @param {string} value */
export const sqlText = (value) => `'${value.replace(/'/g, "''")}'`;
/** Addresses match whatever their case: people type them both ways. @param {string} email */
const sameAddress = (email) => `lower(email) = lower(${sqlText(email)})`;

/** Two statements: the address's submissions, then its booked calls. @param {string} email */
export const exportSql = (email) =>
  `SELECT ${EXPORTED_COLUMNS.join(', ')} FROM submissions WHERE ${sameAddress(email)} ORDER BY created_at;
SELECT ${EXPORTED_BOOKING_COLUMNS.join(', ')} FROM bookings WHERE ${sameAddress(email)} ORDER BY created_at`;

/**
 * Two statements, submissions then booked calls, each returning the ids it
 * deleted: their count is what went (wrangler's `changes` is not reliable here).
 * @param {string} email
 */
export const eraseSql = (email) =>
  `DELETE FROM submissions WHERE ${sameAddress(email)} RETURNING id;
DELETE FROM bookings WHERE ${sameAddress(email)} RETURNING id`;

/**
 * What `--export` prints: everything held about the address, as JSON.
 * @param {string} email
 * @param {Record<string, unknown>[]} submissions
 * @param {Record<string, unknown>[]} bookings
 * @param {Date} now
 */
export const exportDocument = (email, submissions, bookings, now) => ({
  request: 'export',
  email,
  exportedAt: now.toISOString(),
  held: 'Contact-form submissions and news of booked calls in the site’s D1 database (the outbox), and the booked calls. Copies also went to the form endpoint; that system answers for its own.',
  count: submissions.length,
  submissions,
  bookings,
});
