/**
 * Which characters a visitor's text may hold before it is kept: the rule the
 * forms' validation applies to every field (fieldErrors, ./contact-fields.ts),
 * and what the calendar files drop of text kept before it (./ics.ts).
 *
 * Refused in every field: the control characters (Unicode's Cc: C0, DEL and
 * C1), which no keyboard types, a calendar's text may not hold (RFC 5545
 * allows a tab alone) and a terminal obeys; and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which show text in
 * another order than it was typed (a name that reads as someone else's) and
 * reach into what is shown after it. A multi-line field keeps the tab and its
 * line breaks (LF, CR, and U+2028 and U+2029, written as line feeds in a
 * calendar); a one-line field refuses them, as its input cannot type them.
 *
 * Kept: the direction marks (U+200E, U+200F, U+061C), which set no direction
 * for what follows and which mixed-direction text (a Hebrew name with a Latin
 * company) needs to show in order; the zero-width joiner and non-joiner
 * (U+200C, U+200D), which Persian, Indic scripts and emoji sequences need.
 */

/** Why a character cannot be kept: what the field's error names. */
export type TextFault = {
  kind: 'control' | 'direction' | 'line-break';
  /** Where the first such character is (a UTF-16 index). */
  at: number;
};

const CONTROL = /\p{Cc}/u;
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAK = /[\n\r\u2028\u2029]/u;

const faultOf = (character: string, multiLine: boolean): TextFault['kind'] | null => {
  if (LINE_BREAK.test(character)) return multiLine ? null : 'line-break';
  if (character === '\t') return multiLine ? null : 'control';
  if (CONTROL.test(character)) return 'control';
  return DIRECTION.test(character) ? 'direction' : null;
};

/** The first character a field cannot keep, or null when it can keep all of its text. */
export const textFault = (text: string, { multiLine }: { multiLine: boolean }): TextFault | null => {
  for (let at = 0; at < text.length; at += 1) {
    const kind = faultOf(text.charAt(at), multiLine);
    if (kind) return { kind, at };
  }
  return null;
};

/**
 * Text as a multi-line field keeps it, for a writer whose format cannot hold
 * the rest (a calendar): text kept before the rule came in is cleaned on its
 * way out. Controls but the tab and line breaks, and direction controls,
 * removed; U+2028 and U+2029 as line feeds.
 */
export const keepableText = (text: string) =>
  Array.from(text, (character) => {
    if (faultOf(character, true)) return '';
    return character === '\u2028' || character === '\u2029' ? '\n' : character;
  }).join('');
