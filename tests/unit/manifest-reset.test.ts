// A build that stops early leaves no content manifest (scripts/build/manifest-reset.mjs).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestReset } from '../../scripts/build/manifest-reset.mjs';
import { CONTENT_MANIFEST } from '../../scripts/operator/deploy-plan.mjs';
import config from '../../waku.config';

describe('the content manifest of the last complete build', () => {
  it('is removed as a build starts, so that a build that stops early cannot pass for a complete one', () => {
    const root = mkdtempSync(join(tmpdir(), 'manifest-'));
    try {
      mkdirSync(join(root, 'dist'));
      writeFileSync(join(root, CONTENT_MANIFEST), '{"showDrafts":false}');
      const plugin = manifestReset();
      expect(plugin.apply).toBe('build');
      (plugin.configResolved as (config: { root: string }) => void)({ root });
      (plugin.buildStart as () => void)();
      expect(existsSync(join(root, CONTENT_MANIFEST))).toBe(false);
      // Nothing to remove is not an error.
      (plugin.buildStart as () => void)();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('is reset by every Waku build: the plugin is in waku.config.ts', () => {
    const names = (config.vite?.plugins ?? []).flat().map((plugin) => (plugin as { name?: string })?.name);
    expect(names).toContain('lexaris:content-manifest-reset');
  });
});
