'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The year in the copyright line. The static HTML carries the build year;
 * once hydrated it shows the visitor's current year, so a page prerendered
 * last December is right in January.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
