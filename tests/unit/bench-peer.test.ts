import { describe, expect, it } from 'vitest';
import { ASTROWIND_TOGGLE, pairRoutes, peerOptions, ratio, runOrder } from '../../bench/peer.mjs';

describe('the bench’s peer options', () => {
  it('are none without --peer', () => {
    expect(peerOptions({ routes: '/,/contact' })).toBeNull();
  });

  it('take the peer’s address without its trailing slash, AstroWind’s toggle by default', () => {
    expect(peerOptions({ peer: 'http://127.0.0.1:4321/' })).toEqual({
      base: 'http://127.0.0.1:4321',
      routes: null,
      toggle: ASTROWIND_TOGGLE,
    });
    expect(peerOptions({ peer: 'http://127.0.0.1:4321', 'peer-toggle': '#theme' })?.toggle).toBe('#theme');
  });

  it('pair --peer-routes with --routes by position', () => {
    expect(
      peerOptions({
        peer: 'http://127.0.0.1:4321',
        routes: '/,/ai-services/private-ai-legal-assistant',
        'peer-routes': '/,/services',
      })?.routes,
    ).toEqual(['/', '/services']);
  });

  it('refuse what cannot be paired or reached', () => {
    expect(() => peerOptions({ 'peer-routes': '/' })).toThrow(/need --peer/);
    expect(() => peerOptions({ 'peer-toggle': '#theme' })).toThrow(/need --peer/);
    expect(() => peerOptions({ peer: '127.0.0.1:4321' })).toThrow(/not a web address/);
    expect(() => peerOptions({ peer: 'ftp://127.0.0.1/' })).toThrow(/not a web address/);
    expect(() => peerOptions({ peer: 'http://127.0.0.1:4321', 'peer-routes': '/' })).toThrow(
      /give --routes too/,
    );
    expect(() =>
      peerOptions({ peer: 'http://127.0.0.1:4321', routes: '/,/contact', 'peer-routes': '/' }),
    ).toThrow('--peer-routes has 1 routes, --routes 2: pair each of ours');
    expect(() =>
      peerOptions({ peer: 'http://127.0.0.1:4321', routes: '/,/contact', 'peer-routes': '/,contact' }),
    ).toThrow('--peer-routes: contact does not start with /');
  });
});

describe('pairRoutes', () => {
  it('puts the peer’s / beside ours, and measures our other routes alone, by default', () => {
    expect(pairRoutes(['/', '/contact', '/this-page-does-not-exist'], null)).toEqual([
      { route: '/', peerRoute: '/' },
      { route: '/contact', peerRoute: null },
      { route: '/this-page-does-not-exist', peerRoute: null },
    ]);
  });

  it('pairs the peer’s routes by position', () => {
    expect(pairRoutes(['/', '/ai-services/private-ai-legal-assistant'], ['/', '/services'])).toEqual([
      { route: '/', peerRoute: '/' },
      { route: '/ai-services/private-ai-legal-assistant', peerRoute: '/services' },
    ]);
  });

  it('refuses a sitting in which nothing is beside the peer', () => {
    expect(() => pairRoutes(['/contact'], null)).toThrow(/measure \/ or give --peer-routes/);
  });
});

describe('runOrder', () => {
  it('alternates which page of a pair goes first, run by run', () => {
    const pages = ['ours', 'theirs'];
    expect([0, 1, 2, 3].map((run) => runOrder(pages, run))).toEqual([
      ['ours', 'theirs'],
      ['theirs', 'ours'],
      ['ours', 'theirs'],
      ['theirs', 'ours'],
    ]);
    expect(pages).toEqual(['ours', 'theirs']);
  });

  it('leaves a page measured alone as it is', () => {
    expect(runOrder(['ours'], 1)).toEqual(['ours']);
  });
});

describe('ratio', () => {
  it('is ours over theirs', () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(300, 150)).toBe(2);
  });

  it('calls two zeros equal, and is unknown when only theirs is 0 or either is missing', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(0, 40)).toBe(0);
    expect(ratio(40, 0)).toBeNull();
    expect(ratio(null, 40)).toBeNull();
    expect(ratio(40, null)).toBeNull();
  });
});
