// Which suites `npm test` (scripts/test-all.mjs) starts next, given what runs and what is done.
//
// Heavy suites (the unit and server tests, the journeys, the stories) run `parallel` at a time,
// longest first. The light ones (the Pact files, type check, lint, format: one process and some
// 20-30 core-seconds each) run one at a time in a lane of their own beside them: on two cores the
// unit suite and the journeys together kept only about 1.6 cores busy (the unit suite waits on its
// servers, sockets and timers), and the light suites fill that gap instead of running at the end.
// Once no heavy suite is left to start, the light suites take the free heavy lanes too.
// `parallel` 1 runs everything one by one, heavy first.

/** @typedef {{ name: string, after?: string, light?: boolean }} Suite */

/** The suites of `npm test`, longest first within each kind. */
export const PLAN = [
  { name: 'test:unit' },
  { name: 'test:e2e' },
  { name: 'test:stories' },
  { name: 'test:contracts', light: true },
  { name: 'test:provider', after: 'test:contracts', light: true },
  { name: 'typecheck', light: true },
  { name: 'lint', light: true },
  { name: 'format:check', light: true },
];

/**
 * The suites to start now, in plan order.
 * @param {Suite[]} waiting not started yet, in plan order
 * @param {Suite[]} running
 * @param {Set<string>} finished
 * @param {number} parallel how many heavy suites at once
 * @returns {Suite[]}
 */
export function suitesToStart(waiting, running, finished, parallel) {
  const started = [];
  for (const suite of waiting) {
    if (suite.after && !finished.has(suite.after)) continue;
    const busy = [...running, ...started];
    const heavyRunning = busy.filter((s) => !s.light).length;
    const heavyWaiting = waiting.filter((s) => !s.light && !started.includes(s)).length;
    // The light lane exists while heavy suites run or wait; then the lanes are `parallel`.
    const lightLane = parallel > 1 && heavyRunning + heavyWaiting > 0 ? 1 : 0;
    if (!suite.light) {
      if (heavyRunning < parallel) started.push(suite);
      continue;
    }
    const freeHeavyLanes = Math.max(0, parallel - heavyRunning - heavyWaiting);
    if (busy.length - heavyRunning < lightLane + freeHeavyLanes) started.push(suite);
  }
  return started;
}
