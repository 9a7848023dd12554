import { describe, expect, it, vi } from 'vitest';
import {
  type ContactValues,
  emptyValues,
  readContactForm,
  validateContact,
} from '../../src/lib/contact-fields';
import { encodeSubmission, type Forwarded, forwardSubmission } from '../../src/server/outbox/forward';
import { formEndpointAt } from '../support/addresses';

const values = { name: 'Ada', email: 'ada@example.com', company: '', message: 'Hello' };

const formData = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('validateContact', () => {
  it('accepts a complete message, company optional', () => {
    expect(validateContact(values)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(validateContact({ ...emptyValues, name: '   ' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please enter a message.',
    });
  });

  it('rejects addresses that cannot be email addresses', () => {
    for (const email of [
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'a b@example.com',
      'ada@exa mple.com',
    ]) {
      expect(validateContact({ ...values, email }).email, email).toMatch(/valid email address/);
    }
    expect(validateContact({ ...values, email: 'zoë+tag@sub.example.co.uk' })).toEqual({});
  });

  it('bounds every field and says by how much it is over', () => {
    const errors = validateContact({ ...values, name: 'n'.repeat(101), message: 'm'.repeat(5001) });
    expect(errors.name).toBe('Please keep your name under 100 characters (it has 101).');
    expect(errors.message).toBe('Please keep a message under 5000 characters (it has 5001).');
  });
});

describe('readContactForm', () => {
  it('reads the fields, treating missing ones as empty, and spots the honeypot', () => {
    expect(
      readContactForm(
        formData([
          ['name', 'Ada'],
          ['form-name', 'contact'],
        ]),
      ),
    ).toEqual({
      ok: true,
      values: { ...emptyValues, name: 'Ada' },
      honeypot: false,
      source: null,
    });
    expect(readContactForm(formData([['website', 'http://spam']]))).toMatchObject({
      ok: true,
      honeypot: true,
    });
  });

  it('keeps an address without the spaces around it: stored with them, the operator could not export or erase it by address', () => {
    const read = readContactForm(
      formData([
        ['name', '  Ada Lovelace '],
        ['email', ' ada@example.com\t'],
        ['company', ' Analytical Engines\n'],
      ]),
    );
    expect(read).toMatchObject({
      ok: true,
      values: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines' },
    });
  });

  it('counts a line break as one character, as the browser did: a message at the limit there is within it here', async () => {
    // 5,000 characters in the textarea, 50 of them line breaks; the browser
    // sends each as CRLF. A real multipart body, parsed as the worker parses it.
    const typed = `${'word '.repeat(9)}x\n`.repeat(50).padEnd(5000, 'y');
    expect(typed).toHaveLength(5000);
    const sent = new FormData();
    sent.append('message', typed);
    const received = await new Request('http://127.0.0.1/contact', { method: 'POST', body: sent }).formData();
    expect((received.get('message') as string).length).toBe(5050);
    const read = readContactForm(received);
    if (!read.ok) throw new Error(read.problem);
    // Stored and forwarded as a form sends it; measured as the browser counted it.
    expect(read.values.message).toBe(typed.replace(/\n/g, '\r\n'));
    expect(validateContact({ ...values, message: read.values.message })).toEqual({});
    expect(validateContact({ ...values, message: `${read.values.message}z` }).message).toMatch(/it has 5001/);
  });

  it('refuses duplicated fields, files and a foreign form name', () => {
    expect(
      readContactForm(
        formData([
          ['name', 'a'],
          ['name', 'b'],
        ]),
      ).ok,
    ).toBe(false);
    expect(readContactForm(formData([['message', new Blob(['x'])]])).ok).toBe(false);
    expect(readContactForm(formData([['form-name', 'newsletter']])).ok).toBe(false);
  });
});

/** A contact-form message as the outbox forwards it. */
const message = (typed: ContactValues): Forwarded => ({ form: 'contact', values: typed, details: null });

describe('forwardSubmission', () => {
  it('posts exactly the five fields, form-encoded', async () => {
    const fetchImpl = vi.fn(async () => new Response('ok', { status: 200 }));
    const result = await forwardSubmission(
      formEndpointAt('https://forms.example/f'),
      message({ ...values, message: 'a&b=c\r\n<é>' }),
      {
        fetchImpl: fetchImpl as unknown as typeof fetch,
      },
    );
    expect(result).toEqual({ ok: true, status: 200 });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://forms.example/f');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect([...new URLSearchParams(init.body as string)]).toEqual([
      ['form-name', 'contact'],
      ['name', 'Ada'],
      ['email', 'ada@example.com'],
      ['company', ''],
      ['message', 'a&b=c\r\n<é>'],
    ]);
    expect(encodeSubmission(message(values))).toBe(
      'form-name=contact&name=Ada&email=ada%40example.com&company=&message=Hello',
    );
  });

  it('treats any non-2xx answer, a network failure and a timeout as failure', async () => {
    const answer = (status: number) =>
      (async () => new Response(null, { status })) as unknown as typeof fetch;
    expect(
      await forwardSubmission(formEndpointAt('https://x.example'), message(values), {
        fetchImpl: answer(500),
      }),
    ).toMatchObject({
      ok: false,
      status: 500,
    });
    expect(
      await forwardSubmission(formEndpointAt('https://x.example'), message(values), {
        fetchImpl: answer(302),
      }),
    ).toMatchObject({
      ok: false,
      status: 302,
    });
    const broken = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(
      await forwardSubmission(formEndpointAt('https://x.example'), message(values), { fetchImpl: broken }),
    ).toMatchObject({
      ok: false,
      status: null,
      error: expect.stringContaining('could not be reached'),
    });
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    expect(
      await forwardSubmission(formEndpointAt('https://x.example'), message(values), {
        fetchImpl: hanging,
        timeoutMs: 20,
      }),
    ).toEqual({
      ok: false,
      status: null,
      error: 'The form endpoint did not answer within 20 ms.',
    });
  });
});
