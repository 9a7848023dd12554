import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import postcss from 'postcss';
import {
  CONTRAST_CHECKED_PAGES,
  findContrastFailures,
  isLargeText,
  type SurfaceLayer,
  type UsedPair,
} from '../../src/lib/contrast';
import { expect, renderWholePage, test, waitForHydration } from './fixtures';
import { THEME } from './tags';

/**
 * Every text's contrast with what lies beneath it, measured per design token
 * in both themes (src/lib/contrast.ts). axe, in a11y.spec.ts, measures no
 * text over a gradient, so there the gradients are flattened first; here the
 * colours are read as the page computes them, gradients and all, and each
 * failure is named by the tokens it is drawn in.
 */

/** The rules on which the stylesheets declare a theme's tokens: tokens.css's palette and base.css's own. */
const THEME_RULES = new Set([':root', '.light', '.dark']);

/** Every custom property declared for a theme, in src/styles' order; the page tells which are colours. */
const THEME_TOKEN_NAMES: readonly string[] = (() => {
  const names = new Set<string>();
  for (const file of readdirSync('src/styles')
    .filter((name) => name.endsWith('.css'))
    .sort()) {
    postcss.parse(readFileSync(`src/styles/${file}`, 'utf8')).walkRules((rule) => {
      if (!THEME_RULES.has(rule.selector)) return;
      rule.walkDecls(/^--/, (declaration) => {
        names.add(declaration.prop);
      });
    });
  }
  return [...names];
})();

/** A text on the page as the browser computes it: colours as computed values, its surfaces nearest first. */
type MeasuredText = {
  colour: string;
  opacity: number;
  surfaces: ({ colour: string } | { gradient: string[] })[];
  fontSize: number;
  fontWeight: number;
  selector: string;
  sample: string;
};

/**
 * In one evaluation: each token's computed colour in the page's theme, and
 * every element with visible text of its own (a placeholder counts), with the
 * colours beneath it up to the page's root.
 */
const measurePage = (page: Page, tokenNames: readonly string[]) =>
  page.evaluate((tokenNames) => {
    // A probe computes each token as an element's colour would (var() and color-mix() resolved),
    // so that a computed colour on the page matches its token's exactly. A new probe for each:
    // a colour changed on one element transitions (every transition lasts 0.01 ms under reduced
    // motion, base.css), and reads as the colour before until the transition ends.
    const root = getComputedStyle(document.documentElement);
    const tokens: [string, string][] = [];
    for (const name of tokenNames) {
      const value = root.getPropertyValue(name).trim();
      if (!value || !CSS.supports('color', value)) continue;
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      tokens.push([name, getComputedStyle(probe).color]);
      probe.remove();
    }

    /** The top-level items of a comma-separated list, such as background-image's layers or a gradient's arguments. */
    const splitTopLevel = (list: string) => {
      const items: string[] = [];
      let depth = 0;
      let start = 0;
      for (let index = 0; index < list.length; index++) {
        const character = list[index];
        if (character === '(') depth++;
        else if (character === ')') depth--;
        else if (character === ',' && depth === 0) {
          items.push(list.slice(start, index).trim());
          start = index + 1;
        }
      }
      items.push(list.slice(start).trim());
      return items;
    };
    const COLOUR = /(?:rgba?|color)\([^)]*\)/g;
    const CLEAR = 'rgba(0, 0, 0, 0)';

    const surfacesBeneath = (element: Element) => {
      const surfaces: MeasuredText['surfaces'] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        // A background image lies over the element's background colour; the first listed is on top.
        if (style.backgroundImage !== 'none') {
          // A background shorthand that ends in a colour leaves a layer of no image (`none`).
          for (const image of splitTopLevel(style.backgroundImage).filter((layer) => layer !== 'none')) {
            if (!image.includes('gradient(')) throw new Error(`text over an image: ${image.slice(0, 60)}`);
            surfaces.push({ gradient: image.match(COLOUR) ?? [] });
          }
        }
        if (style.backgroundColor !== CLEAR) surfaces.push({ colour: style.backgroundColor });
      }
      return surfaces;
    };

    const selectorOf = (element: Element) => {
      const name = (node: Element) =>
        node.id
          ? `#${node.id}`
          : node.classList.length
            ? `.${[...node.classList].join('.')}`
            : node.localName;
      const named =
        element.id || element.classList.length ? undefined : element.parentElement?.closest('[id], [class]');
      return named ? `${name(named)} ${name(element)}` : name(element);
    };

    const texts: MeasuredText[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      // The particle canvas is decoration over the page, blank until the mouse moves; an SVG's text is drawn in fill, not colour.
      if (element.closest('.particle-canvas, svg, script, style, noscript, template')) continue;
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      const placeholder =
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && !element.value
          ? element.placeholder.trim()
          : '';
      if (!ownText && !placeholder) continue;
      if (
        !element.checkVisibility({
          opacityProperty: true,
          visibilityProperty: true,
          contentVisibilityAuto: true,
        })
      )
        continue;
      // Visually hidden text (.visually-hidden) is a 1 px box, for screen readers only.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      const measure = (colour: string, selector: string, sample: string) =>
        texts.push({
          colour,
          opacity,
          surfaces: surfacesBeneath(element),
          fontSize: Number.parseFloat(style.fontSize),
          fontWeight: Number(style.fontWeight),
          selector,
          sample: sample.slice(0, 40),
        });
      if (ownText) measure(style.color, selectorOf(element), ownText);
      if (placeholder) {
        measure(
          getComputedStyle(element, '::placeholder').color,
          `${selectorOf(element)}::placeholder`,
          placeholder,
        );
      }
    }
    return { tokens, texts };
  }, tokenNames);

/**
 * Each text as a pair of tokens: a computed colour is named by the first
 * token (in the stylesheets' order) the theme computes to it, else left as
 * the colour; texts alike in colours, surfaces, size and place are one pair.
 */
const usedPairs = (route: string, { tokens, texts }: Awaited<ReturnType<typeof measurePage>>) => {
  const tokenOf = new Map<string, string>();
  for (const [name, colour] of tokens) if (!tokenOf.has(colour)) tokenOf.set(colour, name);
  const named = (colour: string) => tokenOf.get(colour) ?? colour;
  const pairs = new Map<string, UsedPair>();
  for (const text of texts) {
    const surfaces: SurfaceLayer[] = text.surfaces.map((layer) =>
      'gradient' in layer ? { gradient: layer.gradient.map(named) } : { colour: named(layer.colour) },
    );
    const pair = {
      text: named(text.colour),
      opacity: text.opacity,
      surfaces,
      large: isLargeText(text.fontSize, text.fontWeight),
      where: `${text.selector} ("${text.sample}") on ${route}`,
    };
    const key = JSON.stringify([pair.text, pair.opacity, pair.surfaces, pair.large, text.selector]);
    if (!pairs.has(key)) pairs.set(key, pair);
  }
  return { table: Object.fromEntries(tokens), pairs: [...pairs.values()] };
};

for (const { kind, path } of CONTRAST_CHECKED_PAGES) {
  const notFound = kind === 'the 404 page';
  test.describe(kind, () => {
    test.use({ expectedConsoleErrors: notFound ? /status of 404/ : undefined });

    test(`every text on ${path} meets WCAG AA contrast, per token`, { tag: THEME }, async ({
      page,
      theme,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers`).toBe(notFound ? 404 : 200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await renderWholePage(page);
      // An FAQ's answers are text too: open the first question of each accordion (its questions share a name).
      await page.evaluate(() => {
        const accordions = new Set<string>();
        for (const details of document.querySelectorAll('details')) {
          if (accordions.has(details.name)) continue;
          accordions.add(details.name);
          details.open = true;
        }
      });
      // Colours are measured as shown: once reveals and transitions have ended.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

      const { table, pairs } = usedPairs(path, await measurePage(page, THEME_TOKEN_NAMES));
      // A page whose walk found nearly nothing measured nothing.
      expect(pairs.length, 'texts measured').toBeGreaterThan(10);
      expect(findContrastFailures(theme, table, pairs).map((failure) => failure.message)).toEqual([]);
    });
  });
}
