// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readContactForm } from '../../src/lib/contact-fields';
import {
  previousPagePath,
  SOURCE_FIELD,
  sourcePathFromReferer,
  validSourcePath,
} from '../../src/lib/source-path';

const SITE = 'https://www.lexaris.example/contact';

describe('where a lead came from', () => {
  it('is the path of a same-origin Referer, without query or fragment', () => {
    expect(sourcePathFromReferer('https://www.lexaris.example/development/app?utm=x#faq', SITE)).toBe(
      '/development/app',
    );
    expect(sourcePathFromReferer('https://www.lexaris.example/', SITE)).toBe('/');
  });

  it('is nothing from another site, an unreadable Referer, none, or the contact page itself', () => {
    expect(sourcePathFromReferer('https://evil.example/development/app', SITE)).toBeNull();
    expect(sourcePathFromReferer('http://www.lexaris.example/development/app', SITE)).toBeNull();
    expect(sourcePathFromReferer('not a url', SITE)).toBeNull();
    expect(sourcePathFromReferer(undefined, SITE)).toBeNull();
    expect(sourcePathFromReferer('https://www.lexaris.example/contact', SITE)).toBeNull();
  });

  it('a posted value is kept only if it is a plain path on this site', () => {
    expect(validSourcePath('/ai-services/llm-fine-tuning')).toBe('/ai-services/llm-fine-tuning');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      '/a b',
      '/<script>',
      `/${'x'.repeat(200)}`,
      42,
    ]) {
      expect(validSourcePath(bad), String(bad)).toBeNull();
    }
  });

  it('a bad or doubled source never refuses the lead: it is simply not kept', () => {
    const form = (...sources: string[]) => {
      const data = new FormData();
      data.append('name', 'Ada');
      data.append('email', 'ada@example.com');
      data.append('message', 'Hi');
      for (const source of sources) data.append(SOURCE_FIELD, source);
      return readContactForm(data);
    };
    expect(form('/development/app')).toMatchObject({ ok: true, source: '/development/app' });
    expect(form('https://evil.example/')).toMatchObject({ ok: true, source: null });
    expect(form('/a', '/b')).toMatchObject({ ok: true, source: null });
    expect(form()).toMatchObject({ ok: true, source: null });
  });
});

describe('where a lead came from, in the browser', () => {
  const origin = location.origin;
  const referredBy = (url: string) =>
    Object.defineProperty(document, 'referrer', { value: url, configurable: true });
  /** A tab whose history holds `paths`, on the last, with the document loaded at `loadedAt` (an index). */
  const tabHistory = (paths: string[], loadedAt: number) => {
    const entries = paths.map((path, index) => ({ key: `k${index}`, index, url: `${origin}${path}` }));
    vi.stubGlobal('navigation', {
      currentEntry: entries.at(-1),
      activation: { entry: entries[loadedAt] },
      entries: () => entries,
    });
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'referrer');
  });

  it('reached by the router: the entry before this one in the tab, not the document’s Referer', () => {
    tabHistory(['/', '/development/app', '/contact'], 0);
    referredBy(`${origin}/insights`);
    expect(previousPagePath()).toBe('/development/app');
  });

  it('on the page the document was loaded at: the Referer of that load, as the worker reads it', () => {
    tabHistory(['/development/app', '/contact'], 1);
    referredBy(`${origin}/ai-services/llm-fine-tuning`);
    expect(previousPagePath()).toBe('/ai-services/llm-fine-tuning');
    // Where the browser has no Navigation API, the same.
    vi.stubGlobal('navigation', undefined);
    expect(previousPagePath()).toBe('/ai-services/llm-fine-tuning');
  });

  it('nothing from another site, or with no Referer at all', () => {
    vi.stubGlobal('navigation', undefined);
    referredBy('https://evil.example/x');
    expect(previousPagePath()).toBeNull();
    referredBy('');
    expect(previousPagePath()).toBeNull();
  });
});
