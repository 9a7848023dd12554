import { routePerTemplateAndScene } from '../e2e/heroes';
import { expect, inEachEngine, test } from './fixtures';

// A route of each template and kind of hero scene without JavaScript (every route:
// no-js.spec.ts in Chromium). Soft checks: one run names every route that fails.

const DARK = { background: 'rgb(17, 17, 19)', heading: 'rgb(237, 238, 240)' };

/**
 * How the page is painted with no script: the theme, the colours, the full
 * stylesheet (its <noscript> link), and the text blocks of the main content
 * and the footer a reader cannot see (with JavaScript off every one shows:
 * the FAQ's answers too, through `::details-content`).
 */
const paintedWithoutScript = () => {
  const hidden = [
    ...document.querySelectorAll('main p, main h1, main h2, main h3, main li, main dt, main dd, footer a'),
  ]
    .filter((element) => (element.textContent ?? '').trim() !== '')
    .filter((element) => !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60));
  return {
    classes: document.documentElement.className,
    background: getComputedStyle(document.body).backgroundColor,
    heading: getComputedStyle(document.querySelector('h1') as Element).color,
    fullStylesheet: [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')),
    hidden,
    // A statistic shows its final figure, not the zero a counter starts from.
    zeroFigures: [...document.querySelectorAll('.stat-counter [aria-hidden="true"]')]
      .map((figure) => figure.textContent ?? '')
      .filter((figure) => /^0\D*$/.test(figure)),
  };
};

inEachEngine(() => {
  test('without JavaScript, a route of each template and scene is painted styled, in the dark theme, with all of its text', async ({
    scriptless,
  }) => {
    test.setTimeout(60_000);
    for (const route of routePerTemplateAndScene) {
      await scriptless.open(route);
      expect.soft(await scriptless.evaluate(paintedWithoutScript), route).toEqual({
        classes: 'dark',
        ...DARK,
        fullStylesheet: true,
        hidden: [],
        zeroFigures: [],
      });
    }
    // Links are plain links: the home page's cards to a service, the header to the contact page.
    await scriptless.open('/');
    const service = routePerTemplateAndScene[1] ?? '/';
    await scriptless.click(`main a[href="${service}"]`);
    await expect.poll(() => scriptless.path()).toBe(service);
    // The address changes as the new document commits, before its body is
    // parsed: wait for the link itself (a CI run found none at that moment).
    const contactLink = '.site-header a[href="/contact"]';
    await expect.poll(() => scriptless.isVisible(contactLink)).toBe(true);
    await scriptless.click(contactLink);
    await expect.poll(() => scriptless.text('h1')).toBe('Speak to our team');
  });
});
