/**
 * `npm run submissions` as a person reads it (scripts/operator/submissions.mjs):
 * the listing and the report laid out to fit a terminal, every line at most
 * its width. Pure; --json's output is the command's own. Unit-tested in
 * tests/unit/submissions-layout.test.ts.
 */
import { submissionsCommand } from '../../src/lib/operator-command.mjs';

/** Output that is not a terminal (a pipe, a file) is laid out for this many columns. */
const DEFAULT_COLUMNS = 100;
/** Narrower than this, a labelled line leaves its value almost no room: the text wraps instead. */
export const MIN_COLUMNS = 60;
/** A message shows this many lines at most; --export prints it whole. */
export const MESSAGE_LINES = 4;

/** The report's name for leads whose page is not known or not shown: older rows, visitors from elsewhere, a private address (src/lib/source-path.ts). */
const UNRECORDED_PAGE = '(page not recorded)';

const LABELS = ['name', 'email', 'company', 'page', 'next attempt', 'last error', 'message'];
const LABEL_WIDTH = Math.max(...LABELS.map((label) => label.length));
const LEAD_INDENT = '  ';
/** Where a lead's values start: after the indent, the widest label and a gap. */
const VALUE_COLUMN = LEAD_INDENT.length + LABEL_WIDTH + 2;

/**
 * The width to lay the output out for: the terminal's when stdout is one.
 * @param {{ isTTY?: boolean; columns?: number }} stdout
 */
export const outputColumns = ({ isTTY, columns }) =>
  isTTY && columns ? Math.max(MIN_COLUMNS, columns) : DEFAULT_COLUMNS;

/**
 * How much of each message the listing asks the database for: as much as
 * MESSAGE_LINES lines of that width can show, so that a long message is not
 * read whole for four lines of it.
 * @param {number} columns from outputColumns
 */
export const messagePreviewChars = (columns) => MESSAGE_LINES * columns;

/**
 * Characters, not UTF-16 units, so that an emoji counts once and is never cut in half.
 * @param {string} text
 */
const charsOf = (text) => [...text];

/**
 * A visitor's text on one line, whitespace runs as one space: what they typed
 * is theirs, and a terminal obeys the control characters (escape sequences)
 * it is sent, so none of them reaches it.
 * @param {unknown} value
 */
export const plain = (value) =>
  value === null || value === undefined
    ? ''
    : String(value)
        .replace(/[\s\p{Cc}]+/gu, ' ')
        .trim();

/**
 * A word that fits `width`, its end cut to an ellipsis when it is longer.
 * @param {string} word
 * @param {number} width
 */
export const fitWord = (word, width) => {
  const chars = charsOf(word);
  return chars.length <= width ? word : `${chars.slice(0, width - 1).join('')}…`;
};

/**
 * Pieces of text in lines of at most `width` characters, as many on a line as
 * fit with `separator` between them; a piece longer than a line is cut.
 * @param {string[]} pieces
 * @param {string} separator
 * @param {number} width
 * @returns {{ lines: string[]; cut: boolean }} `cut`: a piece lost its end
 */
const pack = (pieces, separator, width) => {
  /** @type {string[]} */
  const lines = [];
  let line = '';
  let cut = false;
  for (const piece of pieces) {
    const fitted = fitWord(piece, width);
    cut ||= fitted !== piece;
    if (line !== '' && charsOf(`${line}${separator}${fitted}`).length <= width) {
      line += `${separator}${fitted}`;
    } else {
      if (line !== '') lines.push(line);
      line = fitted;
    }
  }
  lines.push(line);
  return { lines, cut };
};

/**
 * Text wrapped at its spaces to lines of at most `width` characters.
 * @param {string} text
 * @param {number} width
 */
const wrap = (text, width) => pack(plain(text).split(' '), ' ', width);

/**
 * A lead's labelled value: the label in its column, the value wrapped beside it.
 * @param {string} label one of LABELS
 * @param {string[]} valueLines
 */
const labelled = (label, valueLines) =>
  valueLines.map((line, index) =>
    `${LEAD_INDENT}${(index === 0 ? label : '').padEnd(LABEL_WIDTH)}  ${line}`.trimEnd(),
  );

/**
 * A lead's message, its first MESSAGE_LINES lines; when that is not all of
 * it, how long it is and what shows it whole.
 * @param {Record<string, unknown>} row with `message` (as much as messagePreviewChars asked for) and `message_length`
 * @param {number} width
 */
const messageLines = (row, width) => {
  const received = String(row.message ?? '');
  const length = Number(row.message_length);
  const { lines, cut } = wrap(received, width);
  const shown = lines.slice(0, MESSAGE_LINES);
  const whole = !cut && lines.length <= MESSAGE_LINES && charsOf(received).length >= length;
  if (whole) return shown;
  return [...shown, ...wrap(`… (${length} characters in all; --export EMAIL prints it whole)`, width).lines];
};

/**
 * One lead, as a block: a line with its id, status, time received and
 * attempts, then a labelled line a field. Eight characters of an id are
 * enough for --redeliver.
 * @param {Record<string, unknown>} row a row of listingSql's, with its message preview
 * @param {number} columns
 */
const leadBlock = (row, columns) => {
  const valueWidth = columns - VALUE_COLUMN;
  const attempts = Number(row.attempts);
  const header = pack(
    [
      plain(row.id).slice(0, 8),
      plain(row.status),
      `${plain(row.received_utc).replace('T', ' ')} UTC`,
      `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
    ],
    '  ',
    columns,
  ).lines;
  /** @param {string} label @param {unknown} value @param {string} [missing] what an empty value means */
  const field = (label, value, missing = '') =>
    labelled(label, wrap(plain(value) || missing, valueWidth).lines);
  return [
    ...header,
    ...field('name', row.name),
    ...field('email', row.email),
    ...field('company', row.company, '(none given)'),
    ...field('page', row.came_from, '(not recorded)'),
    ...(row.next_attempt_utc
      ? field('next attempt', `${plain(row.next_attempt_utc).replace('T', ' ')} UTC`)
      : []),
    ...(row.last_error ? field('last error', row.last_error) : []),
    ...labelled('message', messageLines(row, valueWidth)),
  ];
};

/**
 * The listing for a person: the count per status, then one block a lead,
 * newest first; then, when some are undeliverable, what to do about them.
 * Every line fits `columns` but that command's, which stays whole.
 * @param {{ counts: Record<string, unknown>[]; rows: Record<string, unknown>[] }} listing listingSql's two results
 * @param {{ columns: number; target: import('../../src/lib/operator-command.mjs').OutboxTarget }} layout
 */
export const listingText = ({ counts, rows }, { columns, target }) => {
  if (counts.length === 0) return 'No submissions yet.';
  const blocks = rows.map((row) => ['', ...leadBlock(row, columns)]);
  const undeliverable = counts.some((row) => row.status === 'undeliverable')
    ? [
        '',
        ...wrap(
          'Undeliverable leads got no answer from the form endpoint after every attempt: contact them from here, or fix FORM_ENDPOINT and run',
          columns,
        ).lines,
        // On a line of its own and never wrapped, however long its path: a
        // command is copied whole, and a terminal's own wrap does not break it.
        `  ${submissionsCommand(target, '--redeliver', 'undeliverable')}`,
      ]
    : [];
  return [
    ...pack(
      counts.map((row) => `${row.count} ${row.status}`),
      ' · ',
      columns,
    ).lines,
    ...blocks.flat(),
    ...undeliverable,
  ].join('\n');
};

/** @param {string} iso a time as the report shows it: to the minute, UTC */
const reportTime = (iso) => iso.slice(0, 16).replace('T', ' ');

/**
 * The report for a person: the period and the total, then one row a page,
 * counts aligned right, a page too long for the line cut; or one sentence
 * when there were no leads.
 * @param {ReturnType<typeof import('./submissions-plan.mjs').leadSourceReport>} report
 * @param {{ columns: number }} layout
 */
export const reportText = ({ days, since, until, total, pages }, { columns }) => {
  const span = days === 1 ? 'last day' : `last ${days} days`;
  if (total === 0) return `No leads in the ${span}.`;
  const countWidth = String(Math.max(...pages.map(({ leads }) => leads))).length;
  const pageWidth = columns - countWidth - 4;
  return [
    ...wrap(`Leads by page, ${span} (${reportTime(since)} to ${reportTime(until)} UTC): ${total}`, columns)
      .lines,
    ...pages.map(
      ({ page, leads }) =>
        `  ${String(leads).padStart(countWidth)}  ${fitWord(plain(page) || UNRECORDED_PAGE, pageWidth)}`,
    ),
  ].join('\n');
};

/**
 * The upcoming calls for a person: when (UTC, and on the visitor's clock
 * where it is another), then who, then what about, cut to one line.
 * @param {Record<string, unknown>[]} calls rows of upcomingCallsSql
 * @param {{ columns: number }} layout
 */
export const callsText = (calls, { columns }) => {
  if (calls.length === 0) return 'No upcoming calls.';
  const clock = (/** @type {string} */ iso, /** @type {string} */ timeZone) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  return [
    `Upcoming calls: ${calls.length}`,
    ...calls.flatMap((call) => {
      const start = String(call.starts_at);
      const zone = String(call.time_zone);
      const theirs =
        clock(start, zone) === clock(start, 'UTC') ? '' : ` (their time ${clock(start, zone)}, ${zone})`;
      const who = [
        plain(String(call.name)),
        `<${plain(String(call.email))}>`,
        plain(String(call.company ?? '')),
      ]
        .filter(Boolean)
        .join(' ');
      const topic = plain(String(call.topic ?? ''));
      const indented = (/** @type {string} */ text) =>
        wrap(text, columns - 4).lines.map((line) => `    ${line}`);
      return [
        `  ${reportTime(start)} UTC${theirs}`,
        ...indented(who),
        ...(topic ? [`    ${fitWord(topic, columns - 4)}`] : []),
      ];
    }),
  ].join('\n');
};
