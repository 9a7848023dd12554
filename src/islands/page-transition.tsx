'use client';

import { AnimatePresence, LazyMotion, m, useIsPresent, useReducedMotion } from 'framer-motion';
import type { ReactNode, Ref } from 'react';
import { useRouter } from 'waku';

export const PAGE_TRANSITION = { duration: 0.6, slide: 100 } as const;

// The animation features load in their own chunk after the page is interactive.
const loadMotionFeatures = () => import('./motion-features').then((mod) => mod.default);

/** One page's content. While it leaves it is inert and hidden from assistive technology. */
function PageFrame({
  still,
  children,
  ref,
}: {
  still: boolean;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const present = useIsPresent();
  return (
    <m.div
      ref={ref}
      inert={!present}
      aria-hidden={present ? undefined : true}
      initial={still ? false : { opacity: 0, y: PAGE_TRANSITION.slide }}
      animate={{ opacity: 1, y: 0 }}
      exit={still ? undefined : { opacity: 0, y: -PAGE_TRANSITION.slide }}
      transition={{ duration: PAGE_TRANSITION.duration, ease: 'easeOut' }}
    >
      {children}
    </m.div>
  );
}

/**
 * Fades and slides page content in and out on route changes; the leaving page
 * is taken out of the flow so the new one enters at the same time. The first
 * page a visitor loads is never animated (it is already painted from HTML,
 * also with JavaScript off), and under prefers-reduced-motion pages swap at
 * once. Scrolling to the top is Waku's router's job; it does it instantly.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { path } = useRouter();
  const still = useReducedMotion() ?? false;

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <div className="page-transition">
        <AnimatePresence initial={false} mode="popLayout">
          <PageFrame key={path} still={still}>
            {children}
          </PageFrame>
        </AnimatePresence>
      </div>
    </LazyMotion>
  );
}
