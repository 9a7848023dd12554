/**
 * What the CONTACT_RATE_LIMITER binding (wrangler.toml) counts for one
 * visitor's address, each under a key of its own: the limit applies to each
 * apart, so a visitor may send that many messages and also make that many
 * bookings or changes to a booking. The server actions take their keys here,
 * and the privacy notice and the trust centre say what is counted from here
 * (src/content/data-facts.ts), so a new use of the limiter is disclosed.
 */
export const RATE_LIMITED = {
  /** The contact form (src/server/contact/action.ts). */
  contact: 'messages',
  /** Booking a call, and cancelling or moving one (src/server/booking/action.ts). */
  booking: 'bookings and changes to a booking',
} as const;

export type RateLimited = keyof typeof RATE_LIMITED;

/** The limiter's key for one use from one address: `contact:<ip>`, `booking:<ip>`. */
export const rateLimitKey = (use: RateLimited, address: string) => `${use}:${address}`;
