'use client';

import { useEffect, useRef, useState } from 'react';
import { animateValue, whenVisible } from '../lib/motion';

export const COUNT_UP = { durationMs: 2000, visibleAmount: 0.5 } as const;

/**
 * A statistic that counts up from zero, once, when at least half of it is on
 * screen, ending exactly on the target. The HTML carries the final figure, so
 * it is right without JavaScript and under prefers-reduced-motion, where it
 * never moves. Screen readers only ever hear the final figure.
 */
export function StatCounter({ target, suffix }: { target: number; suffix: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    setValue(0);
    let counting: { stop: () => void } | undefined;
    const stopWatching = whenVisible(element, {
      load: animateValue.load,
      amount: COUNT_UP.visibleAmount,
      run: (tween) => {
        counting = tween({
          keyframes: [0, target],
          duration: COUNT_UP.durationMs,
          ease: 'easeOut',
          onUpdate: (latest) => setValue(Math.round(latest)),
          onComplete: () => setValue(target),
        });
      },
      fail: () => setValue(target),
    });
    return () => {
      stopWatching();
      counting?.stop();
    };
  }, [target]);

  return (
    <span ref={ref} className="stat-counter">
      <span aria-hidden="true">
        {value}
        {suffix}
      </span>
      <span className="visually-hidden">
        {target}
        {suffix}
      </span>
    </span>
  );
}
