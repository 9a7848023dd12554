// A Vite plugin of every build (waku.config.ts): the content manifest that
// site-files.mjs writes as the build's last step goes first. A build that
// stops before then (failed, interrupted, or `waku build` alone, as
// `npm run fixtures:page-html` runs it) leaves no manifest at all, rather than
// the last complete build's, which `npm run deploy -- --no-build` would take
// for this build's (drafts and all, or without its security headers).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_MANIFEST } from '../operator/deploy-plan.mjs';

/** @returns {import('vite').Plugin} */
export const manifestReset = () => {
  let root = process.cwd();
  return {
    name: 'lexaris:content-manifest-reset',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      rmSync(join(root, CONTENT_MANIFEST), { force: true });
    },
  };
};
