import { describe, expect, it } from 'vitest';
import { PLAN, suitesToStart } from './suitePlan.mjs';
import type { Suite } from './suitePlan.mjs';

const named = (...names: string[]) => names.map((name) => PLAN.find((s) => s.name === name)!);
const names = (suites: Suite[]) => suites.map((s) => s.name);
const without = (suites: Suite[], gone: string[]) => suites.filter((s) => !gone.includes(s.name));

/** Runs the plan to its end, each suite ending in the order it started; what starts at each step. */
function simulate(parallel: number) {
  let waiting = [...PLAN];
  let running: Suite[] = [];
  const finished = new Set<string>();
  const batches: string[][] = [];
  let most = { heavy: 0, all: 0 };
  while (waiting.length > 0 || running.length > 0) {
    const start = suitesToStart(waiting, running, finished, parallel);
    batches.push(names(start));
    waiting = without(waiting, names(start));
    running = [...running, ...start];
    const heavy = running.filter((s) => !s.light).length;
    most = { heavy: Math.max(most.heavy, heavy), all: Math.max(most.all, running.length) };
    const done = running.shift();
    if (!done) throw new Error(`nothing runs, and ${names(waiting).join(', ')} never start`);
    finished.add(done.name);
  }
  return { batches, most, finished };
}

describe('the order of npm test', () => {
  it('starts the two longest suites and one light suite beside them on two cores', () => {
    expect(names(suitesToStart(PLAN, [], new Set(), 2))).toEqual([
      'test:unit',
      'test:e2e',
      'test:contracts',
    ]);
  });

  it('keeps one light lane while heavy suites run or wait, and the provider after its pacts', () => {
    const waiting = without(PLAN, ['test:unit', 'test:e2e', 'test:contracts']);
    const running = named('test:unit', 'test:e2e');
    expect(names(suitesToStart(waiting, running, new Set(), 2))).toEqual(['typecheck']);
    const after = new Set(['test:contracts']);
    expect(names(suitesToStart(waiting, running, after, 2))).toEqual(['test:provider']);
    // The journeys done: the stories take their lane; the light lane is still taken.
    const withLight = named('test:unit', 'test:provider');
    const left = without(waiting, ['test:provider']);
    expect(names(suitesToStart(left, withLight, after, 2))).toEqual(['test:stories']);
  });

  it('gives the light suites the heavy lanes once no heavy suite is left to start', () => {
    const waiting = named('typecheck', 'lint', 'format:check');
    expect(names(suitesToStart(waiting, named('test:unit'), new Set(), 2))).toEqual([
      'typecheck',
      'lint',
    ]);
    expect(names(suitesToStart(waiting, [], new Set(), 2))).toEqual(['typecheck', 'lint']);
  });

  it('runs every suite once, never more than two heavy or three in all on two cores', () => {
    const { most, finished } = simulate(2);
    expect(finished).toEqual(new Set(names(PLAN)));
    expect(most).toEqual({ heavy: 2, all: 3 });
  });

  it('runs them one by one, heavy first, with TEST_PARALLEL=1', () => {
    const { batches, most } = simulate(1);
    expect(most).toEqual({ heavy: 1, all: 1 });
    expect(batches.flat()).toEqual(names(PLAN));
  });
});
