import { compileSheet, encodePlan } from 'beasties/compiler';
import { describe, expect, it } from 'vitest';
import { pruneCriticalProperties } from '../../scripts/build/critical-properties.mjs';
import { criticalStyleOf, rewritePage } from '../../src/server/page-html.mjs';

const CSS_HREF = '/assets/_layout-abc.css';

// The token file's shape (src/styles/tokens.css), each colour for both themes,
// and a token set again inside nested at-rules.
const TOKENS = [
  ':root{--blue-11:#0d74ce;--red-11:#ce2c31;--brand:var(--blue-11);--ring:var(--red-11)}',
  '@supports (color: red){@media (min-width: 1024px){:root{--red-11:#e5484d}}}',
  '.dark{--blue-11:#70b8ff;--red-11:#ff9592}',
].join('');

/** A page as Waku renders it, through rewritePage as the build does. */
const builtPage = (body: string, css: string) => {
  const page = [
    '<!DOCTYPE html><html lang="en" class="dark"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" crossorigin="anonymous" href="${CSS_HREF}" data-rsc-css-href="${CSS_HREF}" data-precedence="vite-rsc/importer-resources"/>`,
    `</head><body>${body}`,
    '<script id="_R_">globalThis.__WAKU_HYDRATE__ = true;\nglobalThis.__WAKU_INITIAL_RSC__ = (() => {const e = {};return e;})();import("/assets/index-xyz.js")</script>',
    '</body></html>',
  ].join('');
  const plans = new Map([[CSS_HREF, encodePlan(compileSheet(css, { href: CSS_HREF }))]]);
  const { html, problems } = rewritePage(page, { plans, keepPayload: false, rscUrl: '/RSC/R/_root.txt' });
  expect(problems).toEqual([]);
  return html;
};

const inlineCss = (html: string) => criticalStyleOf(html)?.css ?? '';

describe('pruneCriticalProperties', () => {
  it('keeps the tokens the page reads, through a chain of var(), in every theme, and drops the rest', () => {
    const html = builtPage(
      '<a class="link">Home</a>',
      `${TOKENS}.link{color:var(--brand)}.error{color:var(--ring)}`,
    );
    const pruned = inlineCss(pruneCriticalProperties(html));
    expect(pruned).toContain('--brand:var(--blue-11)');
    expect(pruned).toContain('--blue-11:#0d74ce');
    expect(pruned).toContain('--blue-11:#70b8ff');
    expect(pruned).not.toContain('--red-11');
    expect(pruned).not.toContain('--ring');
    // The nested block held only a dropped token: no empty @supports/@media/rule is left behind.
    expect(pruned).not.toContain('@supports');
    expect(pruned).not.toContain('{}');
    expect(pruned).toContain('.link{color:var(--brand)}');
  });

  it('keeps a token only the markup reads, as the logo reads --brand-solid in an SVG attribute', () => {
    const html = builtPage(
      '<svg class="logo"><rect fill="var(--red-11)"/></svg>',
      `${TOKENS}.logo{width:32px}`,
    );
    const pruned = inlineCss(pruneCriticalProperties(html));
    expect(pruned).toContain('--red-11:#ce2c31');
    expect(pruned).toContain('--red-11:#ff9592');
    expect(pruned).toContain('--red-11:#e5484d');
  });

  it('changes nothing but the inline style', () => {
    const html = builtPage('<a class="link">Home</a>', `${TOKENS}.link{color:var(--brand)}`);
    const pruned = pruneCriticalProperties(html);
    const outside = (page: string) => {
      const style = criticalStyleOf(page);
      return style ? page.slice(0, style.start) + page.slice(style.end) : page;
    };
    expect(outside(pruned)).toBe(outside(html));
  });

  it('leaves a page without critical CSS as it is', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>Refused</p></body></html>';
    expect(pruneCriticalProperties(html)).toBe(html);
  });
});
