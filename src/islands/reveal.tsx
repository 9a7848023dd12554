'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { miniAnimate, whenVisible } from '../lib/motion';

export const REVEAL = { durationSeconds: 0.6, slide: 24, visibleAmount: 0.5 } as const;

/**
 * Fades and slides its content in, once, when half of it scrolls into view.
 * Content is only hidden by this script, and only while it is off screen, so
 * without JavaScript, under prefers-reduced-motion or above the fold it is
 * simply there.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    return whenVisible(element, {
      load: miniAnimate.load,
      amount: REVEAL.visibleAmount,
      ifOffScreen: () => {
        element.style.opacity = '0';
        element.style.transform = `translateY(${REVEAL.slide}px)`;
      },
      run: (animate) =>
        animate(
          element,
          { opacity: 1, transform: 'none' },
          { duration: REVEAL.durationSeconds, ease: 'easeOut' },
        ),
      fail: () => {
        element.style.opacity = '';
        element.style.transform = '';
      },
    });
  }, []);

  return (
    <div ref={ref} className={className} data-reveal="">
      {children}
    </div>
  );
}
