import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, themeBootScript } from '../../src/lib/theme';

// The script adds a click listener to the document: each test removes the ones it added.
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const runBootScript = () => {
  const add = document.addEventListener.bind(document);
  const spy = vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener]);
    add(type, listener, options);
  });
  new Function(themeBootScript)();
  spy.mockRestore();
};
afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
  document.body.innerHTML = '';
});
const root = () => document.documentElement;

describe('theme boot script (runs in <head> before first paint)', () => {
  it('applies dark when nothing is saved', () => {
    root().className = 'light';
    runBootScript();
    expect(root().className).toBe('dark js');
    expect(root().style.colorScheme).toBe('dark');
  });

  it('applies the saved theme', () => {
    localStorage.setItem('theme', 'light');
    root().className = 'dark';
    runBootScript();
    expect(root().classList.contains('light')).toBe(true);
    expect(root().classList.contains('dark')).toBe(false);
  });

  it('ignores a saved value that is not a theme', () => {
    localStorage.setItem('theme', '"light"');
    runBootScript();
    expect(root().className).toBe('dark js');
  });

  it('falls back to dark when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runBootScript();
    expect(root().className).toBe('dark js');
  });
});

describe('applyTheme', () => {
  it('swaps the class and colour scheme on the element', () => {
    applyTheme(root(), 'light');
    expect(root().className).toBe('light');
    applyTheme(root(), 'dark');
    expect(root().className).toBe('dark');
    expect(root().style.colorScheme).toBe('dark');
  });
});

describe('theme boot script: presses before React answers events', () => {
  const button = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild as HTMLElement;
  };

  it('switches the theme and saves it when a theme toggle is pressed', () => {
    runBootScript();
    const toggle = button('<button class="theme-toggle"><svg></svg></button>');
    (toggle.querySelector('svg') as Element).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root().classList.contains('light')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('marks any other button, the last one only, for the client to press again', () => {
    runBootScript();
    document.body.innerHTML = '<button id="a"></button><button id="b"></button>';
    document.getElementById('a')?.click();
    document.getElementById('b')?.click();
    expect(document.querySelectorAll('[data-early-click]')).toHaveLength(1);
    expect(document.getElementById('b')?.hasAttribute('data-early-click')).toBe(true);
  });

  it('stands down once the client has set data-live on <html>', () => {
    runBootScript();
    root().setAttribute('data-live', '');
    const toggle = button('<button class="theme-toggle"></button>');
    toggle.click();
    expect(root().classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBeNull();
    root().removeAttribute('data-live');
  });
});
