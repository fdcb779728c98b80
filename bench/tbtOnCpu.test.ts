import { describe, expect, it } from 'vitest';
import { shrunkToCpuTime } from './tbtOnCpu.mjs';

// A trace as Chromium writes it: microseconds, `dur` wall time, `tdur` time on a CPU.
const PAGE = { pid: 7, tid: 1 };
const OTHER = { pid: 9, tid: 1 };
const trace = [
  { name: 'thread_name', ph: 'M', ...PAGE, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    ph: 'R',
    ...PAGE,
    ts: 1_000,
    args: { data: { isOutermostMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } },
  },
  // 30 ms on the wall, 12 on a CPU: it waited 18 ms for a core.
  { name: 'RunTask', ph: 'X', ...PAGE, ts: 2_000, dur: 30_000, tdur: 12_000 },
  { name: 'FunctionCall', ph: 'X', ...PAGE, ts: 12_000, dur: 15_000, tdur: 6_000 },
  { name: 'Paint', ph: 'I', ...PAGE, ts: 31_000 },
  // Between tasks, and another thread's task: left as they are.
  { name: 'ResourceSendRequest', ph: 'I', ...PAGE, ts: 35_000 },
  { name: 'RunTask', ph: 'X', ...OTHER, ts: 2_000, dur: 30_000, tdur: 1_000 },
  // Never waited (CPU time a rounding over its wall time): not stretched.
  { name: 'RunTask', ph: 'X', ...PAGE, ts: 40_000, dur: 10_000, tdur: 10_004 },
];

describe('shrunkToCpuTime', () => {
  const shrunk = shrunkToCpuTime(trace);
  const at = (index: number) => shrunk[index] as { ts?: number; dur?: number };

  it('shrinks a page task to its CPU time from where it started', () => {
    expect(at(2)).toMatchObject({ ts: 2_000, dur: 12_000 });
  });

  it('moves and shrinks what ran inside it by the same factor, so nesting holds', () => {
    expect(at(3)).toMatchObject({ ts: 2_000 + 10_000 * 0.4, dur: 15_000 * 0.4 });
    expect(at(4)).toMatchObject({ ts: 2_000 + 29_000 * 0.4 });
    expect(at(3).ts! + at(3).dur!).toBeLessThanOrEqual(at(2).ts! + at(2).dur!);
  });

  it('leaves events between tasks, other threads and tasks that never waited as they were', () => {
    expect(at(5)).toEqual(trace[5]);
    expect(at(6)).toEqual(trace[6]);
    expect(at(7)).toMatchObject({ ts: 40_000, dur: 10_000 });
  });

  it('copies: the run’s own trace is not changed', () => {
    expect(trace[2]).toMatchObject({ dur: 30_000 });
    expect(shrunk).not.toBe(trace);
  });

  it('gives back a trace without a page as it is', () => {
    const noPage = trace.filter((e) => e.name !== 'navigationStart');
    expect(shrunkToCpuTime(noPage)).toBe(noPage);
  });
});
