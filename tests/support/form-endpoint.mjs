#!/usr/bin/env node
// A real HTTP server standing in for the upstream form endpoint in tests.
// The endpoint (FORM_ENDPOINT_PORT, POST /forms) records every request and
// answers as the current mode says: ok (200), slow (200 after SLOW_MS),
// error (500), hang (never answers) or refuse (the port is closed, so
// connections are refused).
// A control server (FORM_CONTROL_PORT) lets tests read and steer it:
//   GET /requests, POST /mode?set=ok|slow|error|hang|refuse, POST /reset.
// It also stands in for the operator's alert webhook (ALERT_WEBHOOK_URL): it
// records what is posted to POST /webhook and answers as its own mode says
// (ok: 200, error: 500, hang: never), on a port that stays open whatever the
// endpoint does: GET /webhook-posts, POST /webhook-mode?set=ok|error|hang.
// /reset clears both. And it stands in for the firm's own calendar feed
// (FIRM_CALENDAR_URL): GET /firm-calendar.ics serves what POST /firm-calendar
// last set (an empty calendar at first), or 503 after POST
// /firm-calendar-mode?set=down; /reset leaves it alone (the contact tests
// reset the endpoint while the booking tests read the calendar).
// Both servers listen on 127.0.0.1 only.
import { createServer } from 'node:http';

const endpointPort = Number(process.env.FORM_ENDPOINT_PORT ?? 8799);
const controlPort = Number(process.env.FORM_CONTROL_PORT ?? 8798);
/** How long the slow mode takes to accept: long enough for a test to act during it. */
const SLOW_MS = 1500;
let mode = 'ok';
let firmCalendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//stand-in//EN\r\nEND:VCALENDAR\r\n';
let firmCalendarMode = 'ok';
let webhookMode = 'ok';
/** @type {{ contentType: string; body: string }[]} */
let webhookPosts = [];
/** @type {{ method: string | undefined; contentType: string; body: string; mode: string }[]} */
let requests = [];
const hanging = new Set();

/** @param {import('node:http').IncomingMessage} req */
const readBody = (req) =>
  /** @type {Promise<string>} */ (
    new Promise((resolve) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    })
  );

const endpoint = createServer(async (req, res) => {
  const body = await readBody(req);
  if (req.url !== '/forms' || req.method !== 'POST') return res.writeHead(404).end();
  requests.push({ method: req.method, contentType: req.headers['content-type'] ?? '', body, mode });
  if (mode === 'ok') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  else if (mode === 'slow')
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), SLOW_MS);
  else if (mode === 'error') res.writeHead(500, { 'content-type': 'text/plain' }).end('upstream broke');
  else hanging.add(res);
});

const listenEndpoint = () =>
  /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      if (endpoint.listening) return resolve();
      endpoint.listen(endpointPort, '127.0.0.1', () => resolve());
    })
  );
const closeEndpoint = () =>
  /** @type {Promise<void>} */ (
    new Promise((resolve) => {
      if (!endpoint.listening) return resolve();
      endpoint.close(() => resolve());
      endpoint.closeAllConnections();
    })
  );

const control = createServer(async (req, res) => {
  const body = await readBody(req);
  // One request per connection: a kept-alive socket that the server times out
  // while a test reuses it would fail the test for nothing.
  res.setHeader('connection', 'close');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/webhook' && req.method === 'POST') {
    webhookPosts.push({ contentType: req.headers['content-type'] ?? '', body });
    if (webhookMode === 'hang') hanging.add(res);
    else res.writeHead(webhookMode === 'ok' ? 200 : 500).end(webhookMode);
    return;
  }
  if (url.pathname === '/firm-calendar.ics' && req.method === 'GET') {
    if (firmCalendarMode === 'down') res.writeHead(503).end('down');
    else res.writeHead(200, { 'content-type': 'text/calendar' }).end(firmCalendar);
    return;
  }
  if (url.pathname === '/firm-calendar' && req.method === 'POST') {
    firmCalendar = body;
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/firm-calendar-mode') {
    firmCalendarMode = url.searchParams.get('set') ?? 'ok';
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/webhook-posts') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(webhookPosts));
    return;
  }
  if (url.pathname === '/webhook-mode') {
    webhookMode = url.searchParams.get('set') ?? 'ok';
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/requests') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
    return;
  }
  if (url.pathname === '/mode' || url.pathname === '/reset') {
    for (const pending of hanging) pending.destroy();
    hanging.clear();
    if (url.pathname === '/reset') {
      requests = [];
      webhookPosts = [];
      webhookMode = 'ok';
    }
    mode = url.pathname === '/reset' ? 'ok' : (url.searchParams.get('set') ?? 'ok');
    if (mode === 'refuse') await closeEndpoint();
    else await listenEndpoint();
    res.writeHead(204).end();
    return;
  }
  res.writeHead(404).end();
});

await listenEndpoint();
control.listen(controlPort, '127.0.0.1', () =>
  console.log(`form endpoint stand-in: http://127.0.0.1:${endpointPort}/forms, control on ${controlPort}`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
