/** The contact form: its fields, their limits, and validation shared by the page and the server. */
import { type TextFault, textFault } from './clean-text';
import { SOURCE_FIELD, validSourcePath } from './source-path';

export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const FORM_NAME = 'contact';
/** A field people never see; bots that fill every input give themselves away. */
export const HONEYPOT_FIELD = 'website';

export const LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  message: 5000,
  /** The whole request body, in bytes: generous for the fields above, small for abuse. */
  body: 32 * 1024,
} as const;

/**
 * The largest POST the worker reads (hono's body-limit, src/server/request-policy.ts):
 * room for multipart boundaries and field names around the form's own limits.
 */
export const MAX_POST_BYTES = LIMITS.body * 2;

export const emptyValues: ContactValues = { name: '', email: '', company: '', message: '' };

/** What the contact form's fields hold right now, in the browser (typed, restored or empty). */
export const fieldValues = (form: HTMLFormElement): ContactValues =>
  Object.fromEntries(
    CONTACT_FIELDS.map((name) => [
      name,
      (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '',
    ]),
  ) as ContactValues;

// Deliberately simple: something@domain.tld without spaces; the mail system decides the rest.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

const LABELS: Record<ContactField, string> = {
  name: 'your name',
  email: 'your email address',
  company: 'your company',
  message: 'a message',
};

/**
 * Where a field's text holds a character it cannot keep: after the words
 * before it (at most three, their end when they are long), since the
 * character itself does not show.
 */
const placeOf = (text: string, at: number) => {
  const words = text.slice(0, at).trim().split(/\s+/).slice(-3).join(' ');
  const before = Array.from(words);
  if (before.length === 0) return 'at its start';
  return `after “${before.length > 30 ? `…${before.slice(-30).join('')}` : words}”`;
};

/** The error for a character a field cannot keep (./clean-text.ts), naming the field and where it is. */
const unkeptError = (label: string, text: string, { kind, at }: TextFault) =>
  kind === 'line-break'
    ? `Please enter ${label} on one line: it breaks ${placeOf(text, at)}.`
    : `Please enter ${label} without the invisible ${
        kind === 'control' ? 'control character' : 'character that changes the text’s direction'
      } ${placeOf(text, at)} (type it rather than paste it).`;

/**
 * Checks what a visitor typed into a form's fields: an error per field, in
 * plain words, for a required one left empty, one holding a character no
 * field keeps (./clean-text.ts: control characters and direction overrides;
 * line breaks outside `multiLine`), one over its limit, and an email address
 * that is not one. A line break counts as one character, as the textarea's
 * maxlength counts it: a form sends each as CRLF, and counted so, a message
 * within the limit in the browser was over it on the server. The contact
 * form's and the booking form's alike.
 */
export const fieldErrors = <Field extends string>(
  values: Record<Field | 'email', string>,
  fields: readonly Field[],
  {
    required,
    multiLine,
    limits,
    labels,
  }: {
    required: readonly Field[];
    /** The fields typed in a textarea: they keep tabs and line breaks. */
    multiLine: readonly Field[];
    limits: Readonly<Record<Field, number>>;
    labels: Readonly<Record<Field, string>>;
  },
): Partial<Record<Field | 'email', string>> => {
  const errors: Partial<Record<Field | 'email', string>> = {};
  for (const field of fields) {
    const value = values[field].replace(/\r\n/g, '\n').trim();
    const fault = textFault(values[field], { multiLine: multiLine.includes(field) });
    if (required.includes(field) && value === '') errors[field] = `Please enter ${labels[field]}.`;
    else if (fault) errors[field] = unkeptError(labels[field], values[field], fault);
    else if (value.length > limits[field])
      errors[field] =
        `Please keep ${labels[field]} under ${limits[field]} characters (it has ${value.length}).`;
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = 'Please enter a valid email address, like name@company.com.';
  }
  return errors;
};

/** Checks what a visitor typed into the contact form: all but the company are required. */
export const validateContact = (values: ContactValues): FieldErrors =>
  fieldErrors(values, CONTACT_FIELDS, {
    required: ['name', 'email', 'message'],
    multiLine: ['message'],
    limits: LIMITS,
    labels: LABELS,
  });

export type FormRead =
  | { ok: true; values: ContactValues; honeypot: boolean; source: string | null }
  | { ok: false; values: ContactValues; problem: string };

/**
 * The one-line fields lose the spaces around them, as validation already
 * ignored them: an address stored with them escaped the operator's export
 * and erasure by address, and the dedupe. A message stays as sent.
 */
const ONE_LINE: ReadonlySet<ContactField> = new Set(['name', 'email', 'company']);

/**
 * Reads the form's fields from submitted form data. Missing fields count as
 * empty; a field sent twice, or as a file, is refused rather than guessed at.
 */
export const readContactForm = (data: FormData): FormRead => {
  const values = { ...emptyValues };
  for (const field of CONTACT_FIELDS) {
    const all = data.getAll(field);
    const [first] = all;
    if (typeof first === 'string') values[field] = ONE_LINE.has(field) ? first.trim() : first;
    if (all.length > 1 || (first !== undefined && typeof first !== 'string')) {
      return {
        ok: false,
        values,
        problem: 'The form was sent in an unexpected shape. Please send it again.',
      };
    }
  }
  const formName = data.get('form-name');
  if (formName !== null && formName !== FORM_NAME) {
    return { ok: false, values, problem: 'The form was sent in an unexpected shape. Please send it again.' };
  }
  const trap = data.get(HONEYPOT_FIELD);
  // Anything but one valid path is no source: it never refuses a lead.
  const sources = data.getAll(SOURCE_FIELD);
  const source = sources.length === 1 ? validSourcePath(sources[0]) : null;
  return { ok: true, values, honeypot: typeof trap === 'string' && trap !== '', source };
};
