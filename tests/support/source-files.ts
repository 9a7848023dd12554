import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript and JavaScript module under `dir`. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(name) ? [path] : [];
  });

/** A source file's code, its comments left out (a comment may name what the code never does). */
export const codeOf = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
