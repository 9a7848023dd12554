import type { Browser } from '@playwright/test';
import { availability } from '../../src/content/availability';

/** Visitors so far in this worker process (its id is in the address too). */
let visitors = 0;

/**
 * A new visitor for the booking tests: an address of its own (so the booking
 * rate limit never counts two tests together), JavaScript on or off, a clock
 * of its own (the firm's by default).
 */
export const bookingVisitor = async (
  browser: Browser,
  { javaScript = true, timezoneId = availability.timeZone } = {},
) => {
  visitors += 1;
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    timezoneId,
    extraHTTPHeaders: {
      'cf-connecting-ip': `10.${process.pid % 250}.${Math.floor(visitors / 250)}.${visitors % 250}`,
    },
  });
  return context.newPage();
};
