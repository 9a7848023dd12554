import type { READ_ONLY_SOURCES, Recipient } from '../content/data-facts';

/**
 * Every request the worker makes to another service goes out here, and only
 * to an address one of the operator's declared settings holds: a recipient's
 * (src/content/data-facts.ts, named in the privacy notice and the trust
 * centre) or a source the worker only reads. The platform's `fetch` is used
 * in this file alone (biome.json's noRestrictedGlobals refuses it anywhere
 * else in src/, and tests/unit/outbound.test.ts the forms lint cannot see),
 * and an Address is made only by addressOf, from a declared setting.
 */

/** The settings that address a service the worker sends requests to (a calendar that reads the feed is sent nothing). */
export type OutboundSetting =
  | Exclude<NonNullable<Recipient['configuredBy']>, 'CALENDAR_FEED_SECRET'>
  | keyof typeof READ_ONLY_SOURCES;

declare const addressed: unique symbol;
/** A URL read from a declared setting: the only kind of address a request can go to. */
export type Address<Setting extends OutboundSetting = OutboundSetting> = string & {
  readonly [addressed]: Setting;
};

/** The address a declared setting holds in the worker's environment, trimmed; null when it is not set. */
export const addressOf = <Setting extends OutboundSetting>(
  env: Partial<Record<Setting, string>>,
  setting: Setting,
): Address<Setting> | null => {
  const value = env[setting]?.trim();
  return value ? (value as Address<Setting>) : null;
};

/** How a request is sent: the platform's fetch, or a test's stand-in for it. */
export type Fetch = typeof fetch;

/** Sends one request to a declared service. */
export const requestTo = (address: Address, init: RequestInit, via: Fetch = fetch): Promise<Response> =>
  via(address, init);
