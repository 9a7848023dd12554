import { describe, expect, it } from 'vitest';
import {
  allowedMethods,
  canonicalPath,
  decideRequest as decideFor,
  type RequestLine,
  routePattern,
} from '../../src/lib/request-rules';

const request = (method: string, pathname: string, extra: Partial<RequestLine> = {}): RequestLine => ({
  method,
  pathname,
  search: '',
  contentType: undefined,
  declaresLength: false,
  ...extra,
});

const CONTACT_CALL = '/RSC/F/abc123/submitContact.txt';
const decideRequest = (line: RequestLine) => decideFor(line, { functionPaths: new Set([CONTACT_CALL]) });

const form = { contentType: 'multipart/form-data; boundary=x', declaresLength: true };

describe('decideRequest', () => {
  it('serves reading a page, a payload, and the contact form’s post', () => {
    expect(decideRequest(request('GET', '/'))).toEqual({ kind: 'serve' });
    expect(decideRequest(request('HEAD', '/ai-services/llm-fine-tuning'))).toEqual({ kind: 'serve' });
    expect(decideRequest(request('GET', '/RSC/R/contact.txt'))).toEqual({ kind: 'serve' });
    expect(decideRequest(request('POST', '/contact', form))).toEqual({ kind: 'serve' });
    expect(decideRequest(request('POST', CONTACT_CALL, form))).toEqual({ kind: 'serve' });
  });

  it('takes the booking forms’ posts on /book and a call’s page, and no post on its calendar file', () => {
    const token = 'a'.repeat(43);
    expect(decideRequest(request('POST', '/book', form))).toEqual({ kind: 'serve' });
    expect(decideRequest(request('POST', `/booking/${token}`, form))).toEqual({ kind: 'serve' });
    expect(decideRequest(request('POST', `/booking/${token}/call.ics`, form))).toMatchObject({
      kind: 'refuse',
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
    });
    expect(decideRequest(request('POST', '/booking/', form))).toMatchObject({ kind: 'refuse', status: 405 });
  });

  it('takes at each declared route what it declares, HEAD wherever GET, and OPTIONS', () => {
    const token = 'a'.repeat(43);
    expect(allowedMethods('/contact')).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    expect(allowedMethods(`/booking/${token}/call.ics`)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/calendar/secret.ics')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods(CONTACT_CALL)).toEqual(['POST', 'OPTIONS']);
    // A payload is read, whichever page it is of; so is any address no route declares.
    expect(allowedMethods('/RSC/R/book.txt')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods(`/booking/${token}/other`)).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  it('reads a route’s paths from its name as Waku gives it', () => {
    expect(routePattern('/_api/booking/[token]/call.ics').test('/booking/abc/call.ics')).toBe(true);
    expect(routePattern('/_api/booking/[token]/call.ics').test('/booking/abc/callxics')).toBe(false);
    expect(routePattern('/_api/calendar/[file]').test('/calendar/a/b')).toBe(false);
    expect(routePattern('/book').test('/booking')).toBe(false);
  });

  it.each(['/%ff', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', '/%e2%82', '/RSC/R/%ff.txt', '/a%'])(
    'answers the undecodable path %s with 400',
    (pathname) => {
      expect(decideRequest(request('GET', pathname))).toMatchObject({
        status: 400,
        reason: 'undecodable-path',
      });
    },
  );

  it('answers a method no route takes with 405 and what the path allows', () => {
    expect(decideRequest(request('PUT', '/'))).toEqual({
      kind: 'refuse',
      status: 405,
      reason: 'method-not-allowed',
      allow: 'GET, HEAD, OPTIONS',
    });
    for (const method of ['PATCH', 'DELETE', 'TRACE', 'CONNECT']) {
      expect(decideRequest(request(method, '/contact'))).toMatchObject({
        status: 405,
        allow: 'GET, HEAD, POST, OPTIONS',
      });
    }
    expect(decideRequest(request('POST', '/ai-services/llm-fine-tuning', form))).toMatchObject({
      status: 405,
    });
    expect(decideRequest(request('GET', '/RSC/F/0000/none.txt'))).toMatchObject({
      status: 405,
      allow: 'POST, OPTIONS',
    });
    expect(decideRequest(request('POST', '/RSC/R/contact.txt', form))).toMatchObject({
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
    });
  });

  it('answers OPTIONS with what the path allows, and a method HTTP does not define with 501', () => {
    expect(decideRequest(request('OPTIONS', '/contact'))).toEqual({
      kind: 'options',
      allow: 'GET, HEAD, POST, OPTIONS',
    });
    expect(decideRequest(request('PROPFIND', '/'))).toMatchObject({ status: 501, reason: 'unknown-method' });
    expect(decideRequest(request('get', '/'))).toMatchObject({ status: 501 });
  });

  it.each(['/RSC/', '/RSC/P/contact.txt', '/RSC/R/contact', '/RSC/x', '/RSC/R/.txt', '/RSC/F/none.txt'])(
    'answers the framework path %s it cannot serve with 404',
    (pathname) => {
      expect(decideRequest(request('GET', pathname))).toMatchObject({
        status: 404,
        reason: 'unknown-framework-path',
      });
    },
  );

  it('answers a call of a server function the site does not have with 404, before its body is read', () => {
    expect(decideRequest(request('POST', '/RSC/F/0000/none.txt', form))).toMatchObject({
      status: 404,
      reason: 'unknown-framework-path',
    });
  });

  it('redirects to one address per page, always on this host', () => {
    expect(decideRequest(request('GET', '/contact/', { search: '?a=1' }))).toEqual({
      kind: 'redirect',
      location: '/contact?a=1',
    });
    expect(decideRequest(request('GET', '//evil.example/'))).toEqual({
      kind: 'redirect',
      location: '/evil.example',
    });
    expect(decideRequest(request('GET', '//contact'))).toEqual({ kind: 'redirect', location: '/contact' });
    expect(canonicalPath('///')).toBe('/');
  });

  it('asks a post to declare its body and to be the form’s own type', () => {
    expect(decideRequest(request('POST', '/contact'))).toMatchObject({ status: 411 });
    expect(
      decideRequest(request('POST', '/contact', { declaresLength: true, contentType: 'application/json' })),
    ).toMatchObject({ status: 415, reason: 'unsupported-type' });
    expect(
      decideRequest(request('POST', '/contact', { declaresLength: true, contentType: 'text/plain' })),
    ).toMatchObject({ status: 415 });
    expect(
      decideRequest(request('POST', CONTACT_CALL, { declaresLength: true, contentType: 'text/plain' })),
    ).toMatchObject({ status: 415 });
  });
});
