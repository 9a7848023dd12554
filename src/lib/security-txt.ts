/**
 * security.txt's Expires field (RFC 9116 §2.5.5), written by the build
 * (./site-files.ts) and read back by the worker from the deployed file
 * (src/server/outbox/security-txt-expiry.ts): one format, one reader, so the
 * worker knows the expiry the build wrote without working it out again.
 */

/**
 * How long a build's security.txt stays valid. RFC 9116 asks for under a year,
 * so that a file nobody maintains expires; every deploy renews it.
 */
export const SECURITY_TXT_DAYS = 180;

/** The field's line, for a moment: `Expires: 2027-05-25T12:00:00.000Z`. */
export const expiresLine = (expires: Date) => `Expires: ${expires.toISOString()}`;

/** The moment a security.txt's Expires names; null when it has none, or one that is not a date. */
export const securityTxtExpires = (text: string): Date | null => {
  const value = /^Expires:[ \t]*(\S+)[ \t]*\r?$/im.exec(text)?.[1];
  if (value === undefined) return null;
  const expires = new Date(value);
  return Number.isNaN(expires.getTime()) ? null : expires;
};
