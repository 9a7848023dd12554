// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticleCanvas } from '../../src/islands/particle-canvas';

type Media = { fine: boolean; reduced: boolean };

const fakeContext = () =>
  ({
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    globalAlpha: 1,
    fillStyle: '',
  }) as unknown as CanvasRenderingContext2D;

let frames: FrameRequestCallback[] = [];
let context: CanvasRenderingContext2D;

const setMedia = ({ fine, reduced }: Media) => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduced-motion') ? reduced : fine,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }) as unknown as MediaQueryList,
  );
};

/** Runs queued animation frames until none is requested any more. */
const runFrames = () => {
  let count = 0;
  while (frames.length > 0) {
    const queued = frames;
    frames = [];
    for (const callback of queued) callback(performance.now());
    count += queued.length;
  }
  return count;
};

beforeEach(() => {
  frames = [];
  context = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const moveMouse = () =>
  act(() => {
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 10, clientY: 20 }));
  });

describe('ParticleCanvas', () => {
  it('is hidden from assistive technology', () => {
    setMedia({ fine: true, reduced: false });
    const { container } = render(<ParticleCanvas />);
    expect(container.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('requests no frame while idle, animates after a mouse move for 50 frames, then stops', () => {
    setMedia({ fine: true, reduced: false });
    render(<ParticleCanvas />);
    expect(frames).toHaveLength(0);
    moveMouse();
    moveMouse();
    expect(frames).toHaveLength(1);
    expect(runFrames()).toBe(50);
    expect(frames).toHaveLength(0);
    // 6 particles per move, two moves, drawn on the first frame.
    expect(vi.mocked(context.arc).mock.calls.length).toBeGreaterThanOrEqual(12);
  });

  it('does nothing on touch-only devices, not even take a 2D context', () => {
    setMedia({ fine: false, reduced: false });
    render(<ParticleCanvas />);
    moveMouse();
    expect(frames).toHaveLength(0);
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
  });

  it('does nothing under prefers-reduced-motion', () => {
    setMedia({ fine: true, reduced: true });
    render(<ParticleCanvas />);
    moveMouse();
    expect(frames).toHaveLength(0);
  });

  it('sizes itself at the first mouse move, in device pixels on high-DPI screens', () => {
    vi.spyOn(window, 'devicePixelRatio', 'get').mockReturnValue(2);
    setMedia({ fine: true, reduced: false });
    const { container } = render(<ParticleCanvas />);
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    // Not as the page hydrates: a 2D context costs the main thread, and a
    // window-sized canvas is megabytes to allocate.
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(context.setTransform).not.toHaveBeenCalled();
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 10, clientY: 10 }));
    expect(canvas.width).toBe(window.innerWidth * 2);
    expect(context.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
  });
});
