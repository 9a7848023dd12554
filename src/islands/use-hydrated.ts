import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '../lib/booking-times';

const noSubscription = () => () => {};

/** False in the server render (and so without JavaScript), true once hydrated. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The visitor's time zone as their browser says it: null in the server render
 * (and so without JavaScript, where times are on the firm's clock) and until
 * hydrated, so the first client render matches the server's.
 */
export const useVisitorZone = () => useSyncExternalStore(noSubscription, browserTimeZone, () => null);
