'use client';

import { Activity, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku';
import { countFirstView, countRouterView } from '../lib/count-views';
import { miniAnimate } from '../lib/motion';
import { onNavigationStart } from '../lib/navigation-start';
import { useScrollMemory } from './scroll-memory';

export const PAGE_TRANSITION = { duration: 0.6, slide: 100 } as const;

type MiniAnimate = NonNullable<ReturnType<typeof miniAnimate.loaded>>;
type Animation = ReturnType<MiniAnimate>;
type Keyframes = Parameters<MiniAnimate>[1];
/** The animation in flight, and a count that lets a late-loading start know it was superseded. */
type PlayState = { animation: Animation | null; generation: number };

/**
 * Starts one animation of the page frame, replacing the one still running.
 * The animation code arrives with the first navigation; until it has, the
 * frame waits hidden at the first keyframe rather than flash in place.
 */
const play = (
  frame: HTMLElement | null,
  running: PlayState,
  keyframes: Keyframes & { opacity: number | number[] },
  ease: 'easeIn' | 'easeOut',
) => {
  running.animation?.stop();
  running.animation = null;
  const generation = ++running.generation;
  if (!frame || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const start = (animate: MiniAnimate) => {
    if (generation !== running.generation) return;
    running.animation = animate(frame, keyframes, { duration: PAGE_TRANSITION.duration, ease });
  };
  const animate = miniAnimate.loaded();
  if (animate) return start(animate);
  if (Array.isArray(keyframes.opacity)) frame.style.opacity = String(keyframes.opacity[0]);
  void miniAnimate.load().then(start);
};

/**
 * Fades and slides page content out when a navigation starts and in once the
 * new page has rendered. framer-motion's mini `animate` runs both on the
 * compositor (Web Animations API) for a few KB instead of the full React
 * animation runtime. The first page a visitor loads is never animated (it is
 * painted from HTML, also with JavaScript off), and under
 * prefers-reduced-motion nothing moves. A link's new page starts at the top
 * (Waku's router scrolls it there); Back and Forward return to where the
 * visitor was (./scroll-memory.ts).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { path, query } = useRouter();
  const frameRef = useRef<HTMLDivElement>(null);
  const shownPath = useRef(path);
  const running = useRef<PlayState>({ animation: null, generation: 0 });
  useScrollMemory(shownPath);

  useEffect(() => {
    const leave = (route: { path: string }) => {
      if (route.path === shownPath.current) return;
      play(
        frameRef.current,
        running.current,
        { opacity: 0, transform: `translateY(-${PAGE_TRANSITION.slide}px)` },
        'easeIn',
      );
    };
    return onNavigationStart(leave);
  }, []);

  // Before paint, so the new page never flashes in place before it animates.
  useLayoutEffect(() => {
    if (path === shownPath.current) return;
    shownPath.current = path;
    play(
      frameRef.current,
      running.current,
      { opacity: [0, 1], transform: [`translateY(${PAGE_TRANSITION.slide}px)`, 'none'] },
      'easeOut',
    );
  }, [path]);

  // The audience figures: the page loaded first, then each page the router shows.
  const countedHref = useRef<string | null>(null);
  useEffect(() => {
    const href = new URL(query ? `${path}?${query}` : path, window.location.href).href;
    if (countedHref.current === null) countFirstView();
    else if (href !== countedHref.current) countRouterView(href, countedHref.current);
    countedHref.current = href;
  }, [path, query]);

  // The page's content is a boundary of its own (an Activity, which the
  // server never outlines, unlike Suspense): the shell around it (header,
  // footer, theme toggles) hydrates and commits first, and the content at
  // idle priority after, in renders and a commit of its own. Until the shell
  // had committed, any press anywhere made React hydrate the whole document
  // at once, in the press's task; a press inside the content before it has
  // hydrated now hydrates the content alone, then reaches its target.
  return (
    <div ref={frameRef} className="page-transition">
      <Activity mode="visible">{children}</Activity>
    </div>
  );
}
