/** The id of the marker after a page's opening: the document's render-blocking `<link rel="expect">` (pages/_root.tsx) names it. */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * An empty marker after what must paint whole: the header and the page's
 * opening (the hero, a reading page's header, a list's introduction). The
 * first paint waits until it is parsed. Chromium ends that wait when the
 * target's start tag is parsed, not its end as the spec has it: with the
 * header as the target, a busy phone painted a half-parsed header (the actions
 * then pushed the navigation aside), or a half-parsed hero scene. Empty, the
 * marker is the same point either way. A page without one (contact, 404)
 * paints once it is parsed whole; both are small.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
