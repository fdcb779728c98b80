// Lighthouse's TBT computed again from the same run with every task of the page's main thread
// shrunk to the time it was on a CPU. Lighthouse's mobile TBT (simulated) takes each task's wall
// time times its 4x CPU slowdown, and on this two-core machine a task's wall time is often twice
// its CPU time: the main thread waits for a core held by the browser's GPU and browser
// processes, the server or Lighthouse itself (docs/performance.md, "Lighthouse's TBT: wall
// time, not the page's work"). Recomputed by Lighthouse's own code (its TotalBlockingTime on the
// run's artifacts, the same simulation and settings), so the two figures differ only in those
// waits: the first is what this machine's minute gave, the second is the page's own work.
import { Audit } from 'lighthouse/core/audits/audit.js';
import { TotalBlockingTime } from 'lighthouse/core/computed/metrics/total-blocking-time.js';
import { pageMainThread, TASK } from './mainThread.mjs';

/**
 * `traceEvents` with each main-thread task of the page, and everything inside it, shrunk by its
 * CPU time over its wall time: a task keeps its start, its events keep their order and nesting.
 * Events are copied; the input is not changed.
 */
export function shrunkToCpuTime(traceEvents) {
  const main = pageMainThread(traceEvents);
  if (!main) return traceEvents;
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const tasks = traceEvents
    .filter((e) => onMain(e) && e.ph === 'X' && e.name === TASK && e.dur > 0 && e.tdur >= 0)
    .sort((a, b) => a.ts - b.ts);
  if (tasks.length === 0) return traceEvents;
  // The task holding `ts`, by binary search over their starts (tasks do not overlap).
  const holding = (ts) => {
    let low = 0;
    let high = tasks.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (tasks[middle].ts <= ts) low = middle;
      else high = middle - 1;
    }
    const task = tasks[low];
    return task.ts <= ts && ts <= task.ts + task.dur ? task : undefined;
  };
  return traceEvents.map((e) => {
    if (!onMain(e) || typeof e.ts !== 'number') return e;
    const task = holding(e.ts);
    if (!task) return e;
    const factor = Math.min(1, task.tdur / task.dur);
    const shrunk = { ...e, ts: task.ts + (e.ts - task.ts) * factor };
    if (typeof e.dur === 'number') shrunk.dur = e.dur * factor;
    return shrunk;
  });
}

/** Lighthouse's TBT of a run (its `artifacts`, its `lhr.configSettings`) from `traceEvents`. */
async function simulatedTbt(artifacts, settings, traceEvents) {
  const context = { computedCache: new Map(), settings };
  // The input Lighthouse's own audits give its metrics, from the run's artifacts.
  const input = Audit.makeMetricComputationDataInput(
    { ...artifacts, Trace: { ...artifacts.Trace, traceEvents } },
    context,
  );
  return (await TotalBlockingTime.request(input, context)).timing;
}

/**
 * TBT of a Lighthouse run (`artifacts` and `settings` as the run returned them: its
 * `answer.artifacts` and `answer.lhr.configSettings`) with the page's tasks at their CPU time,
 * and the same computed from the unchanged trace (`asRun`, which must be the run's own TBT: the
 * bench says so when it is not). NaN for both when the trace holds no page navigation.
 */
export async function tbtOnCpu(artifacts, settings) {
  const events = artifacts?.Trace?.traceEvents;
  if (!events || !pageMainThread(events)) return { onCpu: NaN, asRun: NaN };
  return {
    onCpu: await simulatedTbt(artifacts, settings, shrunkToCpuTime(events)),
    asRun: await simulatedTbt(artifacts, settings, events),
  };
}
