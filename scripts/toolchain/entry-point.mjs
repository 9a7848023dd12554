import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the script
 * Node was started with, rather than one a test or another script imported.
 * Compared as file URLs of the real path: the module's URL is percent-encoded
 * and resolves symlinks, the script's path does neither, so a plain string
 * comparison failed for a clone under "My Projects" (and the script did
 * nothing and exited 0).
 * Nothing but Node's own modules: scripts/toolchain/node.mjs imports it
 * before any package is installed.
 * @param {string} moduleUrl
 */
export const isEntryPoint = (moduleUrl) => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return moduleUrl === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
};
