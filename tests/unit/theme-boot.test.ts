import { describe, expect, it, vi } from 'vitest';
import { applyTheme, themeBootScript } from '../../src/lib/theme';

const runBootScript = () => new Function(themeBootScript)();
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
