// The canary of scripts/build/router-not-found-flag.mjs: it fails the day
// Waku's router changes the code the build rewrites. Check then whether
// InnerRouter still sets `has404` at default priority after hydration; if it
// does not, remove the plugin (and this test).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import {
  NOT_FOUND_FLAG,
  NOT_FOUND_FLAG_IN_TRANSITION,
  routerNotFoundFlagInTransition,
} from '../../scripts/build/router-not-found-flag.mjs';
import config from '../../waku.config';

const require = createRequire(import.meta.url);
const routerPath = require.resolve('waku/router/client');
const routerSource = readFileSync(routerPath, 'utf8');

type Transform = (
  this: { warn: (message: string) => void },
  code: string,
  id: string,
) => { code: string } | null;
const transform = routerNotFoundFlagInTransition().transform as Transform;

describe("Waku's router sets has404 after hydration", () => {
  it('in an effect, once, at default priority, in a module that imports startTransition: what the build rewrites', () => {
    expect(routerPath).toMatch(/\/waku\/dist\/router\/client\.js$/);
    expect(routerSource.split(NOT_FOUND_FLAG)).toHaveLength(2);
    expect(routerSource).toMatch(/const \[has404, setHas404\] = useState\(false\);/);
    expect(routerSource).toMatch(/import \{[^}]*\bstartTransition\b[^}]*\} from 'react';/);
  });

  it('the build sets it in a transition instead, and says so when the statement is gone', () => {
    const warn = vi.fn();
    const rewritten = transform.call({ warn }, routerSource, routerPath);
    expect(rewritten?.code).toContain(NOT_FOUND_FLAG_IN_TRANSITION);
    expect(rewritten?.code.replace(NOT_FOUND_FLAG_IN_TRANSITION, '')).not.toContain(NOT_FOUND_FLAG);
    expect(transform.call({ warn }, 'export {}', routerPath)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(transform.call({ warn }, routerSource, '/src/islands/menu-link.tsx')).toBeNull();
  });

  it('is in waku.config.ts', () => {
    const names = (config.vite?.plugins ?? []).flat().map((plugin) => (plugin as { name?: string })?.name);
    expect(names).toContain('lexaris:router-not-found-flag-in-transition');
  });
});
