import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server render (and so without JavaScript), true once hydrated. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
