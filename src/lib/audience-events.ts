import type { Goal } from './audience';
import { VIEW_EVENT } from './page-names.mjs';

/**
 * What the client tells the boot script, which counts views (src/lib/boot-script.ts):
 * one mechanism for every count, in the one script every page has from its
 * first byte. A detail with `href`: the router showed that page; with `goal`:
 * a form was sent.
 */
export type ViewDetail = { href: string } | { goal: Goal };

const tell = (detail: ViewDetail) => window.dispatchEvent(new CustomEvent(VIEW_EVENT, { detail }));

/** The router has shown a new page at this address. */
export const announceView = (href: string) => tell({ href });

/** A message was sent or a call booked in this visit. */
export const announceGoal = (goal: Goal) => tell({ goal });
