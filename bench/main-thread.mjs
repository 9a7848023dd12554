// The main thread of a low-power phone after the first paint (issue 21): a
// short scripted visit, and the theme toggle pressed at fixed moments after
// the load event. The CPU is slowed 4x and the network is Lighthouse's slow
// 4G. Every input is injected at the browser over CDP at a fixed time, so an
// input that arrives during a long task waits behind it, as a visitor's
// would; a click sent only once the main thread is free would hide that.
// Everything is measured inside the page by the browser's own performance
// APIs: Long Tasks, Event Timing, Long Animation Frames, paint timing.

/** Lighthouse's mobile preset: 4x CPU, 150 ms RTT, 1.6 Mbps down, 750 Kbps up. */
export const CPU_SLOWDOWN = 4;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** A task longer than this blocks input (the Long Tasks and TBT threshold). */
const LONG_TASK_MS = 50;

/**
 * The visit, in ms after the navigation starts: what happens, and when. A
 * visit to the end of the page scrolls there twice (see TO_THE_END).
 * @type {readonly { at: number; action: 'scroll' | 'scroll again' | 'scroll back' | 'tap toggle' | 'end' }[]}
 */
export const VISIT = [
  { at: 1000, action: 'scroll' },
  { at: 1800, action: 'scroll again' },
  { at: 2500, action: 'tap toggle' },
  { at: 4000, action: 'tap toggle' },
  { at: 5000, action: 'scroll back' },
  { at: 8000, action: 'end' },
];
/** How far the visit scrolls when the toggle stays in view (a sticky header). */
const SCROLL_PX = 700;
/**
 * The scroll to a toggle near the end of the page (our phone's, in the
 * footer): as far as the page goes, then back to the toggle by its distance
 * from the end. Not a distance from the top: on a fresh visit sections off
 * screen are laid out at a guessed height until they near the viewport
 * (content-visibility), so the toggle's offset from the top changes as they
 * render, its offset from the end does not. To the end twice: the sections
 * rendered by the first scroll move the end.
 */
const TO_THE_END = 1_000_000;
/** The toggle is pressed this many ms after the load event, one press per page load. */
export const TOGGLE_MOMENTS = [0, 400, 800, 1500];
/** Our theme toggle (src/lib/theme.ts: THEME_TOGGLE_CLASS), wherever it is rendered. */
export const OUR_TOGGLE = '.theme-toggle';

/**
 * @typedef {object} LongTask
 * @property {number} start ms after navigation start
 * @property {number} duration
 * @property {string} cause the scripts that ran in the task's frame, longest first (Long Animation Frames)
 */
/**
 * @typedef {object} VisitFigures
 * @property {number} fcp
 * @property {number} lcp
 * @property {number} longestTask ms, the longest task that starts after first paint (0 when none is long)
 * @property {number} blocking ms, the sum of each such task's time beyond 50 ms
 * @property {number} slowestInteraction ms, Event Timing's input-to-next-paint of the slowest interaction
 * @property {number} interactions how many interactions of 16 ms or more Event Timing saw (at most the two taps)
 * @property {LongTask[]} longTasks
 */

/**
 * Observers installed before the page's own scripts: they keep every entry
 * the browser reports, for the bench to read at the end.
 */
function observeMainThread() {
  /** @type {Record<string, unknown[]>} */
  const seen = {
    longtask: [],
    event: [],
    paint: [],
    'largest-contentful-paint': [],
    'long-animation-frame': [],
  };
  Object.assign(window, { __mainThread: seen });
  for (const type of Object.keys(seen)) {
    const options =
      type === 'event' ? { type, buffered: true, durationThreshold: 16 } : { type, buffered: true };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen[type]?.push(entry.toJSON());
    }).observe(options);
  }
}

/**
 * A fresh page in its own context, the size of the device (a phone has touch).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ width: number; height: number; touch: boolean }} viewport
 */
async function devicePage(browser, { width, height, touch }) {
  const context = await browser.newContext({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
  return { context, page: await context.newPage() };
}

/**
 * A fresh page of the device, throttled: the CPU `slowdown` times (4x unless
 * a trace asks for another: bench/trace.mjs), slow 4G.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ width: number; height: number; touch: boolean }} viewport
 * @param {number} [slowdown]
 */
export async function throttledPage(browser, viewport, slowdown = CPU_SLOWDOWN) {
  const { context, page } = await devicePage(browser, viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { context, page, cdp };
}

/**
 * Where the visit scrolls and taps, found on an unthrottled load of the same
 * page at the same size: the visible theme toggle (the first match of
 * `toggleSelector`) and how far to scroll to reach it. Our laptop's toggle
 * is in the sticky header, so the visit scrolls 700 px and the toggle stays
 * in view; our phone's is in the footer (the header has the menu button), so
 * the visit scrolls to the end of the page (TO_THE_END). A page with no toggle in
 * view at this size (AstroWind's phone toggle is inside its closed menu) gets
 * no toggle: its visit scrolls 700 px and taps nothing.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number; height: number; touch: boolean }} viewport
 * @param {string} toggleSelector
 * @returns {Promise<VisitTarget>}
 */
export async function visitTarget(browser, url, viewport, toggleSelector = OUR_TOGGLE) {
  const { height } = viewport;
  const { context, page } = await devicePage(browser, viewport);
  await page.goto(url, { waitUntil: 'load' });
  const toggle = page.locator(`${toggleSelector} >> visible=true`).first();
  /** The toggle's centre where it is now, if a tap there lands on it. */
  const tappableCentre = async () => {
    const box = await toggle.boundingBox();
    const point = box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit =
      point &&
      (await page.evaluate(
        ({ x, y, selector }) => Boolean(document.elementFromPoint(x, y)?.closest(selector)),
        { ...point, selector: toggleSelector },
      ));
    return hit ? point : null;
  };
  // boundingBox() would wait for a toggle to show: none may.
  const box = (await toggle.count()) ? await toggle.boundingBox() : null;
  if (!box) {
    await context.close();
    return { scroll: SCROLL_PX, back: 0, toggle: null, atTop: null };
  }
  const inViewAtTop = box.y + box.height <= height;
  const atTop = inViewAtTop ? await tappableCentre() : null;
  const scroll = inViewAtTop ? SCROLL_PX : TO_THE_END;
  // At once, whatever the page's scroll-behavior: AstroWind scrolls smoothly,
  // and a frame into that its header, toggle and all, is still on its way up.
  const scrollBy = (/** @type {number} */ by) =>
    page.evaluate(
      (by) =>
        new Promise((resolve) => {
          window.scrollBy({ top: by, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      by,
    );
  await scrollBy(scroll);
  let back = 0;
  if (scroll === TO_THE_END) {
    await scrollBy(scroll);
    const atEnd = await toggle.boundingBox();
    // Back up so the toggle sits mid-screen.
    back = atEnd ? Math.round(atEnd.y + atEnd.height / 2 - height / 2) : 0;
    await scrollBy(back);
  }
  const toggleScrolled = await tappableCentre();
  await context.close();
  if (!toggleScrolled)
    throw new Error(
      `the theme toggle on ${url} cannot be tapped after scrolling ${scroll} px, then ${back} px`,
    );
  return { scroll, back, toggle: toggleScrolled, atTop };
}

/**
 * A press and release at `point`, sent together so that both wait behind
 * whatever the main thread is doing.
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {{ x: number; y: number }} point
 */
const tap = (cdp, point) =>
  Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...point, button: 'left', clickCount: 1 }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...point, button: 'left', clickCount: 1 }),
  ]);

/**
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {{ width: number; height: number }} viewport
 * @param {number} deltaY
 */
const wheel = (cdp, { width, height }, deltaY) =>
  cdp.send('Input.dispatchMouseEvent', {
    type: 'mouseWheel',
    x: width / 2,
    y: height / 2,
    deltaX: 0,
    deltaY,
  });

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a Long Animation Frame spent its time on: its three longest scripts
 * ("where what duration", with any layout they forced), then the rendering
 * at its end (style, layout, paint).
 * @param {any} frame
 */
export const frameCause = (frame) => {
  if (!frame) return '';
  const scripts = /** @type {any[]} */ (frame.scripts ?? [])
    .toSorted((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((script) => {
      const where = script.sourceURL ? new URL(script.sourceURL).pathname : '(inline)';
      // A module's own evaluation names the module as its invoker.
      const what =
        script.invoker === script.sourceURL ? 'evaluation' : script.sourceFunctionName || script.invoker;
      const forced =
        script.forcedStyleAndLayoutDuration >= 1
          ? ` (forced layout ${Math.round(script.forcedStyleAndLayoutDuration)}ms)`
          : '';
      return `${where} ${what} ${Math.round(script.duration)}ms${forced}`;
    });
  const rendering = frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0;
  if (rendering >= 1) scripts.push(`rendering ${Math.round(rendering)}ms`);
  return scripts.join(', ');
};

/**
 * Where a visit scrolls and taps.
 * @typedef {object} VisitTarget
 * @property {number} scroll how far the visit scrolls (TO_THE_END: as far as the page goes)
 * @property {number} back with TO_THE_END, the scroll from the end to the toggle (negative: up)
 * @property {{ x: number; y: number } | null} toggle where the visit taps the toggle, once scrolled (null: no toggle in view, no taps)
 * @property {{ x: number; y: number } | null} atTop where the toggle is before any scroll, when it is in view there (a
 *   header's): the press after load taps it there. AstroWind's sits 36 px lower there than once scrolled, below an
 *   announcement bar that scrolls away.
 */

/**
 * The figures of one visit, from the entries the page's observers kept.
 * @param {Record<string, any[]>} seen
 * @returns {VisitFigures}
 */
export function visitFigures(seen) {
  const fcp = seen.paint?.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? 0;
  const lcp = seen['largest-contentful-paint']?.at(-1)?.startTime ?? 0;
  const frames = (seen['long-animation-frame'] ?? []).filter((frame) => frame.startTime >= fcp);
  /** @param {any} frame @param {any} task */
  const holds = (frame, task) =>
    frame.startTime <= task.startTime + 1 &&
    frame.startTime + frame.duration >= task.startTime + task.duration - 1;
  const tasks = (seen.longtask ?? []).filter((task) => task.startTime >= fcp);
  const longTasks = [
    ...tasks.map((task) => ({
      start: Math.round(task.startTime),
      duration: Math.round(task.duration),
      cause: frameCause(frames.find((frame) => holds(frame, task))),
    })),
    // Long Tasks leave out a frame's rendering (style, layout, paint): a
    // frame that blocked with no long task in it blocked on rendering, as
    // when a stylesheet or a font arrives. Its blocking duration is its
    // longest task's time beyond 50 ms, rendering included.
    ...frames
      .filter((frame) => frame.blockingDuration > 0 && !tasks.some((task) => holds(frame, task)))
      .map((frame) => ({
        start: Math.round(frame.startTime),
        duration: Math.round(frame.blockingDuration + LONG_TASK_MS),
        cause: frameCause(frame),
      })),
  ].sort((a, b) => a.start - b.start);
  const interactions = (seen.event ?? []).filter((entry) => entry.interactionId > 0);
  return {
    fcp: Math.round(fcp),
    lcp: Math.round(lcp),
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
    blocking: longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
    slowestInteraction: Math.max(0, ...interactions.map((entry) => entry.duration)),
    interactions: new Set(interactions.map((entry) => entry.interactionId)).size,
    longTasks,
  };
}

/**
 * One scripted visit of `url` (VISIT), on a fresh throttled page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number; height: number; touch: boolean }} viewport
 * @param {VisitTarget} target where to scroll and tap (visitTarget)
 * @returns {Promise<VisitFigures>}
 */
export async function scriptedVisit(browser, url, viewport, { scroll, back, toggle }) {
  const { context, page, cdp } = await throttledPage(browser, viewport);
  await page.addInitScript(observeMainThread);
  const started = performance.now();
  const navigation = page.goto(url, { waitUntil: 'commit' });
  for (const { at, action } of VISIT) {
    await sleep(Math.max(0, at - (performance.now() - started)));
    if (action === 'scroll') await wheel(cdp, viewport, scroll);
    else if (action === 'scroll again' && scroll === TO_THE_END) {
      await wheel(cdp, viewport, scroll);
      await wheel(cdp, viewport, back);
    } else if (action === 'scroll back') await wheel(cdp, viewport, -scroll);
    else if (action === 'tap toggle' && toggle) await tap(cdp, toggle);
  }
  await navigation;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const seen = await page.evaluate(() => /** @type {any} */ (window).__mainThread);
  await context.close();
  return visitFigures(seen);
}

/** In-page: the pointerdown's time stamp and the moment <html>'s theme class changed. */
function watchToggle() {
  const times = { down: 0, changed: 0 };
  Object.assign(window, { __toggleTimes: times });
  // An input event's timeStamp is when the browser received it: queueing counts.
  addEventListener('pointerdown', (event) => (times.down ||= event.timeStamp), { capture: true });
  addEventListener('DOMContentLoaded', () => {
    const root = document.documentElement;
    const theme = () => root.classList.contains('dark');
    const before = theme();
    new MutationObserver(() => {
      if (times.down && theme() !== before) times.changed ||= performance.now();
    }).observe(root, { attributes: true, attributeFilter: ['class'] });
  });
}

/**
 * The theme toggle pressed `delay` ms after the load event, on a fresh
 * throttled page: ms from the press reaching the browser to the theme class
 * changing on <html>, or null when the press was lost (no change in 5 s).
 * Both sites mark the dark theme with the class `dark` on <html>.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ width: number; height: number; touch: boolean }} viewport
 * @param {VisitTarget & { toggle: { x: number; y: number } }} target a VisitTarget with a toggle in view
 * @param {number} delay
 * @returns {Promise<number | null>}
 */
export async function togglePressAfterLoad(browser, url, viewport, { scroll, back, toggle, atTop }, delay) {
  const { context, page, cdp } = await throttledPage(browser, viewport);
  await page.addInitScript(watchToggle);
  // The load event as the browser reports it over CDP. Playwright's own
  // wait for it (waitForLoadState) resolved 600-1,200 ms after the event on
  // a page busy at 4x CPU, which made a press "at +400" land at +1,000 to
  // +1,600 (measured in the page, 2026-11-28).
  await cdp.send('Page.enable');
  let loadedAt = 0;
  const loaded = new Promise((resolve) =>
    cdp.once('Page.loadEventFired', () => {
      loadedAt = performance.now();
      resolve(null);
    }),
  );
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // A toggle in view at the top is pressed there, unscrolled. One further
  // down is scrolled to as soon as the page is parsed, well before its
  // scripts start (after the load event).
  if (!atTop) {
    await wheel(cdp, viewport, scroll);
    await page.waitForFunction(() => scrollY > 0);
    if (scroll === TO_THE_END) {
      const frames = () =>
        page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      await frames();
      await wheel(cdp, viewport, scroll);
      await wheel(cdp, viewport, back);
      await frames();
    }
  }
  await loaded;
  await sleep(Math.max(0, delay - (performance.now() - loadedAt)));
  await tap(cdp, atTop ?? toggle);
  const changed = await page
    .waitForFunction(() => /** @type {any} */ (window).__toggleTimes.changed > 0, null, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  const { down, changed: at } = await page.evaluate(() => /** @type {any} */ (window).__toggleTimes);
  await context.close();
  return changed ? Math.round(at - down) : null;
}
