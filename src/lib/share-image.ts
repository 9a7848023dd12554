/**
 * The share image every page falls back to: the 404 page's. Drawn at build
 * time, like each route's card, by scripts/build/share-cards.mjs.
 */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Where the build writes a route's own share card: /og/home.png, /og/<route>.png. */
export const shareImagePath = (route: string) => `/og${route === '/' ? '/home' : route}.png`;
