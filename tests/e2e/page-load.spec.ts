import type { Page, Response } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/build/compile-hints.mjs';
import { services } from '../../src/content/services';
import { FIRST_SCREEN_END_ID } from '../../src/layout/first-screen-end';
import {
  expect,
  holdScripts,
  isMobile,
  scrollIntoPlace,
  sectionsRendered,
  test,
  waitForHydration,
} from './fixtures';
import { siteRoutes } from './routes';
import { PHONE, THEME, WIDTH } from './tags';

const service = services[0];
if (!service) throw new Error('no services');

/** The first desktop dropdown trigger, or below the large breakpoint the hamburger. */
const menuControl = (page: Page) =>
  isMobile(page)
    ? page.getByRole('button', { name: 'Open menu' })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'AI Services' });

/** The theme toggle the visitor can see at this width (header, or footer below the large breakpoint). */
const visibleThemeToggle = (page: Page) =>
  isMobile(page) ? page.locator('.site-footer .theme-toggle') : page.locator('.site-header .theme-toggle');

test.describe("what a page fetches before it paints (each route's own requests: budgets.spec.ts)", () => {
  test('the HTML is in the shape src/server/page-html.mjs writes (every page is prerendered, the contact page too)', async ({
    request,
  }) => {
    for (const route of ['/', service.href, '/contact']) {
      const html = await (await request.get(route)).text();
      expect(html, route).not.toContain('rel="modulepreload"');
      expect(html, route).not.toContain('as="stylesheet"');
      // No inline copy of the payload (Waku's bootstrap still names __FLIGHT_DATA, which it would read).
      expect(html, route).not.toContain('(self.__FLIGHT_DATA||=[]).push(');
      // The critical CSS inline in <head>; the full sheet only as the no-JavaScript fallback.
      expect(html, route).toMatch(/<head>.*<style id="critical-css">:root\{.*<\/style>.*<\/head>/s);
      expect(html.replace(/<noscript>.*?<\/noscript>/gs, ''), route).not.toContain('rel="stylesheet"');
      expect(html, route).toMatch(
        /<script id="_R_">.*addEventListener\("load".*import\(["'`]\/assets\/index-/s,
      );
    }
  });

  test("the runtime every page starts with, React DOM's client among it, is hinted to V8 for eager compilation, and no island is (scripts/build/compile-hints.mjs)", async ({
    page,
  }) => {
    /** Each script a page loads, by URL: whether it starts with the hint, and whether it holds React DOM's client. */
    const loadScripts = async (route: string) => {
      const bodies = new Map<string, Promise<string>>();
      const collect = (response: Response) => {
        if (response.request().resourceType() === 'script') bodies.set(response.url(), response.text());
      };
      page.on('response', collect);
      await page.goto(route);
      await waitForHydration(page);
      page.off('response', collect);
      const scripts = [];
      for (const [url, body] of bodies) {
        const code = await body;
        scripts.push({
          url,
          hinted: code.startsWith(`${COMPILE_HINT}\n`),
          // Rolldown's minifier writes the string as a template literal.
          reactDom: /rendererPackageName:["`]react-dom["`]/.test(code),
        });
      }
      return scripts;
    };
    const hintedOn = new Map<string, string[]>();
    for (const route of ['/', service.href, '/contact']) {
      const scripts = await loadScripts(route);
      const hinted = scripts.filter((script) => script.hinted).map((script) => script.url);
      const reactDom = scripts.filter((script) => script.reactDom);
      expect(reactDom, route).toHaveLength(1);
      expect(reactDom[0]?.hinted, route).toBe(true);
      // The islands' chunks (the header's menus, the FAQ, the contact form) are not.
      expect(scripts.length - hinted.length, route).toBeGreaterThan(2);
      hintedOn.set(route, hinted.sort());
    }
    // The same few files on every page: the runtime, not a page's own code.
    const [first, ...rest] = [...hintedOn.values()];
    for (const hinted of rest) expect(hinted).toEqual(first);
    // Five on Waku 1.0 with Rolldown: React, React DOM's client, the entry,
    // Waku's client runtime and router, and a 279 B chunk of router
    // re-exports (Rollup's experimentalMinChunkSize merged such chunks).
    expect(first?.length).toBeLessThanOrEqual(5);
  });

  test('React hints stylesheets as "style" since 19.3 (react/react#34760): no invalid preload to remove', async ({
    request,
  }) => {
    const payload = await (await request.get('/RSC/R/_root.txt')).text();
    expect(payload).toMatch(/:HL\["\/assets\/[^"]+\.css","style"/);
  });

  test('icons drawn by server components are plain SVG, not client components to load and hydrate (src/layout/icon.tsx)', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const payload = await (await request.get('/RSC/R/_root.txt')).text();
    // The cards' arrows, the hero scene's icons, the FAQ's chevrons…
    expect(html.match(/<svg [^>]*viewBox="0 0 24 24"/g)?.length ?? 0).toBeGreaterThan(20);
    expect(html).not.toMatch(/class="lucide[ "]/);
    // As a client component, an icon's payload is lucide's data for it;
    // drawn on the server, it is the <svg> element itself.
    expect(payload).not.toContain('"icon":{"name":');
    expect(payload.match(/\["\$","svg",/g)?.length ?? 0).toBeGreaterThan(20);
  });
});

// Colours differ by theme, and the inline CSS's media queries by width.
// The first paint waits for the marker after the header and the page's opening
// (src/layout/first-screen-end.tsx): it must be there, once, after the h1.
// Under 6x CPU throttling, 4 of 24 loads of the home and service pages
// painted a half-parsed header or hero with the header as the target; 0 of 30
// with the marker.
test('every page but contact marks the end of its opening once, after its h1, and the first paint waits for it', async ({
  request,
}) => {
  for (const route of siteRoutes.filter((path) => path !== '/contact')) {
    const html = await (await request.get(route)).text();
    expect(html, route).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`);
    const marker = html.indexOf(`<span id="${FIRST_SCREEN_END_ID}" hidden=""></span>`);
    expect(html.split(`id="${FIRST_SCREEN_END_ID}"`).length, route).toBe(2);
    expect(marker, route).toBeGreaterThan(html.indexOf('</h1>'));
    expect(html.indexOf('</h1>'), route).toBeGreaterThan(0);
  }
});

test('the page painted from its inline CSS looks as it does once the full stylesheet has arrived', {
  tag: [THEME, WIDTH],
}, async ({ page }) => {
  // Colours and backgrounds of the shell and the first sections, before any script and after hydration.
  const look = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')].slice(0, 300).map((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundImage, style.backgroundColor, style.color, style.borderColor].join(' | ');
      }),
    );
  // A font face the full stylesheet adds makes the browser lay the whole page out again.
  const fontFaces = () => page.evaluate(() => document.fonts.size);
  const releaseScripts = await holdScripts(page);
  let releaseStylesheet = () => {};
  const stylesheetReleased = new Promise<void>((resolve) => {
    releaseStylesheet = resolve;
  });
  await page.route('**/assets/*.css', async (route) => {
    await stylesheetReleased;
    await route.continue();
  });
  await page.goto(service.href, { waitUntil: 'load' });
  const painted = await look();
  const paintedFaces = await fontFaces();
  releaseStylesheet();
  releaseScripts();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  expect(await look()).toEqual(painted);
  expect(await fontFaces(), 'font faces the full stylesheet added').toBe(paintedFaces);
});

// Section heights differ by width.
test('a fresh visit renders sections off screen only as they near it, from the first paint; a reload renders the page whole and keeps its place', {
  tag: WIDTH,
}, async ({ page }) => {
  const skipped = async () => (await sectionsRendered(page)).filter((shown) => !shown).length;
  const releaseScripts = await holdScripts(page);
  await page.goto(service.href, { waitUntil: 'load' });
  expect(await skipped(), 'sections skipped before any bundle has run').toBeGreaterThan(3);
  releaseScripts();
  await waitForHydration(page);
  await page.locator('.site-footer').scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await sectionsRendered(page, '.site-footer'))[0], 'the footer, scrolled to')
    .toBe(true);
  await expect
    .poll(async () => (await sectionsRendered(page, '.hero'))[0], 'the hero, scrolled away from')
    .toBe(false);

  // Reloaded, the browser puts the visitor back where they were: measured
  // against the real heights of a page laid out whole.
  const heading = page.locator('main h2').nth(4);
  await heading.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const before = await top();
  await page.reload({ waitUntil: 'load' });
  expect(await skipped(), 'sections skipped after a reload').toBe(0);
  await expect.poll(top, 'the heading the visitor was reading, after the reload').toBeCloseTo(before, 0);
});

test('the hero moves only once the page has settled; what moves inside a section content-visibility skips is paused, and the idle page asks for no frames (src/lib/boot-script.ts)', {
  tag: PHONE,
}, async ({ page, browser }) => {
  /** The play states of the hero scene's animations. */
  const sceneAnimations = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.closest('.hero__scene'))
        .map((animation) => animation.playState),
    );
  // The scene moves for 4-5 s; made to outlast this test on a busy machine.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const longer = document.createElement('style');
      longer.textContent =
        '.hero__scene *, .hero__scene *::before { animation-iteration-count: 20 !important }';
      document.head.append(longer);
    }),
  );
  // Nothing moves while the page starts (src/lib/page-settled.ts): not while
  // its code is on the way, and from when it has hydrated and rested.
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'load' });
  expect(await sceneAnimations(), 'scene animations before the page has settled').toEqual([]);
  releaseScripts();
  await waitForHydration(page);
  expect(await sceneAnimations()).toContain('running');
  // To the footer, the hero scrolled away and skipped while its scene still moves.
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      return (await sectionsRendered(page, '.hero, .site-footer')).join();
    })
    .toBe('false,true');
  await expect.poll(sceneAnimations).not.toContain('running');
  expect(await sceneAnimations()).toContain('paused');

  // A second of the idle page: Chromium asked for a main-thread frame every
  // frame (about 60) while animations ran in the skipped hero.
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: ['cc', 'benchmark', 'toplevel'] });
  await page.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ph: string }[];
  };
  const frames = trace.traceEvents.filter(
    (event) => event.name === 'ProxyMain::BeginMainFrame' && event.ph === 'X',
  ).length;
  expect(frames, 'main-thread frames in a second of an idle page').toBeLessThan(10);

  // Back on screen, the scene moves on from where it was.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(async () => (await sectionsRendered(page, '.hero'))[0]).toBe(true);
  expect(await sceneAnimations()).not.toContain('paused');
});

// The menu control differs by width.
test('server-rendered nodes are the ones the visitor uses after hydration: focus, hover, scroll and opening keep them', {
  tag: WIDTH,
}, async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(service.href, { waitUntil: 'load' });
  // Keep references to the server's nodes, and put focus on the menu control before any script has run.
  await page.evaluate((mobile) => {
    const nodes = {
      heading: document.querySelector('h1'),
      menu: mobile
        ? document.querySelector('.mobile-menu__open')
        : document.querySelector('.desktop-nav__trigger'),
      question: document.querySelector('.faq__trigger'),
    };
    (window as unknown as { serverNodes: typeof nodes }).serverNodes = nodes;
    (nodes.menu as HTMLElement).focus();
  }, isMobile(page));
  release();
  await waitForHydration(page);

  const sameNodes = () =>
    page.evaluate((mobile) => {
      const kept = (window as unknown as { serverNodes: Record<string, Element | null> }).serverNodes;
      return {
        heading: kept.heading === document.querySelector('h1') && !!kept.heading?.isConnected,
        menu:
          kept.menu === document.querySelector(mobile ? '.mobile-menu__open' : '.desktop-nav__trigger') &&
          !!kept.menu?.isConnected,
        question: kept.question === document.querySelector('.faq__trigger') && !!kept.question?.isConnected,
        focusKept: document.activeElement === kept.menu,
      };
    }, isMobile(page));
  expect(await sameNodes()).toEqual({ heading: true, menu: true, question: true, focusKept: true });

  // Use them: the focused control answers the keyboard, the FAQ opens, and the nodes stay.
  await page.keyboard.press('Enter');
  if (isMobile(page)) {
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await expect(menuControl(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await menuControl(page).hover();
    await expect(menuControl(page)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 400);
  }
  const question = page.locator('.faq__trigger').first();
  await question.scrollIntoViewIfNeeded();
  await question.click();
  await expect(page.locator('.faq__item').first()).toHaveAttribute('open', '');
  expect(await sameNodes()).toMatchObject({ heading: true, menu: true, question: true });
});

// The toggle switches either way, and the menu control differs by width. The boot script
// answers a press on any theme toggle, header's or footer's (src/lib/boot-script.ts): the way
// it switches and the control a width shows are apart, so each theme at 1280 px and the dark
// one at 375 px cover both, and the light theme at 375 px adds nothing.
test.describe(() => {
  // Decided before the test's page is opened.
  test.skip(({ theme, isMobile }) => theme === 'light' && isMobile, 'the light theme: at 1280 px only');

  test('presses made before the JavaScript has arrived are not lost', { tag: [THEME, WIDTH] }, async ({
    page,
    theme,
  }) => {
    const release = await holdScripts(page);
    await page.goto(service.href, { waitUntil: 'load' });
    const other = theme === 'dark' ? 'light' : 'dark';

    // The theme toggle switches at once (the boot script answers it).
    await visibleThemeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${other}\\b`));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other);

    // An FAQ question opens at once (a native <details>).
    await scrollIntoPlace(page.locator('.faq__trigger').first());
    await page.locator('.faq__trigger').first().click();
    await expect(page.locator('.faq__answer').first()).toBeVisible();

    if (isMobile(page)) {
      // The hamburger takes the visitor to the site's links.
      await page.evaluate(() => window.scrollTo(0, 0));
      await menuControl(page).click();
      await expect(page).toHaveURL(/#site-links$/);
      await expect(page.getByRole('navigation', { name: 'Footer' })).toBeInViewport();
    } else {
      // A dropdown trigger pressed now opens its menu once the code has arrived.
      await page.evaluate(() => window.scrollTo(0, 0));
      await menuControl(page).click();
      await expect(menuControl(page)).toHaveAttribute('aria-expanded', 'false');
    }

    release();
    await waitForHydration(page);
    if (!isMobile(page)) await expect(menuControl(page)).toHaveAttribute('aria-expanded', 'true');
    // What happened before hydration is still so, and React now answers the toggle.
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${other}\\b`));
    await expect(page.locator('.faq__item').first()).toHaveAttribute('open', '');
    if (!isMobile(page)) await page.keyboard.press('Escape');
    await visibleThemeToggle(page).click();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  });
});
