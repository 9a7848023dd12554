// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript, FRESH_VISIT_CLASS } from '../../src/lib/boot-script';

// The script adds listeners to window: each test removes the ones it added.
const listeners: [string, EventListenerOrEventListenerObject, boolean][] = [];
const runBootScript = (script = bootScript) => {
  const add = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (listener) listeners.push([type, listener, options === true]);
    add(type, listener, options);
  });
  new Function(script)();
  spy.mockRestore();
};
afterEach(() => {
  for (const [type, listener, capture] of listeners.splice(0))
    window.removeEventListener(type, listener, capture);
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-live');
});
const root = () => document.documentElement;
const button = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('boot script: the theme before first paint', () => {
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

describe('boot script: the saved theme is the item src/lib/browser-storage.ts declares', () => {
  it('reads, writes and follows the declared key, in the declared storage', async () => {
    vi.resetModules();
    vi.doMock('../../src/lib/browser-storage', async (importOriginal) => {
      const declaration = await importOriginal<typeof import('../../src/lib/browser-storage')>();
      const renamed = { ...declaration.THEME_CHOICE, key: 'renamed-theme', mechanism: 'sessionStorage' };
      return { ...declaration, THEME_CHOICE: renamed };
    });
    const { bootScript: renamedScript } = await import('../../src/lib/boot-script');
    vi.doUnmock('../../src/lib/browser-storage');
    sessionStorage.setItem('renamed-theme', 'light');
    runBootScript(renamedScript);
    expect(root().classList.contains('light')).toBe(true);
    button('<button class="theme-toggle"></button>').click();
    expect(sessionStorage.getItem('renamed-theme')).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'renamed-theme', newValue: 'light' }));
    expect(root().classList.contains('light')).toBe(true);
    expect(localStorage.length).toBe(0);
    sessionStorage.clear();
  });
});

describe('boot script: a fresh visit, whose sections off screen may wait', () => {
  const visit = (type: NavigationTimingType, url = '/') => {
    history.replaceState(null, '', url);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
    runBootScript();
    history.replaceState(null, '', '/');
    return root().classList.contains(FRESH_VISIT_CLASS);
  };

  it('marks a navigation to the top of a page', () => {
    expect(visit('navigate')).toBe(true);
  });

  it('leaves it off where the browser restores or seeks a scroll position', () => {
    expect(visit('reload')).toBe(false);
    root().className = '';
    expect(visit('back_forward')).toBe(false);
    root().className = '';
    expect(visit('navigate', '/insights#sources')).toBe(false);
  });
});

describe('boot script: what moves inside content that content-visibility skips', () => {
  /** An animation as getAnimations returns it, in a play state, with pause and play that set it. */
  const animation = (playState: AnimationPlayState) => {
    const fake = {
      playState,
      pause: vi.fn(() => (fake.playState = 'paused')),
      play: vi.fn(() => (fake.playState = 'running')),
    };
    return fake;
  };
  const changeState = (target: Element, skipped: boolean) =>
    target.dispatchEvent(Object.assign(new Event('contentvisibilityautostatechange'), { skipped }));

  it('pauses the running animations inside while skipped, and plays those it paused once rendered again', () => {
    runBootScript();
    const section = document.createElement('section');
    document.body.append(section);
    const running = animation('running');
    const finished = animation('finished');
    const pausedByItsCode = animation('paused');
    const getAnimations = vi.fn(() => [running, finished, pausedByItsCode]);
    Object.assign(section, { getAnimations });

    changeState(section, true);
    expect(getAnimations).toHaveBeenCalledWith({ subtree: true });
    expect(running.pause).toHaveBeenCalledTimes(1);
    expect(finished.pause).not.toHaveBeenCalled();

    changeState(section, false);
    expect(running.play).toHaveBeenCalledTimes(1);
    // A finished animation is not started again, nor one its own code had paused.
    expect(finished.play).not.toHaveBeenCalled();
    expect(pausedByItsCode.play).not.toHaveBeenCalled();
    expect(running.playState).toBe('running');
  });
});

describe('boot script: theme toggles, and presses before React answers events', () => {
  it('switches the theme and saves it at every press of a theme toggle, before and after hydration', () => {
    runBootScript();
    const toggle = button('<button class="theme-toggle"><svg></svg></button>');
    (toggle.querySelector('svg') as Element).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root().classList.contains('light')).toBe(true);
    expect(root().style.colorScheme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    root().setAttribute('data-live', 'hydrated');
    toggle.click();
    expect(root().classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    root().removeAttribute('data-live');
  });

  it('follows a theme saved in another tab, and ignores other keys and values', () => {
    runBootScript();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    expect(root().classList.contains('light')).toBe(true);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'blue' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'dark' }));
    expect(root().classList.contains('light')).toBe(true);
  });

  it('before React answers events: marks any other button, the last one only, for the client to press again', () => {
    runBootScript();
    document.body.innerHTML = '<button id="a"></button><button id="b"></button>';
    document.getElementById('a')?.click();
    document.getElementById('b')?.click();
    expect(document.querySelectorAll('[data-early-click]')).toHaveLength(1);
    expect(document.getElementById('b')?.hasAttribute('data-early-click')).toBe(true);
  });

  it('before React answers events: takes the hamburger to its early address', () => {
    runBootScript();
    button('<button data-early-href="#site-links"></button>').click();
    expect(window.location.hash).toBe('#site-links');
    expect(document.querySelectorAll('[data-early-click]')).toHaveLength(0);
  });

  it('while React hydrates: keeps the mark only on a press React swallowed (stopped before it bubbled)', () => {
    runBootScript();
    root().setAttribute('data-live', '');
    document.body.innerHTML = '<button id="delivered"></button><button id="swallowed"></button>';
    document.getElementById('delivered')?.click();
    expect(document.querySelectorAll('[data-early-click]')).toHaveLength(0);
    const swallow = (event: Event) => event.stopPropagation();
    document.addEventListener('click', swallow, true);
    document.getElementById('swallowed')?.click();
    document.removeEventListener('click', swallow, true);
    expect(document.getElementById('swallowed')?.hasAttribute('data-early-click')).toBe(true);
  });

  it('once hydrated: marks nothing, and the theme toggle still switches the theme', () => {
    runBootScript();
    root().setAttribute('data-live', 'hydrated');
    button('<button id="late"></button>').click();
    expect(document.querySelectorAll('[data-early-click]')).toHaveLength(0);
    button('<button class="theme-toggle"></button>').click();
    expect(root().classList.contains('light')).toBe(true);
  });
});
