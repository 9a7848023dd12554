import { describe, expect, it } from 'vitest';
import { deviceFigures } from '../../bench/device-figures.mjs';
import type { VisitFigures } from '../../bench/main-thread.mjs';
import { RESOURCE_KINDS } from '../../bench/page-weight.mjs';
import {
  compareFigures,
  formatPeerReport,
  type PageFigures,
  type PeerPage,
} from '../../bench/peer-report.mjs';
import type { LighthouseFigures, MainThreadFigures, Report } from '../../bench/report.mjs';

const lighthouse = (figures: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1200,
  tbt: 0,
  cls: 0,
  speedIndex: 1000,
  mainThreadWall: 200,
  mainThreadCpu: 80,
  cpuBlocking: 0,
  lcpElement: null,
  failedAudits: [],
  ...figures,
});

const device = (figures: Partial<MainThreadFigures>): MainThreadFigures => ({
  lcp: 1000,
  longestTask: 60,
  blocking: 10,
  slowestInteraction: 40,
  interactions: 2,
  toggleWorst: 30,
  toggleMoments: [30, 20, 16, 16],
  toggleLost: 0,
  worstLongTasks: [],
  ...figures,
});

const page = (gzip: number, extra: Partial<PageFigures> = {}): PageFigures => ({
  requests: 10,
  bytes: Object.fromEntries(
    RESOURCE_KINDS.map((kind) => [kind, { gzip, wire: gzip, count: 1 }]),
  ) as PageFigures['bytes'],
  beforeLoad: { gzip: 2 * gzip, count: 2 },
  mainThread: { phone: device({}), laptop: device({}) },
  lighthouse: lighthouse({}),
  ...extra,
});

const figure = (figures: ReturnType<typeof compareFigures>, name: string) =>
  figures.find((entry) => entry.figure === name);

describe('compareFigures', () => {
  it('gives each figure as ours, theirs and ours/theirs, in the unit its name gives', () => {
    const figures = compareFigures(
      page(1024, { lighthouse: lighthouse({ tbt: 30, lcp: 1500.4 }) }),
      page(4096, { lighthouse: lighthouse({ tbt: 120, lcp: 3000.2 }) }),
    );
    expect(figure(figures, 'Lighthouse TBT ms')).toEqual({
      figure: 'Lighthouse TBT ms',
      ours: 30,
      theirs: 120,
      ratio: 0.25,
    });
    expect(figure(figures, 'Lighthouse LCP ms')).toEqual({
      figure: 'Lighthouse LCP ms',
      ours: 1500,
      theirs: 3000,
      ratio: 0.5,
    });
    expect(figure(figures, 'JS KB')).toEqual({ figure: 'JS KB', ours: 1, theirs: 4, ratio: 0.25 });
    expect(figure(figures, 'All KB')).toEqual({ figure: 'All KB', ours: 6, theirs: 24, ratio: 0.25 });
    expect(figure(figures, 'Lighthouse CLS')).toEqual({
      figure: 'Lighthouse CLS',
      ours: 0,
      theirs: 0,
      ratio: 1,
    });
  });

  it('compares the main thread per device of ours, and the toggle at each moment', () => {
    const names = compareFigures(page(1), page(1)).map((entry) => entry.figure);
    expect(names).toContain('phone: slowest input ms');
    expect(names).toContain('laptop: longest task ms');
    expect(names.filter((name) => name.startsWith('laptop: toggle'))).toEqual([
      'laptop: toggle ms at +0',
      'laptop: toggle ms at +400',
      'laptop: toggle ms at +800',
      'laptop: toggle ms at +1500',
    ]);
  });

  it('has no input or toggle figure of theirs where they had no toggle in view', () => {
    const untapped = device({ slowestInteraction: 0, interactions: 0, toggleMoments: [], toggleWorst: null });
    const figures = compareFigures(page(1), page(1, { mainThread: { phone: untapped, laptop: device({}) } }));
    expect(figure(figures, 'phone: slowest input ms')).toMatchObject({ ours: 40, theirs: null, ratio: null });
    expect(figure(figures, 'phone: toggle ms at +400')).toMatchObject({
      ours: 20,
      theirs: null,
      ratio: null,
    });
    expect(figure(figures, 'laptop: toggle ms at +400')).toMatchObject({ ours: 20, theirs: 20, ratio: 1 });
  });

  it('times taps too quick for Event Timing to report as 0 ms, not as missing', () => {
    const quick = device({ slowestInteraction: 0, interactions: 0 });
    const figures = compareFigures(page(1), page(1, { mainThread: { phone: quick, laptop: quick } }));
    expect(figure(figures, 'laptop: slowest input ms')).toMatchObject({ ours: 40, theirs: 0, ratio: null });
  });

  it('has no visit LCP where most visits were scrolled before their first paint', () => {
    const unpainted = device({ lcp: 0 });
    const figures = compareFigures(
      page(1),
      page(1, { mainThread: { phone: unpainted, laptop: device({}) } }),
    );
    expect(figure(figures, 'phone: visit LCP ms')).toMatchObject({ ours: 1000, theirs: null, ratio: null });
  });

  it('has no Lighthouse figures for a page it did not audit', () => {
    const figures = compareFigures(page(1), page(1, { lighthouse: null }));
    expect(figure(figures, 'Lighthouse TBT ms')).toMatchObject({ theirs: null, ratio: null });
  });
});

describe('formatPeerReport', () => {
  it('prints a table of ours, theirs and the ratio per pair, and what to know to read it', () => {
    const untapped = device({ slowestInteraction: 0, interactions: 0, toggleMoments: [], toggleWorst: null });
    const theirs: PeerPage = {
      ...page(2048, { mainThread: { phone: untapped, laptop: device({ toggleLost: 1 }) } }),
      url: 'http://127.0.0.1:4321/services',
      status: 200,
      foreign: ['https://images.unsplash.com/photo-1', 'https://images.unsplash.com/photo-2'],
    };
    const ours = page(1024);
    const report = {
      runs: 5,
      routes: [{ route: '/ai-services/private-ai-legal-assistant', ...ours }],
      peer: {
        base: 'http://127.0.0.1:4321',
        toggle: '[data-aw-toggle-color-scheme]',
        pairs: [
          { route: '/ai-services/private-ai-legal-assistant', figures: compareFigures(ours, theirs), theirs },
        ],
      },
    } as unknown as Report & { peer: NonNullable<Report['peer']> };
    const text = formatPeerReport(report);
    expect(text).toContain('medians of 5 runs each, ours and theirs alternating run by run');
    expect(text).toContain(
      'Ours /ai-services/private-ai-legal-assistant beside theirs http://127.0.0.1:4321/services (status 200)',
    );
    expect(text).toMatch(/Figure +Ours +Theirs +Ours\/theirs/);
    expect(text).toMatch(/JS KB +1 +2 +0\.50/);
    expect(text).toMatch(/phone: slowest input ms +40 +n\/a +n\/a/);
    expect(text).toContain(
      'Interactions of 16 ms or more in a visit (fewest; Event Timing sees no quicker ones), ours/theirs: phone 2/0, laptop 2/2',
    );
    expect(text).toContain('Toggle presses lost, ours/theirs: phone 0/0, laptop 0/1');
    expect(text).toContain('Theirs has no theme toggle in view on the phone');
    expect(text).toContain('Theirs made 2 request(s) to other origins (images.unsplash.com)');
  });
});

describe('deviceFigures', () => {
  const visit = (longestTask: number, slowestInteraction: number, interactions = 2): VisitFigures => ({
    fcp: 800,
    lcp: 1000 + longestTask,
    longestTask,
    blocking: Math.max(0, longestTask - 50),
    slowestInteraction,
    interactions,
    longTasks: [{ start: 900, duration: longestTask, cause: `task ${longestTask}` }],
  });

  it('takes the medians of the visits, the fewest interactions, and the long tasks of the worst visit', () => {
    const figures = deviceFigures([visit(60, 40), visit(120, 24, 1), visit(80, 32)], []);
    expect(figures).toMatchObject({ longestTask: 80, blocking: 30, slowestInteraction: 32, interactions: 1 });
    expect(figures.worstLongTasks).toEqual([{ start: 900, duration: 120, cause: 'task 120' }]);
  });

  it('takes the median press at each moment, a moment whose every press was lost as null', () => {
    const figures = deviceFigures([visit(60, 40)], [[30, 10, 20], [null, 16, 18], [null, null, null], [12]]);
    expect(figures.toggleMoments).toEqual([20, 17, null, 12]);
    expect(figures.toggleWorst).toBe(20);
    expect(figures.toggleLost).toBe(4);
  });

  it('ranks a visit with no LCP, scrolled before its first paint, after those with one', () => {
    const unpainted = { ...visit(60, 40), lcp: 0 };
    expect(deviceFigures([visit(60, 40), unpainted, visit(80, 40)], []).lcp).toBe(1080);
    expect(deviceFigures([visit(60, 40), unpainted, unpainted], []).lcp).toBe(0);
  });

  it('has no toggle figures for a page with no toggle in view', () => {
    const figures = deviceFigures([visit(60, 0, 0)], []);
    expect(figures).toMatchObject({ toggleMoments: [], toggleWorst: null, toggleLost: 0, interactions: 0 });
  });
});
