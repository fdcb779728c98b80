// The page's main thread in a Lighthouse trace, by wall time and by CPU time. Lighthouse's TBT
// (simulated, its mobile default) takes each task's wall time on the main thread, times the 4x
// CPU slowdown. A task's wall time includes what the thread spent not running: waiting for a
// core held by another process (the browser's GPU and browser processes, the server, Lighthouse
// itself: this is a 2-core machine) or for another thread. So a run can show TBT the page did not
// compute; the two figures side by side say how much of the main thread was on a CPU
// (docs/performance.md, "Lighthouse's TBT: wall time, not the page's work").

/** Chromium's name for a task the main thread ran (the trace's top-level event). */
export const TASK = 'RunTask';

/**
 * The renderer main thread of the page a trace navigated to (Lighthouse navigates about:blank
 * first): its pid, its tid and the navigation's start, or undefined when the trace holds no
 * navigation to an http(s) page.
 */
export function pageMainThread(traceEvents) {
  const navigation = traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isOutermostMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (!navigation) return undefined;
  const thread = traceEvents.find(
    (e) =>
      e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  );
  return thread && { pid: navigation.pid, tid: thread.tid, since: navigation.ts };
}

/**
 * From `traceEvents` (a Lighthouse run's `artifacts.Trace.traceEvents`): the page's renderer main
 * thread, from its navigation on. `wallMs` is the sum of its tasks' durations, `cpuMs` of their
 * thread times (on a CPU), `longestCpuMs` the longest task by thread time. Undefined when the
 * trace holds no navigation to an http(s) page.
 */
export function mainThreadTime(traceEvents) {
  const main = pageMainThread(traceEvents);
  if (!main) return undefined;
  const tasks = traceEvents.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === TASK &&
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ts >= main.since &&
      Number.isFinite(e.tdur),
  );
  const sum = (values) => values.reduce((a, b) => a + b, 0) / 1000;
  return {
    wallMs: sum(tasks.map((task) => task.dur)),
    cpuMs: sum(tasks.map((task) => task.tdur)),
    longestCpuMs: Math.max(0, ...tasks.map((task) => task.tdur)) / 1000,
  };
}
