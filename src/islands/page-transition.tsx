'use client';

import { animate } from 'framer-motion/dom/mini';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';

export const PAGE_TRANSITION = { duration: 0.6, slide: 100 } as const;

type Animation = ReturnType<typeof animate>;

/** Starts one animation of the page frame, replacing the one still running. */
const play = (
  frame: HTMLElement | null,
  running: { current: Animation | null },
  keyframes: Parameters<typeof animate>[1],
  ease: 'easeIn' | 'easeOut',
) => {
  running.current?.stop();
  running.current = null;
  if (!frame || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  running.current = animate(frame, keyframes, { duration: PAGE_TRANSITION.duration, ease });
};

/**
 * Fades and slides page content out when a navigation starts and in once the
 * new page has rendered. framer-motion's mini `animate` runs both on the
 * compositor (Web Animations API) for a few KB instead of the full React
 * animation runtime. The first page a visitor loads is never animated (it is
 * painted from HTML, also with JavaScript off), and under
 * prefers-reduced-motion nothing moves. Waku's router scrolls to the top.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { path, unstable_events: routeEvents } = useRouter();
  const frameRef = useRef<HTMLDivElement>(null);
  const shownPath = useRef(path);
  const running = useRef<Animation | null>(null);

  useEffect(() => {
    const leave = (route: { path: string }) => {
      if (route.path === shownPath.current) return;
      play(
        frameRef.current,
        running,
        { opacity: 0, transform: `translateY(-${PAGE_TRANSITION.slide}px)` },
        'easeIn',
      );
    };
    routeEvents.on('start', leave);
    return () => routeEvents.off('start', leave);
  }, [routeEvents]);

  // Before paint, so the new page never flashes in place before it animates.
  useLayoutEffect(() => {
    if (path === shownPath.current) return;
    shownPath.current = path;
    play(
      frameRef.current,
      running,
      { opacity: [0, 1], transform: [`translateY(${PAGE_TRANSITION.slide}px)`, 'none'] },
      'easeOut',
    );
  }, [path]);

  return (
    <div ref={frameRef} className="page-transition">
      {children}
    </div>
  );
}
