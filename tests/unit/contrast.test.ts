import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import {
  CONTRAST_AA,
  composite,
  contrastRatio,
  findContrastFailures,
  isLargeText,
  parseColour,
  type Rgba,
  type TokenTable,
  type UsedPair,
} from '../../src/lib/contrast';
import type { Theme } from '../../src/lib/theme';

/** Each theme's tokens as src/styles/tokens.css declares them: light on :root, dark on .dark over :root's. */
const readThemeTokens = (): Record<Theme, TokenTable> => {
  const declared = (selector: string) => {
    const tokens: Record<string, string> = {};
    postcss.parse(readFileSync('src/styles/tokens.css', 'utf8')).walkRules(selector, (rule) => {
      rule.walkDecls(/^--/, (declaration) => {
        tokens[declaration.prop] = declaration.value;
      });
    });
    return tokens;
  };
  const light = declared(':root');
  return { light, dark: { ...light, ...declared('.dark') } };
};

const themeTokens = readThemeTokens();
const themes = ['light', 'dark'] as const;

const colour = (text: string): Rgba => {
  const parsed = parseColour(text);
  if (!parsed) throw new Error(`unreadable ${text}`);
  return parsed;
};
const ratio = (text: string, background: string) => contrastRatio(colour(text), colour(background));

describe('parseColour', () => {
  it('reads hex, rgb() in both syntaxes, color(srgb) and the keywords tokens.css uses', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#1c2024')).toEqual({ r: 28, g: 32, b: 36, a: 1 });
    expect(parseColour('#0000ff80')).toEqual({ r: 0, g: 0, b: 255, a: 128 / 255 });
    expect(parseColour('rgba(0, 0, 0, 0.4)')).toEqual({ r: 0, g: 0, b: 0, a: 0.4 });
    expect(parseColour('rgb(255 255 255 / 0.9)')).toEqual({ r: 255, g: 255, b: 255, a: 0.9 });
    expect(parseColour('rgb(100% 0% 0% / 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColour('color(srgb 1 0 0 / 0.94)')).toEqual({ r: 255, g: 0, b: 0, a: 0.94 });
    expect(parseColour('white')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('transparent')?.a).toBe(0);
  });

  it('refuses what it cannot read, rather than guessing', () => {
    for (const text of ['oklab(0.5 0 0)', '#12', 'rgb(1, 2)', 'var(--gray-1)', 'bluish']) {
      expect(parseColour(text), text).toBeUndefined();
    }
  });
});

describe('contrast ratio (WCAG 2.x)', () => {
  it('gives the known values', () => {
    expect(ratio('#000', '#fff')).toBe(21);
    expect(ratio('#fff', '#fff')).toBe(1);
    expect(ratio('#777', '#fff')).toBeCloseTo(4.48, 2);
    // The order does not matter.
    expect(ratio('#fff', '#777')).toBeCloseTo(4.48, 2);
  });

  it('composites a translucent colour over an opaque one', () => {
    expect(composite(colour('rgba(0, 0, 0, 0.5)'), colour('#fff'))).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
    expect(composite(colour('transparent'), colour('#1c2024'))).toEqual(colour('#1c2024'));
    expect(composite(colour('#1c2024'), colour('#fff'))).toEqual(colour('#1c2024'));
  });

  it('calls text large from 24 px, or from 18.66 px in bold', () => {
    expect(isLargeText(24, 400)).toBe(true);
    expect(isLargeText(18.66, 700)).toBe(true);
    expect(isLargeText(18.66, 600)).toBe(false);
    expect(isLargeText(18, 800)).toBe(false);
  });
});

const pair = (text: string, surfaces: UsedPair['surfaces'], large = false): UsedPair => ({
  text,
  surfaces,
  large,
  where: '.example',
});

describe('findContrastFailures', () => {
  it('fails a deliberately unreadable token pair in each theme, naming the tokens, theme, ratio and place', () => {
    for (const theme of themes) {
      const failures = findContrastFailures(theme, themeTokens[theme], [
        pair('--gray-6', [{ colour: '--gray-3' }]),
      ]);
      expect(failures).toHaveLength(1);
      expect(failures[0]?.ratio).toBeLessThan(1.5);
      expect(failures[0]?.message).toMatch(
        new RegExp(`^--gray-6 on --gray-3 \\(${theme}\\) 1\\.\\d+:1, needs 4\\.5:1, in \\.example$`),
      );
    }
  });

  it("passes the site's body text, --gray-12 on the page's --color-background, in each theme", () => {
    for (const theme of themes) {
      expect(
        findContrastFailures(theme, themeTokens[theme], [
          pair('--gray-12', [{ colour: '--color-background' }]),
        ]),
      ).toEqual([]);
    }
  });

  it('holds large text to 3:1 and the rest to 4.5:1', () => {
    // #949494 on white is 3.03:1.
    const grey = pair('#949494', [{ colour: 'white' }]);
    expect(findContrastFailures('light', {}, [{ ...grey, large: true }])).toEqual([]);
    expect(findContrastFailures('light', {}, [grey])[0]?.required).toBe(CONTRAST_AA.normal);
  });

  it('measures text over a gradient against its hardest stop, composited over what lies beneath', () => {
    const tokens = { '--text': '#666666', '--glow': 'rgba(0, 0, 255, 0.2)', '--page': '#ffffff' };
    // #666 on the page alone is 5.74:1; where the glow is strongest, rgb(204 204 255) beneath, 3.73:1.
    expect(findContrastFailures('light', tokens, [pair('--text', [{ colour: '--page' }])])).toEqual([]);
    const [failure] = findContrastFailures('light', tokens, [
      pair('--text', [{ gradient: ['transparent', '--glow'] }, { colour: '--page' }]),
    ]);
    expect(failure?.ratio).toBeCloseTo(ratio('#666666', 'rgb(204 204 255)'), 6);
    expect(failure?.message).toBe('--text on --glow over --page (light) 3.73:1, needs 4.5:1, in .example');
  });

  it('fades text by its opacity', () => {
    const muted = pair('--gray-12', [{ colour: '--color-background' }]);
    expect(findContrastFailures('light', themeTokens.light, [muted])).toEqual([]);
    expect(
      findContrastFailures('light', themeTokens.light, [{ ...muted, opacity: 0.3 }])[0]?.message,
    ).toMatch(/^--gray-12 at 30% opacity on --color-background \(light\)/);
  });

  it('refuses a pair it cannot measure: an unknown token, an unreadable colour, nothing opaque beneath', () => {
    expect(() =>
      findContrastFailures('dark', themeTokens.dark, [pair('--gray-99', [{ colour: 'white' }])]),
    ).toThrow('no token --gray-99');
    expect(() => findContrastFailures('dark', {}, [pair('oklab(0.5 0 0)', [{ colour: 'white' }])])).toThrow(
      'cannot read the colour oklab(0.5 0 0)',
    );
    expect(() =>
      findContrastFailures('dark', themeTokens.dark, [pair('--gray-12', [{ colour: '--gray-a3' }])]),
    ).toThrow('nothing opaque beneath the text in .example');
  });
});

describe("the brand's colour (src/content/site.ts)", () => {
  it('is #rrggbb, as the share cards read it, and carries white text at 4.5:1, hovered too', () => {
    for (const [shade, value] of Object.entries(site.brand)) {
      expect(value, shade).toMatch(/^#[0-9a-f]{6}$/i);
      expect(ratio('white', value), shade).toBeGreaterThanOrEqual(CONTRAST_AA.normal);
    }
  });
});
