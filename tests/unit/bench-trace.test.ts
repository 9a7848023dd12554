import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakDown, mainThreadAfterPaint, summarize } from '../../bench/trace.mjs';
import { chunkNamer } from '../../bench/trace-chunks.mjs';

const ORIGIN = 'http://127.0.0.1:8791';
const PAGE = `${ORIGIN}/`;
const main = { pid: 1, tid: 7 };
/** µs on the trace's clock: navigation starts at 1 s. */
const at = (ms: number) => 1_000_000 + ms * 1000;

/** A page's trace: painted at 100 ms, then two tasks, one of them long. */
const trace = () => [
  {
    ...main,
    name: 'navigationStart',
    ph: 'R',
    ts: at(0),
    args: { data: { documentLoaderURL: PAGE, isLoadingMainFrame: true } },
  },
  { ...main, name: 'firstContentfulPaint', ph: 'R', ts: at(100) },
  // Before the paint: not counted.
  { ...main, name: 'RunTask', ph: 'X', ts: at(10), dur: 80_000 },
  // A long task: 20 ms of style, 40 of script, half in React DOM, half in an island.
  { ...main, name: 'RunTask', ph: 'X', ts: at(200), dur: 60_000 },
  { ...main, name: 'TimerFire', ph: 'X', ts: at(200), dur: 60_000 },
  { ...main, name: 'UpdateLayoutTree', ph: 'B', ts: at(240) },
  { ...main, name: 'UpdateLayoutTree', ph: 'E', ts: at(260) },
  // A nested message loop's task inside it is not a task of its own.
  { ...main, name: 'RunTask', ph: 'X', ts: at(210), dur: 5_000 },
  // A short task.
  { ...main, name: 'RunTask', ph: 'X', ts: at(300), dur: 10_000 },
  { ...main, name: 'Profile', id: '0x1', ph: 'P', ts: at(0), args: { data: { startTime: at(0) } } },
  {
    ...main,
    name: 'ProfileChunk',
    id: '0x1',
    ph: 'P',
    ts: at(300),
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: '(root)', url: '' } },
            {
              id: 2,
              callFrame: {
                functionName: 'hydrate',
                url: `${ORIGIN}/assets/client-AAAAAAAA.js`,
                lineNumber: 8,
              },
            },
            {
              id: 3,
              callFrame: {
                functionName: 'reveal',
                url: `${ORIGIN}/assets/reveal-BBBBBBBB.js`,
                lineNumber: 0,
              },
            },
            { id: 4, callFrame: { functionName: '(program)', url: '' } },
          ],
          // Samples at 205, 215, 225, 235 (script), 250 (in the style recalc), 255 (not script).
          samples: [2, 2, 3, 3, 2, 4],
        },
        timeDeltas: [205_000, 10_000, 10_000, 10_000, 15_000, 5_000],
      },
    },
  },
  // Another thread's task: not the page's main thread.
  { pid: 1, tid: 8, name: 'RunTask', ph: 'X', ts: at(400), dur: 90_000 },
];

const names = (url: string) =>
  url.includes('client-') ? 'React DOM' : url.includes('reveal-') ? 'ours: reveal' : url ? 'other' : '';

describe('the trace breakdown (npm run bench -- --trace)', () => {
  it('counts the main thread’s top-level tasks after the first paint, and shares a task out by its samples', () => {
    const result = breakDown(trace(), PAGE, names, 1);
    expect(result.firstPaint).toBe(100);
    expect(result.busy).toBe(70);
    expect(result.longTasks).toHaveLength(1);
    const [long] = result.longTasks;
    expect(long).toMatchObject({ start: 200, duration: 60, kind: 'timer' });
    // 20 ms of style; the other 40 shared by the four script samples outside it: 2 of React DOM, 2 of the island.
    expect(long?.parts).toEqual({ style: 20, 'React DOM': 20, 'ours: reveal': 20 });
    expect(result.blocking).toBe(10);
  });

  it('sums the time and the CPU of the top-level tasks after the paint, and counts the blocking of their CPU: a thread waiting for a core shows as the difference', () => {
    const withThreadTime = trace().map((event) =>
      event.name === 'RunTask' && 'dur' in event ? { ...event, tdur: event.dur / 4 } : event,
    );
    // The 60 ms and 10 ms tasks (not the one before the paint, nor the nested one), given a quarter of a core:
    // times 4, their time blocks 190 ms (the 60 ms task is 240), their CPU 10 (15 ms of CPU is 60).
    expect(mainThreadAfterPaint(withThreadTime, PAGE)).toEqual({ wall: 70, cpu: 18, cpuBlocking: 10 });
    expect(
      mainThreadAfterPaint(
        trace().filter((event) => event.name !== 'firstContentfulPaint'),
        PAGE,
      ),
    ).toBeNull();
  });

  it('reads a trace taken at 1x CPU as Lighthouse simulates it: every duration times the scale', () => {
    const result = breakDown(trace(), PAGE, names, 4);
    expect(result.longTasks.map((task) => task.duration)).toEqual([240]);
    // The 10 ms task is 40: still not long.
    expect(result.busy).toBe(280);
    expect(result.blocking).toBe(190);
  });
});

describe('chunk names', () => {
  it('names a built chunk by what it holds, an island by its file, the page by its inline scripts', () => {
    const assets = mkdtempSync(join(tmpdir(), 'trace-chunks-'));
    writeFileSync(join(assets, 'client-CDROnVRc.js'), 'x.hydrateRoot=1;unstable_scheduleCallback()');
    writeFileSync(join(assets, 'mobile-menu-panel-CUaVPva9.js'), 'export{}');
    writeFileSync(join(assets, 'dom-mini-Pn-5lb-M.js'), 'export{}');
    const name = chunkNamer(ORIGIN, assets);
    expect(name(`${ORIGIN}/assets/client-CDROnVRc.js`)).toBe('React DOM client + scheduler (client)');
    expect(name(`${ORIGIN}/assets/mobile-menu-panel-CUaVPva9.js`)).toBe('ours: mobile-menu-panel');
    expect(name(`${ORIGIN}/assets/dom-mini-Pn-5lb-M.js`)).toBe('framer-motion (dom-mini)');
    expect(name(`${ORIGIN}/`)).toBe('inline scripts');
    expect(name('https://other.example/x.js')).toBe('/x.js');
    expect(name('')).toBe('');
  });
});

describe('several runs of a page', () => {
  it('are summed up by the median of each figure and of each part', () => {
    const runs = [1, 2, 3].map((scale) => breakDown(trace(), PAGE, names, scale));
    const summary = summarize(runs);
    expect(summary).toMatchObject({ busy: 140, longTasks: 1, longest: 120, blocking: 70 });
    expect(summary.parts).toEqual({ style: 40, 'React DOM': 40, 'ours: reveal': 40, 'renderer, other': 20 });
  });
});

describe('chunk names after the client chunk groups', () => {
  it('name Waku’s grouped runtime and Rolldown’s own', () => {
    const assets = mkdtempSync(join(tmpdir(), 'trace-chunks-'));
    writeFileSync(
      join(assets, 'index-lBUf34Pl.js'),
      'createFromReadableStream();globalThis.__WAKU_ROUTER_PREFETCH__',
    );
    writeFileSync(join(assets, 'rolldown-runtime-XKyaHtl9.js'), 'var e=Object.create');
    const name = chunkNamer(ORIGIN, assets);
    expect(name(`${ORIGIN}/assets/index-lBUf34Pl.js`)).toBe(
      'Waku runtime: RSC payload reader, client, router (index)',
    );
    expect(name(`${ORIGIN}/assets/rolldown-runtime-XKyaHtl9.js`)).toBe(
      "Rolldown's runtime (rolldown-runtime)",
    );
  });
});
