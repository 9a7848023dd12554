import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetFailures } from '../../bench/budgets.mjs';
import { type PageWeight, RESOURCE_KINDS, type WeighedResponse } from '../../bench/page-weight.mjs';

const response = (
  path: string,
  kind: WeighedResponse['kind'],
  gzip: number,
  contentType = '',
  beforeLoad = kind === 'html',
): WeighedResponse => ({
  url: `http://127.0.0.1:8788${path}`,
  status: 200,
  kind,
  contentType,
  gzip,
  raw: gzip * 3,
  wire: gzip * 3,
  beforeLoad,
});

const weightOf = (responses: WeighedResponse[], extra: Partial<PageWeight> = {}): PageWeight => {
  const totals = Object.fromEntries(
    RESOURCE_KINDS.map((kind) => {
      const ofKind = responses.filter((entry) => entry.kind === kind);
      return [
        kind,
        { gzip: ofKind.reduce((sum, entry) => sum + entry.gzip, 0), wire: 0, count: ofKind.length },
      ];
    }),
  ) as PageWeight['totals'];
  const early = responses.filter((entry) => entry.beforeLoad && entry.kind !== 'image');
  return {
    url: 'http://127.0.0.1:8788/',
    status: 200,
    requests: responses.length,
    worker: null,
    totals,
    beforeLoad: { gzip: early.reduce((sum, entry) => sum + entry.gzip, 0), count: early.length },
    untilH1: responses.find((entry) => entry.kind === 'html')?.gzip ?? 0,
    responses: [...responses].sort((a, b) => b.gzip - a.gzip),
    foreign: [],
    images: [],
    ...extra,
  };
};

describe('budgetFailures', () => {
  it('passes a page within every budget', () => {
    const page = weightOf([
      response('/', 'html', 12_000),
      response('/app.js', 'js', 80_000),
      response('/a.css', 'css', 16_000),
    ]);
    expect(budgetFailures('/', page)).toEqual([]);
  });

  it('names the route, the figure and the biggest contributors of a budget it breaks', () => {
    const page = weightOf([
      response('/', 'html', 12_000),
      response('/assets/runtime.js', 'js', BUDGETS.js - 1000),
      response('/assets/menu.js', 'js', 4096),
    ]);
    const [failure, ...rest] = budgetFailures('/contact', page);
    expect(rest).toEqual([]);
    expect(failure).toContain('/contact: JS 107.0 KB gzip is over its 104.0 KB budget');
    expect(failure).toContain('/assets/runtime.js 103.0 KB, /assets/menu.js 4.0 KB');
  });

  it('holds what is fetched before the load event to its own budget, naming those files', () => {
    const page = weightOf([
      response('/', 'html', 13_000),
      response('/assets/index.js', 'js', 13_000, 'text/javascript', true),
      response('/assets/late.js', 'js', 40_000),
    ]);
    expect(budgetFailures('/', page)).toEqual([
      '/: 25.4 KB gzip of HTML, CSS and JS before the load event is over its 25.0 KB budget; biggest: / 12.7 KB, /assets/index.js 12.7 KB',
    ]);
  });

  it('holds the document to what fits the first round trip', () => {
    expect(budgetFailures('/', weightOf([response('/', 'html', BUDGETS.html)]))).toEqual([]);
    expect(budgetFailures('/', weightOf([response('/', 'html', BUDGETS.html + 1)]))).toEqual([
      '/: HTML 13.3 KB gzip is over its 13.3 KB budget, what fits the first round trip; biggest: / 13.3 KB',
    ]);
  });

  it('lets a reading page run to 40 KB, as long as its h1 arrives in the first round trip', () => {
    const article = '/insights/a-piece';
    const long = response(article, 'html', 30_000);
    expect(budgetFailures(article, weightOf([long], { untilH1: 9_000 }))).toEqual([]);
    expect(budgetFailures('/insights', weightOf([long], { untilH1: 9_000 }))[1]).toContain(
      '/insights: HTML 29.3 KB gzip is over its 13.3 KB budget',
    );
    expect(budgetFailures(article, weightOf([long], { untilH1: BUDGETS.html + 1 }))).toEqual([
      '/insights/a-piece: 13.3 KB gzip of the document up to the end of its h1 is over the 13.3 KB that fit the first round trip',
    ]);
    expect(
      budgetFailures(article, weightOf([response(article, 'html', BUDGETS.readingHtml + 1)]))[1],
    ).toContain('HTML 40.0 KB gzip is over its 40.0 KB budget');
  });

  it('refuses other origins, old image formats, images without dimensions and non-WOFF2 fonts', () => {
    const page = weightOf(
      [response('/photo.png', 'image', 10, 'image/png'), response('/font.ttf', 'font', 10, 'font/ttf')],
      {
        foreign: ['https://fonts.example.com/css'],
        images: [{ src: 'http://127.0.0.1:8788/photo.png', width: '1200', height: null }],
      },
    );
    expect(budgetFailures('/', page)).toEqual([
      '/: request to another origin: https://fonts.example.com/css',
      '/: image not in a modern format: /photo.png (image/png)',
      '/: font not in WOFF2: /font.ttf (font/ttf)',
      '/: <img> without explicit width and height: http://127.0.0.1:8788/photo.png',
    ]);
  });
});
