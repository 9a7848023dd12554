import { connect } from 'node:net';

/**
 * HTTP/1.1 over a bare socket: the request goes out byte for byte as written
 * (methods, paths and headers that fetch, Playwright and node:http would
 * refuse or normalise), and the answer is parsed just enough to judge it.
 */
export type RawRequest = {
  method: string;
  /** Sent as is: percent-encodings, raw UTF-8 and all. */
  target: string;
  headers?: [string, string][];
  body?: Buffer | string;
};

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
};

const decodeChunked = (data: Buffer) => {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < data.length) {
    const lineEnd = data.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
};

export const parseResponse = (raw: Buffer): RawResponse => {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`No complete response head: ${raw.toString('latin1').slice(0, 200)}`);
  const [statusLine = '', ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const rest = raw.subarray(headEnd + 4);
  const body = headers['transfer-encoding']?.includes('chunked') ? decodeChunked(rest) : rest;
  return { status, headers, body: body.toString('utf8') };
};

/**
 * Whether `raw` holds a whole answer: the server may keep the connection open
 * (wrangler dev's proxy did, for seconds) even when asked to close it.
 */
const isComplete = (raw: Buffer, method: string) => {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return false;
  const head = raw.subarray(0, headEnd).toString('latin1').toLowerCase();
  const status = Number(head.split(' ')[1]);
  if (method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)) return true;
  const length = /\r\ncontent-length:\s*(\d+)/.exec(head);
  if (length) return raw.length - headEnd - 4 >= Number(length[1]);
  if (/\r\ntransfer-encoding:[^\r]*chunked/.test(head)) {
    return `\r\n${raw.subarray(headEnd + 4).toString('latin1')}`.includes('\r\n0\r\n\r\n');
  }
  return false;
};

/** Sends one request on its own connection and reads the answer until it is complete or the server closes. */
export const rawRequest = (port: number, request: RawRequest, timeoutMs = 15_000) =>
  new Promise<RawResponse>((resolve, reject) => {
    const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
    const headers: [string, string][] = [
      ['Host', `127.0.0.1:${port}`],
      ['Connection', 'close'],
      ...(request.headers ?? []),
    ];
    const hasLength = headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name));
    if (body && !hasLength) headers.push(['Content-Length', String(body.length)]);
    // The request line goes out in UTF-8, as a client writes a raw "文件";
    // header values byte for byte (latin1).
    const requestLine = Buffer.from(`${request.method} ${request.target} HTTP/1.1\r\n`, 'utf8');
    const headerLines = Buffer.from(
      `${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`,
      'latin1',
    );
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([requestLine, headerLines]));
      if (body) socket.write(body);
    });
    socket.setTimeout(timeoutMs, () => {
      socket.destroy(new Error(`No answer within ${timeoutMs} ms`));
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks), request.method)) socket.destroy();
    });
    // A server may answer and close before reading all of a body it refuses:
    // the write then fails, but the answer is there.
    socket.on('error', (error) => (chunks.length > 0 ? socket.destroy() : reject(error)));
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
