import type { RawRequest } from './raw-http';

/**
 * Generates the odd requests scanners and broken clients send, from a seed:
 * the same seed gives the same requests, so a failure can be replayed with
 * FUZZ_SEED=<seed>.
 */

/** mulberry32: small, fast, and good enough to pick test cases. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export type FuzzCase = RawRequest & { label: string };

/** Methods HTTP defines, the WebDAV ones scanners try, and made-up ones. */
export const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'];
export const UNKNOWN_METHODS = ['PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'REPORT'];

const PATH_PIECES = [
  '%',
  '%z1',
  '%ff',
  '%c0%ae%c0%ae',
  '%c0%af',
  '%e0%80%af',
  '%ed%a0%80',
  '%f8%88%80%80%80',
  '%e2%82',
  '%00',
  '..',
  '%2e%2e',
  '..%2f',
  '..%5c',
  '%252e%252e',
  'etc/passwd',
  'wp-admin',
  '.env',
  '.git/config',
  'index.php',
  '%3Cscript%3E',
  'caf\u00e9',
  '\u6587\u4ef6',
  '%F0%9F%98%80',
  '~',
  ';jsessionid=1',
  '',
];

/** The framework's paths: payloads, function calls and what lies around them. */
const FRAMEWORK_PATHS = [
  '/RSC/',
  '/RSC',
  '/RSC/R/_.txt',
  '/RSC/R/contact.txt',
  '/RSC/R/nope.txt',
  '/RSC/R/contact',
  '/RSC/P/contact.txt',
  '/RSC/F/0000/none.txt',
  '/RSC/F/none.txt',
  '/RSC/F/_/x.txt',
  '/RSC/R/_root.txt',
];

export function* fuzzCases(
  seed: number,
  site: {
    routes: readonly string[];
    origin: string;
    /** Where the contact form's server function is called: bodies sent there reach the framework's decoder. */
    functionPath: string;
  },
): Generator<FuzzCase> {
  const { routes } = site;
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pathFrom = (count: number) =>
    `/${Array.from({ length: count }, () => pick(PATH_PIECES)).join(pick(['/', '/', '\\', '//', '']))}`;

  // Every route and framework path with every method.
  for (const target of [...routes, ...FRAMEWORK_PATHS]) {
    for (const method of [...KNOWN_METHODS, pick(UNKNOWN_METHODS)]) {
      const body = method === 'GET' || method === 'HEAD' ? undefined : 'x=1';
      yield { label: `${method} ${target}`, method, target, body };
    }
  }

  // Odd paths, read.
  for (let index = 0; index < 120; index += 1) {
    const base = pick([...routes, ...FRAMEWORK_PATHS, '']);
    const target = `${base}${pathFrom(1 + Math.floor(random() * 4))}`.replace(/^([^/])/, '/$1');
    yield { label: `odd path ${index}`, method: pick(['GET', 'GET', 'HEAD']), target };
  }
  for (const length of [1_000, 4_000, 7_000]) {
    yield { label: `path of ${length}`, method: 'GET', target: `/${'a/'.repeat(length / 2)}` };
  }
  yield { label: 'long unicode path', method: 'GET', target: `/${'\u00e9\u6587'.repeat(300)}` };
  yield { label: 'long query', method: 'GET', target: `/contact?${'q=%ff&'.repeat(500)}` };

  // Headers a browser would never send.
  const headerCases: [string, [string, string][]][] = [
    ['huge cookie', [['Cookie', `a=${'x'.repeat(12_000)}`]]],
    ['many cookies', [['Cookie', Array.from({ length: 300 }, (_, i) => `c${i}=${i}`).join('; ')]]],
    ['broken cookie', [['Cookie', '=;;=;a==b; theme=%ff; ;']]],
    ['many headers', Array.from({ length: 80 }, (_, i): [string, string] => [`X-Fuzz-${i}`, `${i}`])],
    ['odd accept', [['Accept', '*/*;q=abc, text/html;level=%%']]],
    ['odd accept-encoding', [['Accept-Encoding', 'gzip;q=2, br;q=-1, zstd, *']]],
    ['ranges', [['Range', 'bytes=999999-, 0-0, -0']]],
    ['if-none-match', [['If-None-Match', `"${'x'.repeat(2_000)}"`]]],
    ['latin-1 header', [['X-Name', 'caf\u00e9 \u00ff']]],
    ['forwarded host', [['X-Forwarded-Host', 'evil.example']]],
  ];
  for (const [label, headers] of headerCases) {
    yield { label: `${label} on /`, method: 'GET', target: '/', headers };
    yield { label: `${label} on /contact`, method: 'GET', target: '/contact', headers };
  }

  // Posts: every content type and body shape the form and the function calls might get.
  const origin: [string, string] = ['Origin', site.origin];
  const boundary = 'fuzzboundary';
  const multipart = (parts: string) => `--${boundary}\r\n${parts}\r\n--${boundary}--\r\n`;
  const bodies: [string, string | Buffer][] = [
    ['multipart/form-data', multipart('Content-Disposition: form-data; name="name"\r\n\r\nx')],
    [`multipart/form-data; boundary=${boundary}`, 'garbage without a boundary'],
    [
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\ntruncated`,
    ],
    [
      `multipart/form-data; boundary=${boundary}`,
      multipart('Content-Disposition: form-data; name="$ACTION_ID_nope"\r\n\r\n'),
    ],
    [
      `multipart/form-data; boundary=${boundary}`,
      multipart('Content-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n'),
    ],
    [
      `multipart/form-data; boundary=${boundary}`,
      multipart('Content-Disposition: form-data; name="1_$ACTION_ID_x"\r\n\r\n{"id":"nope","bound":null}'),
    ],
    [
      `multipart/form-data; boundary=${boundary}`,
      multipart(`Content-Disposition: form-data; name="0"\r\n\r\n${'["$'.repeat(200)}`),
    ],
    ['multipart/form-data; boundary=', '--\r\n--'],
    [
      `multipart/form-data; boundary=${boundary}`,
      multipart('Content-Disposition: form-data; name="0"\r\n\r\n["$K1","$@2",{"a":"$Q3"}]'),
    ],
    [
      `multipart/form-data; boundary=${boundary}`,
      multipart('Content-Disposition: form-data; name="0"\r\n\r\n[{"$T":1}'),
    ],
    ['text/plain', '["$F1"]'],
    ['text/plain', '{"broken json'],
    ['text/plain', '["$@1",{"a":"$K2"}]'],
    ['text/plain;charset=utf-7', '+AGEAYgBj-'],
    ['application/json', '{"name":"x"}'],
    ['application/x-www-form-urlencoded', 'name=%E0%A4%A&email=%ZZ'],
    ['application/octet-stream', Buffer.from(Array.from({ length: 512 }, () => Math.floor(random() * 256)))],
    ['', 'no type'],
    ['multipart/form-data; boundary=x', 'x'.repeat(70_000)],
  ];
  for (const target of ['/contact', site.functionPath, '/RSC/F/0000/submitContact.txt']) {
    for (const [type, body] of bodies) {
      const headers: [string, string][] = type ? [['Content-Type', type], origin] : [origin];
      yield {
        label: `POST ${target} ${type || 'no type'} (${body.length} bytes)`,
        method: 'POST',
        target,
        headers,
        body,
      };
    }
    yield { label: `POST ${target} without a body`, method: 'POST', target, headers: [origin] };
    yield {
      label: `POST ${target} chunked`,
      method: 'POST',
      target,
      headers: [
        ['Content-Type', `multipart/form-data; boundary=${boundary}`],
        ['Transfer-Encoding', 'chunked'],
        origin,
      ],
      body: `5\r\nhello\r\n0\r\n\r\n`,
    };
    yield {
      label: `POST ${target} from another site`,
      method: 'POST',
      target,
      headers: [
        ['Content-Type', `multipart/form-data; boundary=${boundary}`],
        ['Origin', 'https://evil.example'],
      ],
      body: multipart('Content-Disposition: form-data; name="name"\r\n\r\nx'),
    };
  }
}
