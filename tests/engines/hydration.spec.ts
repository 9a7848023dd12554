import { services } from '../../src/content/services';
import { expect, inEachEngine, poll, test } from './fixtures';

// Before any script has run, the page is the server's HTML, its inline CSS and
// the boot script in <head>; then React adopts it (tests/e2e/page-load.spec.ts
// and theme.spec.ts in Chromium).

const service = services[0];
if (!service) throw new Error('no services');

/** Colours and backgrounds of the shell and the first sections (as page-load.spec.ts samples them). */
const look = () =>
  [...document.querySelectorAll('body *')].slice(0, 300).map((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundImage, style.backgroundColor, style.color, style.borderColor].join(' | ');
  });
const theme = () => ({
  classes: [...document.documentElement.classList].sort().join(' '),
  saved: localStorage.getItem('theme'),
  background: getComputedStyle(document.body).backgroundColor,
});
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(17, 17, 19)';

inEachEngine(() => {
  test('the saved theme and the full styling are painted before any script; hydration changes neither', async ({
    engine,
  }) => {
    // The visit starts on the site's origin (startVisit): save the light theme, as a returning visitor has.
    await engine.evaluate(() => localStorage.setItem('theme', 'light'));
    const release = await engine.open(service.href, { holdScripts: true });
    expect(await engine.evaluate(theme)).toEqual({
      classes: 'fresh-visit js light',
      saved: 'light',
      background: LIGHT,
    });
    expect(await engine.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
    const painted = await engine.evaluate(look);
    const paintedFonts = await engine.evaluate(() => document.fonts.size);

    release();
    await engine.waitForHydration();
    await engine.waitFor('the full stylesheet', () =>
      [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')),
    );
    expect(await engine.evaluate(theme)).toEqual({
      classes: 'fresh-visit js light',
      saved: 'light',
      background: LIGHT,
    });
    expect(await engine.evaluate(look)).toEqual(painted);
    expect(await engine.evaluate(() => document.fonts.size), 'font faces the full stylesheet added').toBe(
      paintedFonts,
    );
  });

  test('presses before the scripts arrive are kept, and React adopts the nodes the server rendered', async ({
    engine,
  }) => {
    const release = await engine.open(service.href, { holdScripts: true });
    expect(await engine.evaluate(theme)).toEqual({
      classes: 'dark fresh-visit js',
      saved: null,
      background: DARK,
    });
    await engine.evaluate(() => {
      const nodes = {
        heading: document.querySelector('h1'),
        menu: document.querySelector('.desktop-nav__trigger'),
        question: document.querySelector('.faq__trigger'),
      };
      (window as unknown as { serverNodes: typeof nodes }).serverNodes = nodes;
    });

    // The boot script answers the toggle at once; the FAQ is the browser's own <details>.
    await engine.click('.site-header .theme-toggle');
    expect(await engine.evaluate(theme)).toEqual({
      classes: 'fresh-visit js light',
      saved: 'light',
      background: LIGHT,
    });
    await engine.click('.faq__trigger');
    expect(await engine.attribute('.faq__item', 'open')).toBe('');
    // A dropdown trigger pressed now opens its menu once the code has arrived.
    await engine.click('.desktop-nav__trigger');
    await engine.focus('.desktop-nav__trigger');
    expect(await engine.attribute('.desktop-nav__trigger', 'aria-expanded')).toBe('false');

    release();
    await engine.waitForHydration();
    await poll(() => engine.attribute('.desktop-nav__trigger', 'aria-expanded')).toBe('true');
    expect(
      await engine.evaluate(() => {
        const kept = (window as unknown as { serverNodes: Record<string, Element | null> }).serverNodes;
        return {
          heading: kept.heading === document.querySelector('h1') && !!kept.heading?.isConnected,
          menu: kept.menu === document.querySelector('.desktop-nav__trigger') && !!kept.menu?.isConnected,
          question: kept.question === document.querySelector('.faq__trigger') && !!kept.question?.isConnected,
          focusKept: document.activeElement === kept.menu,
        };
      }),
    ).toEqual({ heading: true, menu: true, question: true, focusKept: true });
    expect(await engine.evaluate(theme)).toEqual({
      classes: 'fresh-visit js light',
      saved: 'light',
      background: LIGHT,
    });
    expect(await engine.attribute('.faq__item', 'open')).toBe('');

    // Now React answers: Escape closes the menu, the toggle switches back.
    await engine.press('Escape');
    await poll(() => engine.attribute('.desktop-nav__trigger', 'aria-expanded')).toBe('false');
    await engine.click('.site-header .theme-toggle');
    expect(await engine.evaluate(theme)).toEqual({
      classes: 'dark fresh-visit js',
      saved: 'dark',
      background: DARK,
    });
  });
});
