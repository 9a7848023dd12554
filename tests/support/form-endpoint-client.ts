import { currentStack } from './ports';

export type EndpointMode = 'ok' | 'slow' | 'error' | 'hang' | 'refuse';
export type WebhookMode = 'ok' | 'error' | 'hang';
export type ReceivedRequest = { method: string; contentType: string; body: string; mode: EndpointMode };

/** The running test's stand-in: its stack's. */
const control = () => `http://127.0.0.1:${currentStack().formControlPort}`;

/** Steers the form endpoint stand-in (tests/support/form-endpoint.mjs) of the running test's stack. */
export const formEndpoint = {
  async mode(mode: EndpointMode) {
    await fetch(`${control()}/mode?set=${mode}`, { method: 'POST' });
  },
  async reset() {
    await fetch(`${control()}/reset`, { method: 'POST' });
  },
  async requests(): Promise<ReceivedRequest[]> {
    return (await fetch(`${control()}/requests`)).json() as Promise<ReceivedRequest[]>;
  },
  /** The stand-in alert webhook: how it answers. */
  async webhookMode(mode: WebhookMode) {
    await fetch(`${control()}/webhook-mode?set=${mode}`, { method: 'POST' });
  },
  /** The alert texts posted to the webhook, oldest first. */
  async alerts(): Promise<string[]> {
    const posts = (await (await fetch(`${control()}/webhook-posts`)).json()) as { body: string }[];
    return posts.map((post) => (JSON.parse(post.body) as { text: string }).text);
  },
  /** The stand-in for the firm's own calendar feed: what it serves. */
  async firmCalendar(ics: string) {
    await fetch(`${control()}/firm-calendar`, { method: 'POST', body: ics });
  },
  /** Whether that feed answers (ok) or fails (down, a 503). */
  async firmCalendarMode(mode: 'ok' | 'down') {
    await fetch(`${control()}/firm-calendar-mode?set=${mode}`, { method: 'POST' });
  },
  /** The requests whose body carries a marker unique to one test. */
  async requestsWith(marker: string) {
    return (await this.requests()).filter((request) => request.body.includes(encodeURIComponent(marker)));
  },
};
