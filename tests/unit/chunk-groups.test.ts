import { describe, expect, it } from 'vitest';
import { CLIENT_CHUNK_GROUPS } from '../../scripts/build/chunk-groups.mjs';

/** The group a module id lands in, by the first group whose test captures it. */
const groupOf = (id: string) =>
  CLIENT_CHUNK_GROUPS.find(({ test }) => test instanceof RegExp && test.test(id))?.name ?? null;

describe('the client chunk groups (scripts/build/chunk-groups.mjs)', () => {
  it('put React, React DOM (its client too) and the scheduler in one file', () => {
    for (const id of [
      '/work/main/node_modules/react/cjs/react.production.js',
      '/work/main/node_modules/react/jsx-runtime.js',
      '/work/main/node_modules/react-dom/cjs/react-dom.production.js',
      '/work/main/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/work/main/node_modules/scheduler/cjs/scheduler.production.js',
    ])
      expect(groupOf(id), id).toBe('react');
  });

  it('put Waku’s client runtime, its router and the RSC payload reader in another', () => {
    for (const id of [
      '/work/main/node_modules/waku/dist/minimal/client.js',
      '/work/main/node_modules/waku/dist/router/client.js',
      '/work/main/node_modules/react-server-dom-webpack/cjs/react-server-dom-webpack-client.browser.production.js',
      '\0virtual:vite-rsc/client-references/group/shared:node_modules/waku/dist/minimal/client.js',
    ])
      expect(groupOf(id), id).toBe('waku');
  });

  it('put the small modules every page runs in a third, and leave the islands and the libraries loaded on demand alone', () => {
    expect(groupOf('/work/main/src/lib/on-demand.ts')).toBe('site-runtime');
    expect(groupOf('/work/main/src/lib/page-names.mjs')).toBe('site-runtime');
    expect(groupOf('/work/main/src/lib/motion.ts')).toBe('site-runtime');
    expect(groupOf('/work/main/src/lib/count-views.ts')).toBe('site-runtime');
    expect(groupOf('/work/main/src/lib/browser-storage.ts')).toBe('site-runtime');
    for (const id of [
      '/work/main/src/islands/mobile-menu-panel.tsx',
      '/work/main/src/islands/contact-form.tsx',
      '/work/main/node_modules/framer-motion/dist/es/dom-mini.mjs',
      '/work/main/node_modules/radix-ui/dist/index.mjs',
      '/work/main/node_modules/jotai/esm/vanilla.mjs',
      // A module whose name only ends like one of the group's.
      '/work/main/src/lib/motion.ts.bak',
      // The payload's reference to an island of ours loads with the pages that have it.
      '\0virtual:vite-rsc/client-references/group/shared:src/islands/reveal.tsx',
    ])
      expect(groupOf(id), id).toBeNull();
  });
});
