// The chunks of the runtime every page starts with begin with V8's compile hint (scripts/build/compile-hints.mjs).
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compiledAtLoad, compileHints } from '../../scripts/build/compile-hints.mjs';
import config from '../../waku.config';

const REACT_DOM = '/site/node_modules/react-dom/cjs/react-dom-client.production.js';
const REACT = '/site/node_modules/react/cjs/react.production.js';
const WAKU_ROUTER = '/site/node_modules/waku/dist/router/client.js';
const WAKU_CLIENT = '/site/node_modules/waku/dist/minimal/client.js';
const ISLAND = '/site/src/islands/desktop-nav.tsx';
const RADIX = '/site/node_modules/@radix-ui/react-navigation-menu/dist/index.mjs';

/** The plugin's generateBundle, as Rolldown calls it once the chunks are minified; the chunk's code after it. */
const renderChunk = (plugin: Plugin, code: string, moduleIds: string[]) => {
  const hook = plugin.generateBundle as (
    options: unknown,
    bundle: Record<string, { type: 'chunk'; code: string; moduleIds: string[] }>,
  ) => void;
  const bundle = { 'chunk.js': { type: 'chunk' as const, code, moduleIds } };
  hook({}, bundle);
  return bundle['chunk.js'].code === code ? null : bundle['chunk.js'].code;
};

describe("V8's compile hint", () => {
  it("is on the chunks with React, React DOM's client or Waku's client runtime in them, as their first line, and on no other", () => {
    for (const runtime of [REACT_DOM, REACT, WAKU_ROUTER, WAKU_CLIENT])
      expect(compiledAtLoad([ISLAND, runtime]), runtime).toBe(true);
    // An island's code, and the libraries that only islands use, run on demand.
    expect(compiledAtLoad([ISLAND, RADIX])).toBe(false);
    expect(compiledAtLoad(['/site/node_modules/react-dom/cjs/react-dom-client.development.js'])).toBe(false);

    const plugin = compileHints();
    expect(renderChunk(plugin, 'import{a}from"./index.js";', [REACT_DOM])).toBe(
      `${COMPILE_HINT}\nimport{a}from"./index.js";`,
    );
    expect(renderChunk(plugin, 'export const x=1;', [ISLAND])).toBeNull();
  });

  it('is written in the browser build only, by every Waku build', () => {
    const plugin = compileHints();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
    expect(applies({ name: 'rsc' })).toBe(false);
    const names = (config.vite?.plugins ?? []).flat().map((entry) => (entry as { name?: string })?.name);
    expect(names).toContain('lexaris:compile-hints');
  });
});
