import { PHONE } from './engine';
import { expect, inEachEngine, poll, test } from './fixtures';

// Below the large breakpoint the hamburger opens a full-screen menu (mobile-menu.spec.ts
// in Chromium). A narrow window, mouse and keyboard: no touch emulation here.

const HAMBURGER = '.mobile-menu__open';
const MENU = '.mobile-menu[role="dialog"]';
const section = (title: string) => ({ css: '.mobile-menu__section-trigger', text: title });

/** Whether the focus is inside the open menu. */
const focusInMenu = () =>
  !!document.querySelector('.mobile-menu[role="dialog"]')?.contains(document.activeElement);

inEachEngine(() => {
  test('the mobile menu by pointer and keyboard: opens over the page, keeps the focus, closes', async ({
    engine,
  }) => {
    await engine.resize(PHONE);
    await engine.open('/');
    await engine.waitForHydration();
    // WebKitGTK's window is at least 447 px wide (./webkit.ts): narrow enough for the phone layout.
    expect(await engine.evaluate(() => innerWidth)).toBeLessThan(1024);
    expect(await engine.isVisible('.desktop-nav')).toBe(false);
    expect(await engine.isVisible(HAMBURGER)).toBe(true);

    // Keyboard: Enter opens it, Tab and Shift+Tab stay inside, Escape closes and gives the focus back.
    await engine.focus(HAMBURGER);
    await engine.press('Enter');
    await poll(() => engine.isVisible(MENU)).toBe(true);
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
    ] as const) {
      await engine.press(key);
      expect(await engine.evaluate(focusInMenu), `the focus after ${key}`).toBe(true);
    }
    await engine.press('Escape');
    await poll(() => engine.isVisible(MENU)).toBe(false);
    expect(await engine.isFocused(HAMBURGER)).toBe(true);

    // Pointer: it covers the page; a section opens; a link navigates and closes it.
    await engine.click(HAMBURGER);
    await poll(() => engine.isVisible(MENU)).toBe(true);
    expect(
      await engine.evaluate(() => {
        const box = (
          document.querySelector('.mobile-menu[role="dialog"]') as Element
        ).getBoundingClientRect();
        return {
          left: box.left,
          top: box.top,
          width: box.width === innerWidth,
          height: box.height >= innerHeight,
        };
      }),
    ).toEqual({ left: 0, top: 0, width: true, height: true });
    expect(await engine.attribute(section('AI Agents'), 'aria-expanded')).toBe('false');
    await engine.click(section('AI Agents'));
    await poll(() => engine.attribute(section('AI Agents'), 'aria-expanded')).toBe('true');
    await engine.click({ css: '.mobile-menu__link', text: 'Receptionist' });
    await poll(() => engine.text('h1')).toBe('AI Receptionist');
    expect(await engine.path()).toBe('/ai-services/ai-agents/receptionist');
    await poll(() => engine.isVisible(MENU)).toBe(false);
    await poll(() => engine.isFocused(HAMBURGER)).toBe(true);
  });
});
