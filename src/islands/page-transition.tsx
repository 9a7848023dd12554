'use client';

import { AnimatePresence, LazyMotion, m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { useRouter } from 'waku';

export const PAGE_TRANSITION = { duration: 0.6, slide: 100 } as const;

// The animation features load in their own chunk after the page is interactive.
const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.default);

/**
 * Fades and slides page content in and out on route changes. The first page a
 * visitor loads is never animated (it is already painted from HTML, also with
 * JavaScript off), and under prefers-reduced-motion pages swap at once.
 * Scrolling to the top is Waku's router's job; it does it instantly.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { path } = useRouter();
  const still = useReducedMotion() ?? false;

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <div className="page-transition">
        <AnimatePresence initial={false} mode="popLayout">
          <m.div
            key={path}
            initial={still ? false : { opacity: 0, y: PAGE_TRANSITION.slide }}
            animate={{ opacity: 1, y: 0 }}
            exit={still ? undefined : { opacity: 0, y: -PAGE_TRANSITION.slide }}
            transition={{ duration: PAGE_TRANSITION.duration, ease: 'easeOut' }}
          >
            {children}
          </m.div>
        </AnimatePresence>
      </div>
    </LazyMotion>
  );
}
