import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readsIn, sourceFiles, THEME_TOKENS, TOKENS_FILE, tokensCss } from '../../scripts/build/tokens.mjs';
import { site } from '../../src/content/site';

const sources = sourceFiles().map((path) => readFileSync(path, 'utf8'));
const block = (css: string, selector: string) =>
  css.match(new RegExp(`^${selector} \\{\\n([^}]*)\\}`, 'm'))?.[1];

describe('the design tokens (scripts/build/tokens.mjs)', () => {
  it("src/styles/tokens.css is what `npm run tokens` writes from @radix-ui/colors, site.ts's brand and what src/ reads", () => {
    expect(readFileSync(TOKENS_FILE, 'utf8'), 'run `npm run tokens`').toBe(tokensCss(sources, site.brand));
  });

  it("declares Radix Themes' own surfaces and shadows, as the installed @radix-ui/themes does", () => {
    const base = readFileSync('node_modules/@radix-ui/themes/tokens/base.css', 'utf8');
    for (const [name, [light, dark]] of Object.entries(THEME_TOKENS)) {
      expect(base, name).toContain(`--${name}: ${light};`);
      expect(base, name).toContain(`--${name}: ${dark};`);
    }
  });

  it('every custom property src/ reads is declared in src/ (or set by a Radix primitive at run time)', () => {
    const declaring = [...sources, readFileSync(TOKENS_FILE, 'utf8')];
    const declared = new Set(
      declaring.flatMap((text) => [...text.matchAll(/--([\w-]+)['"]?\s*:/g)].map(([, n]) => n)),
    );
    const undeclared = [...readsIn(sources)].filter(
      (name) => !declared.has(name) && !name.startsWith('radix-'),
    );
    expect(undeclared).toEqual([]);
  });

  it('declares a step in both themes, in sRGB, the grey from slate, and once where both themes agree', () => {
    const css = tokensCss(
      ['.a{color:var(--gray-a3);background:var(--blue-9);border-color:var(--black-a6)}'],
      site.brand,
    );
    expect(block(css, ':root')).toBe(
      '  --black-a6: rgba(0, 0, 0, 0.4);\n  --blue-9: #0090ff;\n  --gray-a3: #0000330f;\n',
    );
    expect(block(css, '\\.dark')).toBe('  --gray-a3: #ddeaf814;\n');
    expect(css).not.toContain('display-p3');
  });

  it('declares what a surface token reads, and nothing for what no one reads', () => {
    const css = tokensCss(['.card{box-shadow:var(--shadow-5)}'], site.brand);
    for (const name of [
      '--shadow-5',
      '--gray-a3',
      '--gray-3',
      '--gray-a5',
      '--black-a3',
      '--gray-a6',
      '--black-a7',
    ]) {
      expect(css).toContain(`${name}: `);
    }
    expect(css).not.toContain('--shadow-6');
    expect(css).not.toContain('--color-background');
  });

  it("declares the brand's colour it is given (site.ts's, in tokens.css) once, for both themes", () => {
    const css = tokensCss(
      ['.b{background:var(--brand-solid)}.b:hover{background:var(--brand-solid-hover)}'],
      { solid: '#0b6e4f', hover: '#08543c' },
    );
    expect(block(css, ':root')).toBe('  --brand-solid: #0b6e4f;\n  --brand-solid-hover: #08543c;\n');
    expect(block(css, '\\.dark')).toBe('');
    const declared = block(readFileSync(TOKENS_FILE, 'utf8'), ':root');
    expect(declared).toContain(`  --brand-solid: ${site.brand.solid};\n`);
    expect(declared).toContain(`  --brand-solid-hover: ${site.brand.hover};\n`);
  });

  it('refuses a step that its palette does not have', () => {
    expect(() => tokensCss(['.a{color:var(--blue-13)}'], site.brand)).toThrow('--blue-13');
  });
});
