// Every story starts at the same instant and with the same random numbers, so what it shows (the
// footer's year, "today" on the dashboard, anything seeded) is the same in the Storybook UI, in
// every test run and in its visual baseline (.storybook/test-runner.ts).

/** The instant every story starts at: 21 November 2026, 12:00 in India, the fixtures' last day. */
export const STORY_NOW = Date.UTC(2026, 10, 21, 6, 30);

const RealDate = Date;
let offset = 0;

/**
 * Date with the story's clock: it starts at STORY_NOW when a story starts and runs on in real
 * time, so timers, delays and durations (toasts, MSW's delay) behave as they would.
 */
class StoryDate extends RealDate {
  constructor(...args: ConstructorParameters<DateConstructor> | []) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as ConstructorParameters<DateConstructor>));
  }

  static override now() {
    return RealDate.now() + offset;
  }
}

// mulberry32: a tiny seeded generator; any fixed sequence will do, it only has to repeat.
let seed = 0;
const seededRandom = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

let installed = false;

/** Puts the story clock and the seeded Math.random in place (once per preview page). */
function install() {
  if (installed) return;
  installed = true;
  globalThis.Date = StoryDate as DateConstructor;
  Math.random = seededRandom;
}

/** Before each story: the clock back to STORY_NOW, the random sequence back to its start. */
export function startStoryClock() {
  install();
  offset = STORY_NOW - RealDate.now();
  seed = 39;
}
