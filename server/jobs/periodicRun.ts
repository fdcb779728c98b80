import type { FastifyInstance } from 'fastify';

export interface PeriodicRunOptions {
  /** Time between two runs. */
  intervalMs: number;
  /**
   * Whether the server is ready only once the first run is done (a due release goes out, old
   * leads are gone), or starts at once with the first run on its way (housekeeping).
   */
  readyAfterFirstRun: boolean;
}

/**
 * A background job's schedule, the same for every job: one run when the server is ready, then
 * one every `intervalMs`, never two at once on this instance (a tick while one runs is skipped);
 * on close, the schedule stops and a run in flight finishes before the database closes. `run`
 * catches and logs its own failures: a job must never take the server down, and a failed run is
 * tried again on the next tick. The timer is unref'd, so it alone keeps no process alive.
 */
export function scheduleRuns(
  app: FastifyInstance,
  run: () => Promise<void>,
  { intervalMs, readyAfterFirstRun }: PeriodicRunOptions,
): void {
  let running: Promise<void> | null = null;
  const tick = () => (running ??= run().finally(() => (running = null)));
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    const first = tick();
    if (readyAfterFirstRun) await first;
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
