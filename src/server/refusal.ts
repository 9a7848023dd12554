import { type AnswerReason, refusals, waysBack } from '../content/refusals';
import { site } from '../content/site';
import { markupText } from '../lib/markup-text';

/**
 * The site's look in a few hundred bytes: the brand, its colours in both
 * themes (the visitor's system setting: there is no script on this page) and
 * its type. The refusal pages stand alone, so a request that never reached a
 * route still gets an answer that looks like the firm's.
 */
const STYLE =
  ':root{color-scheme:light dark;--bg:#fff;--text:#1c2024;--muted:#60646c;--link:#0d74ce}' +
  '@media (prefers-color-scheme:dark){:root{--bg:#111113;--text:#edeef0;--muted:#b0b4ba;--link:#70b8ff}}' +
  'body{margin:0;background:var(--bg);color:var(--muted);font:1rem/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",system-ui,sans-serif}' +
  'main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}' +
  '.brand{display:inline-flex;gap:.6rem;align-items:center;color:var(--text);font-weight:700;text-decoration:none}' +
  '.eyebrow{margin:3rem 0 .5rem;color:var(--link);font-weight:600;font-size:.875rem;text-transform:uppercase;letter-spacing:.08em}' +
  'h1{margin:0 0 1rem;color:var(--text);font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.15;letter-spacing:-.02em}' +
  'a{color:var(--link)}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;margin-top:2rem}' +
  `.button{padding:.7rem 1.2rem;border-radius:.6rem;background:${site.brand.solid};color:#fff;font-weight:600;text-decoration:none}` +
  'a:focus-visible{outline:2px solid var(--link);outline-offset:3px}';

/** The brand's name as HTML text: a rebrand may bring an "&" or a "<". */
const brandName = markupText(site.name);

const page = (status: number, reason: AnswerReason) => {
  const { title, text, next = waysBack.home } = refusals[reason];
  const secondary = next === waysBack.home ? waysBack.contact : waysBack.home;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title} | ${brandName}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>` +
    `<body><main><a class="brand" href="/"><img src="/favicon.svg" width="32" height="32" alt="">${brandName}</a>` +
    `<p class="eyebrow">Error ${status}</p><h1>${title}</h1><p>${text}</p>` +
    `<p class="actions"><a class="button" href="${next.href}">${next.label}</a><a href="${secondary.href}">${secondary.label}</a></p>` +
    `</main></body></html>`
  );
};

export type Answer = {
  status: number;
  reason: AnswerReason;
  /** The methods the path takes, for 405, 501 and OPTIONS. */
  allow?: string;
  /** RSC paths are read by Waku's client, not people: plain text. */
  plain: boolean;
};

/** A refusal as a response: short, in words, never a framework's message or a stack trace. */
export const answer = ({ status, reason, allow, plain }: Answer) => {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (allow) headers.set('Allow', allow);
  if (plain) {
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(`${refusals[reason].title}\n`, { status, headers });
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(page(status, reason), { status, headers });
};
