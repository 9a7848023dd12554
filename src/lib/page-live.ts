import { LIVE_ATTRIBUTE } from './boot-script';

/** Whether the page has hydrated: src/client-app.tsx marks <html> once it has. */
export const pageIsLive = () => document.documentElement.getAttribute(LIVE_ATTRIBUTE) === 'hydrated';
