import { describe, expect, it } from 'vitest';
import { mainThreadTime } from './mainThread.mjs';

// A trace as Chromium writes it: microseconds, `dur` wall time, `tdur` time on a CPU.
const PAGE = { pid: 7, tid: 1 };
const trace = [
  { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
  // about:blank first, as Lighthouse navigates: not the page.
  {
    name: 'navigationStart',
    ph: 'R',
    pid: 9,
    tid: 1,
    ts: 500,
    args: { data: { isOutermostMainFrame: true, documentLoaderURL: 'about:blank' } },
  },
  { name: 'RunTask', ph: 'X', ...PAGE, ts: 900, dur: 40_000, tdur: 40_000 }, // before navigation
  {
    name: 'navigationStart',
    ph: 'R',
    ...PAGE,
    ts: 1_000,
    args: { data: { isOutermostMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } },
  },
  { name: 'RunTask', ph: 'X', ...PAGE, ts: 2_000, dur: 30_000, tdur: 12_000 }, // waited 18 ms
  { name: 'RunTask', ph: 'X', ...PAGE, ts: 40_000, dur: 10_000, tdur: 10_000 },
  { name: 'ParseHTML', ph: 'X', ...PAGE, ts: 40_100, dur: 9_000, tdur: 9_000 }, // inside a task
  { name: 'RunTask', ph: 'X', pid: 9, tid: 1, ts: 41_000, dur: 99_000, tdur: 99_000 }, // another
];

describe('mainThreadTime', () => {
  it('sums the page’s main-thread tasks from its navigation, by wall time and CPU time', () => {
    expect(mainThreadTime(trace)).toEqual({ wallMs: 40, cpuMs: 22, longestCpuMs: 12 });
  });

  it('says nothing of a trace without a page', () => {
    expect(mainThreadTime(trace.filter((e) => e.name !== 'navigationStart'))).toBeUndefined();
  });
});
