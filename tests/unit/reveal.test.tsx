// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL, Reveal } from '../../src/islands/reveal';

/** The observers the component created, each with the callback the browser would call. */
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];

class FakeIntersectionObserver {
  record: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

/** What the browser's next intersection check reports to the first observer. */
const reportOnScreen = (onScreen: boolean) =>
  act(() => {
    const [first] = observers;
    first?.callback(
      [{ isIntersecting: onScreen } as IntersectionObserverEntry],
      first as unknown as IntersectionObserver,
    );
  });

const renderReveal = () => {
  const { container } = render(
    <Reveal>
      <p>Step one</p>
    </Reveal>,
  );
  return container.querySelector<HTMLElement>('[data-reveal]');
};

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: false, media: query }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reveal', () => {
  it('asks the browser whether it is on screen instead of measuring layout at mount', () => {
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const element = renderReveal();
    expect(measure).not.toHaveBeenCalled();
    expect(observers).toHaveLength(1);
    expect(element?.style.opacity).toBe('');
  });

  it('leaves content that is on screen as the server rendered it', () => {
    const element = renderReveal();
    reportOnScreen(true);
    expect(element?.style.opacity).toBe('');
    expect(element?.style.transform).toBe('');
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('hides content that is off screen until it is scrolled to', () => {
    const element = renderReveal();
    reportOnScreen(false);
    expect(element?.style.opacity).toBe('0');
    expect(element?.style.transform).toBe(`translateY(${REVEAL.slide}px)`);
  });

  it('stops asking when it unmounts before the answer', () => {
    const { unmount } = render(<Reveal>text</Reveal>);
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('never hides anything under prefers-reduced-motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('reduced-motion'), media: query }) as unknown as MediaQueryList,
    );
    const element = renderReveal();
    expect(observers).toHaveLength(0);
    expect(element?.style.opacity).toBe('');
  });
});
