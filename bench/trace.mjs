// Where the main thread's time goes while a page comes alive (issue 64): a
// Chromium trace of one load, CPU slowed (4x by default) on Lighthouse's
// slow 4G, from navigation until well after the page has come alive, broken
// down task by task. Each task after the first paint is named by what
// started it (a module's evaluation, React's scheduler, a timer, an input,
// the parser, rendering), and its time is shared out by the V8 sampling
// profiler's samples: by script (the chunk a sampled function lives in,
// named by what it holds: bench/trace-chunks.mjs) and by what the renderer
// did outside script (compile, garbage collection, style, layout, paint).
// `npm run bench -- --trace` prints it; docs/performance.md keeps the
// figures a release is compared against.

import { CPU_SLOWDOWN, throttledPage } from './main-thread.mjs';
import { median } from './median.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

/** A task longer than this blocks input (the Long Tasks and TBT threshold). */
const LONG_TASK_MS = 50;
/** How long the trace runs on after the load event, per 1x of CPU slowdown. */
const TRACED_AFTER_LOAD_MS = 1500;

/**
 * What the renderer did outside script, by trace event name (nested events
 * inside a task; their time is taken out of the samples that fall in them).
 * @type {Record<string, string>}
 */
const RENDERER_WORK = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
};

/**
 * What a task was started by, from the first event nested in it that says.
 * @param {any[]} nested the events inside the task, outermost first
 * @param {(url: string) => string} chunkName
 */
const taskKind = (nested, chunkName) => {
  for (const event of nested) {
    const data = event.args?.data ?? {};
    switch (event.name) {
      case 'v8.evaluateModule':
      case 'EvaluateScript':
        return `evaluate ${chunkName(data.url || event.args?.url || '') || '(inline)'}`;
      case 'TimerFire':
        return 'timer';
      case 'FireAnimationFrame':
        return 'animation frame';
      case 'EventDispatch':
        return `event ${data.type ?? ''}`.trim();
      case 'FunctionCall':
        return `call ${chunkName(data.url ?? '') || '(inline)'} ${data.functionName ?? ''}`.trim();
      case 'RunMicrotasks':
        return 'microtasks';
      case 'ParseHTML':
        return 'parse HTML';
      case 'ResourceReceivedData':
      case 'ResourceFinish':
        continue;
      default: {
        const work = RENDERER_WORK[event.name];
        if (work) return work;
      }
    }
  }
  return 'other';
};

/**
 * A thread's events with each begin/end pair ('B', 'E') made one complete
 * event ('X', with its duration), as Chromium writes some (ParseHTML) and
 * not others.
 * @param {any[]} events one thread's, in time order
 */
function completeEvents(events) {
  /** @type {any[]} */
  const open = [];
  /** @type {any[]} */
  const complete = [];
  for (const event of events) {
    if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begun = open.pop();
      if (begun) complete.push({ ...begun, ph: 'X', dur: event.ts - begun.ts });
    } else complete.push(event);
  }
  return complete.sort((a, b) => a.ts - b.ts);
}

/**
 * The main thread's samples from the trace's profile chunks, each as
 * { time (µs, trace clock), url of the sampled function's script, its name }.
 * @param {any[]} events
 * @param {number} pid
 * @param {number} tid
 */
function samplesOf(events, pid, tid) {
  /** @type {Map<string, { nodes: Map<number, any>; samples: { time: number; node: number }[]; last: number }>} */
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid)
      // Each sample's time is the profile's start plus the deltas before it.
      profiles.set(event.id, { nodes: new Map(), samples: [], last: event.args.data.startTime });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const chunk = event.args.data;
    for (const node of chunk.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = chunk.cpuProfile?.samples ?? [];
    const deltas = chunk.timeDeltas ?? [];
    for (const [index, node] of ids.entries()) {
      profile.last += deltas[index] ?? 0;
      profile.samples.push({ time: profile.last, node });
    }
  }
  /** @type {{ time: number; url: string; name: string; line: number }[]} */
  const samples = [];
  for (const profile of profiles.values())
    for (const { time, node } of profile.samples) {
      const frame = profile.nodes.get(node)?.callFrame ?? {};
      samples.push({
        time,
        url: frame.url ?? '',
        name: frame.functionName ?? '',
        line: frame.lineNumber ?? -1,
      });
    }
  return samples.sort((a, b) => a.time - b.time);
}

/**
 * @typedef {object} TracedTask
 * @property {number} start ms after navigation start
 * @property {number} duration ms
 * @property {string} kind what started it
 * @property {Record<string, number>} parts ms by script chunk or renderer work
 * @property {string[]} hottest the functions most sampled in it, with their share of its script time
 */

/**
 * The navigation to `url` in a trace (its pid and tid are the page's main thread).
 * @param {any[]} events
 * @param {string} url
 */
function navigationTo(events, url) {
  const navigation =
    events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url) ??
    events.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame);
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  return navigation;
}

/**
 * The main thread's top-level tasks from `from` (µs, trace clock) on: a
 * nested message loop runs tasks inside a task, which are not tasks of their own.
 * @param {any[]} onMain the main thread's events, in time order
 * @param {number} from
 */
function* topLevelTasksFrom(onMain, from) {
  let coveredUntil = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.ts < coveredUntil) continue;
    coveredUntil = task.ts + task.dur;
    if (task.ts >= from) yield task;
  }
}

/**
 * The main thread's top-level tasks after the first paint, in ms: the time
 * they took (what Lighthouse's simulation multiplies, and its TBT counts)
 * and the CPU they were given (their thread time). On a machine whose cores
 * are shared the first is a multiple of the second: the thread waited for a
 * core, or for a thread that did. `cpuBlocking` is TBT counted as
 * Lighthouse counts it, each task times CPU_SLOWDOWN beyond 50 ms, but of
 * each task's CPU instead of its time: the blocking a phone whose cores
 * the page has to itself would see, which a busy two-core machine cannot
 * show in TBT (docs/performance.md). Null without a paint.
 * @param {any[]} events the trace's events (Lighthouse's own, or bench/trace.mjs's)
 * @param {string} url the page traced
 * @returns {{ wall: number; cpu: number; cpuBlocking: number } | null}
 */
export function mainThreadAfterPaint(events, url) {
  const { pid, tid, ts: start } = navigationTo(events, url);
  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ts >= start)
    .sort((a, b) => a.ts - b.ts);
  const paint = onMain.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  let wall = 0;
  let cpu = 0;
  let cpuBlocking = 0;
  for (const task of topLevelTasksFrom(onMain, paint.ts)) {
    wall += task.dur;
    cpu += task.tdur ?? 0;
    cpuBlocking += Math.max(0, ((task.tdur ?? 0) / 1000) * CPU_SLOWDOWN - LONG_TASK_MS);
  }
  return { wall: Math.round(wall / 1000), cpu: Math.round(cpu / 1000), cpuBlocking: Math.round(cpuBlocking) };
}

/**
 * The breakdown of one trace: the tasks after the first paint, each with
 * its parts, and the totals by part across them and across long tasks.
 * @param {any[]} events the trace's events
 * @param {string} url the page traced
 * @param {(url: string) => string} chunkName names a script by its URL (bench/trace-chunks.mjs)
 * @param {number} scale what each measured ms counts as: a trace taken at 1x
 *   CPU, scaled 4x, reads as Lighthouse's simulation reads it (a task of
 *   12.5 ms is a long task of 50)
 */
export function breakDown(events, url, chunkName, scale) {
  const navigation = navigationTo(events, url);
  const { pid, tid } = navigation;
  const onMain = completeEvents(events.filter((event) => event.pid === pid && event.tid === tid));
  const since = (/** @type {number} */ ts) => (ts - navigation.ts) / 1000;
  const paint = onMain.find((event) => event.name === 'firstContentfulPaint');
  const firstPaint = paint ? since(paint.ts) : 0;
  const samples = samplesOf(events, pid, tid);
  const nestedWork = onMain.filter((event) => event.ph === 'X' && event.name in RENDERER_WORK);
  /** @type {TracedTask[]} */
  const tasks = [];
  for (const task of topLevelTasksFrom(onMain, paint?.ts ?? navigation.ts)) {
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (event) => event !== task && event.ph === 'X' && event.ts >= task.ts && event.ts < end,
    );
    /** @type {Record<string, number>} */
    const parts = {};
    const add = (/** @type {string} */ part, /** @type {number} */ ms) => {
      parts[part] = (parts[part] ?? 0) + ms;
    };
    const work = nestedWork.filter((event) => event.ts >= task.ts && event.ts < end);
    // Renderer work that no sample explains is counted by its own duration:
    // the outermost of nested events only.
    const outermost = work.filter(
      (event) =>
        !work.some(
          (other) =>
            other !== event &&
            other.ts <= event.ts &&
            other.ts + other.dur >= event.ts + event.dur &&
            other.dur > event.dur,
        ),
    );
    for (const event of outermost) add(RENDERER_WORK[event.name] ?? event.name, (scale * event.dur) / 1000);
    const inWork = (/** @type {number} */ ts) =>
      outermost.some((event) => ts >= event.ts && ts < event.ts + event.dur);
    const taskSamples = samples.filter((sample) => sample.time >= task.ts && sample.time < end);
    // Samples of script: a function with a source, or a built-in called from one
    // ("(program)", "(idle)", "(garbage collector)" and "(root)" are not script).
    const scriptSamples = taskSamples.filter(
      (sample) => !inWork(sample.time) && (sample.url || !/^\(.*\)$/.test(sample.name)),
    );
    const accounted = outermost.reduce((sum, event) => sum + (scale * event.dur) / 1000, 0);
    const restMs = Math.max(0, (scale * task.dur) / 1000 - accounted);
    // Share the rest of the task out by its script samples; without any, it is the renderer's own.
    const byScript = new Map();
    /** @type {Map<string, number>} */
    const byFunction = new Map();
    for (const sample of scriptSamples) {
      const part = chunkName(sample.url) || `built-in ${sample.name}`;
      byScript.set(part, (byScript.get(part) ?? 0) + 1);
      const where =
        `${sample.name || '(anonymous)'} ${chunkName(sample.url) || ''}${sample.line >= 0 ? `:${sample.line + 1}` : ''}`.trim();
      byFunction.set(where, (byFunction.get(where) ?? 0) + 1);
    }
    const count = scriptSamples.length;
    if (count === 0 && restMs > 0) add('renderer, other', restMs);
    for (const [part, n] of byScript) add(part, (restMs * n) / count);
    const hottest = [...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([where, n]) => `${where} ${Math.round((restMs * n) / count)}`);
    tasks.push({
      start: Math.round(since(task.ts)),
      duration: Math.round((scale * task.dur) / 1000),
      kind: taskKind(inside, chunkName),
      parts,
      hottest,
    });
  }
  const total = (/** @type {TracedTask[]} */ list) => {
    /** @type {Record<string, number>} */
    const sums = {};
    for (const { parts } of list)
      for (const [part, ms] of Object.entries(parts)) sums[part] = (sums[part] ?? 0) + ms;
    return Object.fromEntries(
      Object.entries(sums)
        .map(([part, ms]) => /** @type {[string, number]} */ ([part, Math.round(ms)]))
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1]),
    );
  };
  const long = tasks.filter((task) => task.duration >= LONG_TASK_MS);
  return {
    firstPaint: Math.round(firstPaint),
    busy: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
    blocking: long.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0),
    longTasks: long.map((task) => ({
      ...task,
      parts: Object.fromEntries(
        Object.entries(task.parts)
          .map(([part, ms]) => /** @type {[string, number]} */ ([part, Math.round(ms)]))
          .filter(([, ms]) => ms > 0)
          .sort((a, b) => b[1] - a[1]),
      ),
    })),
    all: total(tasks),
    inLongTasks: total(long),
  };
}

/**
 * One load of `url`, traced: a fresh throttled page of the device
 * (bench/main-thread.mjs, the CPU slowed `slowdown` times), until
 * TRACED_AFTER_LOAD_MS per 1x of slowdown after the load event.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number; height: number; touch: boolean }} viewport
 * @param {number} slowdown
 * @param {(url: string) => string} chunkName
 */
export async function traceLoad(browser, url, viewport, slowdown, chunkName) {
  const { context, page, cdp } = await throttledPage(browser, viewport, slowdown);
  /** @type {any[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Then nothing is asked of the page (Playwright's evaluate would run its
  // own script in it, and that would be traced): the trace runs on for a
  // fixed time, long enough for the page to come alive at this slowdown.
  await new Promise((resolve) => setTimeout(resolve, TRACED_AFTER_LOAD_MS * slowdown));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { events, breakdown: breakDown(events, url, chunkName, CPU_SLOWDOWN / slowdown) };
}

/** @param {Record<string, number>} parts */
const listParts = (parts) =>
  Object.entries(parts)
    .map(([part, ms]) => `${part} ${ms}`)
    .join(', ');

/**
 * The breakdown as text: the figures, each long task, the totals by part.
 * @param {string} label
 * @param {ReturnType<typeof breakDown>} trace
 */
export const formatTrace = (label, trace) =>
  [
    `${label}: first paint at ${trace.firstPaint} ms; after it ${trace.busy} ms of tasks, ${trace.longTasks.length} long (blocking ${trace.blocking} ms)`,
    ...trace.longTasks.map(
      (task) =>
        `  long task at ${task.start} ms, ${task.duration} ms, ${task.kind}: ${listParts(task.parts)}${task.hottest.length ? `\n    hottest: ${task.hottest.join('; ')}` : ''}`,
    ),
    `  all tasks after first paint, ms: ${listParts(trace.all)}`,
    `  in long tasks, ms: ${listParts(trace.inLongTasks)}`,
  ].join('\n');

/**
 * Several runs' breakdowns of one page as one: the median of each figure,
 * and of each part's time after the first paint (0 in a run without it).
 * @param {ReturnType<typeof breakDown>[]} runs
 */
export function summarize(runs) {
  const parts = [...new Set(runs.flatMap((run) => Object.keys(run.all)))];
  /** @param {(run: ReturnType<typeof breakDown>) => number} pick */
  const of = (pick) => Math.round(median(runs.map(pick)));
  return {
    busy: of((run) => run.busy),
    longTasks: of((run) => run.longTasks.length),
    blocking: of((run) => run.blocking),
    longest: of((run) => Math.max(0, ...run.longTasks.map((task) => task.duration))),
    parts: Object.fromEntries(
      parts
        .map((part) => /** @type {[string, number]} */ ([part, of((run) => run.all[part] ?? 0)]))
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1]),
    ),
  };
}

/**
 * @param {string} label
 * @param {ReturnType<typeof summarize>} summary
 */
export const formatSummary = (label, summary) =>
  `${label}, medians: ${summary.busy} ms of tasks after first paint, ${summary.longTasks} long, the longest ${summary.longest} ms, blocking ${summary.blocking} ms\n  by part, ms: ${listParts(summary.parts)}`;
