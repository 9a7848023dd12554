import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOT_CLASSES, MOTION_ATTRIBUTE } from '../../src/lib/page-names.mjs';

const css = readdirSync('src/styles')
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(`src/styles/${file}`, 'utf8'))
  .join('\n');

describe('the names <html> carries (src/lib/page-names.mjs)', () => {
  it('each class the boot script puts there is one the stylesheets select on: a rename the CSS misses fails here', () => {
    for (const name of BOOT_CLASSES) expect(css, `.${name}`).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
  });

  it('the attribute that lets motion start is the one the stylesheets select on', () => {
    expect(css).toContain(`[${MOTION_ATTRIBUTE}] .scene__badge::before`);
  });
});
