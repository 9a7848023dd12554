// What a visitor's text may hold before it is kept (src/lib/clean-text.ts),
// and that both forms refuse the rest with an error naming the field.
import { describe, expect, it } from 'vitest';
import { validateBooking } from '../../src/lib/booking-fields';
import { keepableText, textFault } from '../../src/lib/clean-text';
import { validateContact } from '../../src/lib/contact-fields';

const oneLine = { multiLine: false };
const lines = { multiLine: true };

/** Each class the rule refuses, by a character of it (C0 from both ends, DEL, C1, each bidi control). */
const CONTROLS = ['\u0000', '\u0007', '\u001B', '\u000B', '\u000C', '\u001F', '\u007F', '\u0085', '\u009F'];
const DIRECTION_CONTROLS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const LINE_BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029'];

describe('textFault', () => {
  it('refuses every control character but tab and line breaks, in either kind of field, and says where', () => {
    for (const control of CONTROLS) {
      const code = control.codePointAt(0)?.toString(16);
      expect(textFault(`Ada${control}Lovelace`, oneLine), code).toEqual({ kind: 'control', at: 3 });
      expect(textFault(`Ada${control}Lovelace`, lines), code).toEqual({ kind: 'control', at: 3 });
    }
  });

  it('refuses the bidirectional embeddings, overrides and isolates in either kind of field', () => {
    for (const direction of DIRECTION_CONTROLS) {
      const code = direction.codePointAt(0)?.toString(16);
      expect(textFault(`${direction}Ada`, oneLine), code).toEqual({ kind: 'direction', at: 0 });
      expect(textFault(`Hi\n${direction}Ada`, lines), code).toEqual({ kind: 'direction', at: 3 });
    }
  });

  it('a one-line field refuses tab and line breaks, U+2028 and U+2029 among them; a multi-line one keeps them', () => {
    for (const lineBreak of LINE_BREAKS) {
      expect(textFault(`Ada${lineBreak}Lovelace`, oneLine)).toEqual({ kind: 'line-break', at: 3 });
      expect(textFault(`Ada${lineBreak}Lovelace`, lines)).toBeNull();
    }
    expect(textFault('Ada\tLovelace', oneLine)).toEqual({ kind: 'control', at: 3 });
    expect(textFault('Ada\tLovelace', lines)).toBeNull();
  });

  it('keeps what real names and messages hold: direction marks, joiners, other scripts, emoji', () => {
    for (const text of [
      'שרה כהן\u200F (Acme Ltd)', // a right-to-left mark after a Hebrew name before Latin text
      'عربي\u061C 2026', // the Arabic letter mark
      'Ada\u200ELovelace',
      'می\u200Cخواهم', // a zero-width non-joiner, as Persian writes it
      'क्\u200Dष', // a zero-width joiner in Devanagari
      '👩\u200D💻 Zoë Ünïcode, 契約レビュー',
      'a soft\u00ADhyphen and a no\u00A0break space',
    ]) {
      expect(textFault(text, oneLine), text).toBeNull();
    }
  });
});

describe('keepableText: what a calendar writes of text kept before the rule', () => {
  it('drops controls and direction controls, keeps tab and line breaks, and makes U+2028 and U+2029 line feeds', () => {
    expect(keepableText(`A${CONTROLS.join('')}B${DIRECTION_CONTROLS.join('')}C`)).toBe('ABC');
    expect(keepableText('one\ttwo\r\nthree\u2028four\u2029five')).toBe('one\ttwo\r\nthree\nfour\nfive');
    expect(keepableText('שרה\u200F (Acme) 👩\u200D💻')).toBe('שרה\u200F (Acme) 👩\u200D💻');
  });
});

describe('both forms refuse what a field cannot keep, naming the field', () => {
  const contact = { name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'Hello' };
  const booking = { name: 'Grace', email: 'grace@example.com', company: 'Navy', topic: 'Compilers' };

  it('the contact form: each field, by its name, and where the character is', () => {
    expect(validateContact({ ...contact, name: 'Ada \u202Eecalevol' })).toEqual({
      name: 'Please enter your name without the invisible character that changes the text’s direction after “Ada” (type it rather than paste it).',
    });
    expect(validateContact({ ...contact, company: '\u0000Engines' })).toEqual({
      company:
        'Please enter your company without the invisible control character at its start (type it rather than paste it).',
    });
    expect(validateContact({ ...contact, email: 'ada\u001B@example.com' }).email).toMatch(
      /^Please enter your email address without the invisible control character after “ada”/,
    );
    expect(validateContact({ ...contact, name: 'Ada\u2028Lovelace' })).toEqual({
      name: 'Please enter your name on one line: it breaks after “Ada”.',
    });
    expect(
      validateContact({ ...contact, message: 'Dear team,\r\nwe need help with intake\u000C and reviews.' }),
    ).toEqual({
      message:
        'Please enter a message without the invisible control character after “help with intake” (type it rather than paste it).',
    });
  });

  it('the booking form: each field, by its name', () => {
    expect(validateBooking({ ...booking, name: 'Grace\u0007' }).name).toMatch(
      /^Please enter your name without the invisible control character after “Grace”/,
    );
    expect(validateBooking({ ...booking, company: 'Navy\u2067' }).company).toMatch(
      /^Please enter your company without the invisible character that changes the text’s direction/,
    );
    expect(validateBooking({ ...booking, topic: 'Compilers\u0085' }).topic).toMatch(
      /^Please enter what the call is about without the invisible control character after “Compilers”/,
    );
  });

  it('a message and a topic keep their tabs and line breaks, U+2028 among them', () => {
    expect(validateContact({ ...contact, message: 'Hello,\r\n\tsee below.\u2028Thanks\u2029Ada' })).toEqual(
      {},
    );
    expect(validateBooking({ ...booking, topic: 'One:\n\ttwo\u2028three' })).toEqual({});
  });

  it('says where a character is in a long message by the end of the words before it', () => {
    const long = `${'a'.repeat(50)}\u001B`;
    expect(validateContact({ ...contact, message: long }).message).toContain(`after “…${'a'.repeat(30)}”`);
  });

  it('an empty field is still asked for first, a field over its limit still told so', () => {
    expect(validateContact({ ...contact, name: ' \u2028 ' }).name).toBe('Please enter your name.');
    expect(validateContact({ ...contact, message: 'm'.repeat(5001) }).message).toMatch(/under 5000/);
  });
});
