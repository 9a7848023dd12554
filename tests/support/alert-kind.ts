/** What an alert posted to the webhook is about, from its words (src/server/outbox/alerts.ts, endpoint-health.ts). */
export const alertKind = (text: string) =>
  text.includes('has been failing')
    ? 'outage'
    : text.includes('answers again')
      ? 'recovery'
      : text.includes('could not be delivered')
        ? 'undeliverable'
        : text;
