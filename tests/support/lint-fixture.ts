import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const BIOME = resolve('node_modules/.bin/biome');

/**
 * What `npm run lint` says of source files laid out as the project lays them
 * (paths relative to the repository, such as src/lib/ping.ts), under the
 * project's own biome.json, in a directory of their own: its diagnostics, by
 * file. Shows that a rule refuses what it is there to refuse.
 */
export const lintAs = (files: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'));
  try {
    copyFileSync('biome.json', join(dir, 'biome.json'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    try {
      execFileSync(BIOME, ['lint', '--vcs-enabled=false', '--max-diagnostics=200', ...Object.keys(files)], {
        cwd: dir,
        stdio: 'pipe',
      });
      return '';
    } catch (error) {
      const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
      return `${stdout}${stderr}`;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The files lintAs's output flags with `rule`. */
export const flaggedBy = (output: string, rule: string) =>
  [...output.matchAll(new RegExp(`^(\\S+?):\\d+:\\d+ lint/\\w+/${rule}\\b`, 'gm'))].map((match) => match[1]);
