import { BatchPartlyWritten } from './analyticsBatch';
import type { AnalyticsBatch } from './analyticsBatch';
import type { AnalyticsEvent } from './analyticsStore';

/** The log lines the buffer writes (Fastify's logger is one). */
export interface BufferLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface EventBufferOptions {
  /**
   * Most events held at once (waiting, being written, and a failed batch kept for its retry), on
   * every address together; more are dropped. Leads are never held here (analyticsService.ts).
   */
  maxEvents: number;
  /** A flush starts as soon as this many events wait, without waiting for the timer. */
  flushAt: number;
  /** The timer: events wait at most about this long before they are written. */
  intervalMs: number;
  log: BufferLog;
  /**
   * Writes one batch (analyticsBatch.ts); throws when nothing was written, or BatchPartlyWritten
   * with what was not when only some of it was committed.
   */
  write: (batch: AnalyticsBatch) => Promise<void>;
}

/** What the buffer holds and what it gave up (tests, the log). */
export interface BufferStats {
  held: number;
  /** Events refused because the buffer was full (or already closed). */
  dropped: number;
  /** Events in batches whose write failed twice. */
  lost: number;
}

const sizeOf = (batch: AnalyticsBatch) =>
  batch.events.length + [...batch.anonymous.values()].reduce((sum, n) => sum + n, 0);

/**
 * Beacons wait here, in memory, and are written together (docs/analytics.md, "Beacons at scale"):
 * one transaction a second, or sooner once `flushAt` wait, instead of one statement per beacon.
 * Bounded: when `maxEvents` are held, a new event is dropped and counted, never queued without
 * end and never made to wait. One flush at a time; a flush never throws: a failed batch is logged
 * and kept for one more try on the next flush, then dropped and counted as lost. The price: a
 * crash loses what is waiting (at most about a second of counts); a graceful close writes it.
 */
export function eventBuffer({ maxEvents, flushAt, intervalMs, log, write }: EventBufferOptions) {
  let events: AnalyticsEvent[] = [];
  let anonymous = new Map<string, number>();
  let retry: AnalyticsBatch | null = null;
  let closed = false;
  const stats = { dropped: 0, lost: 0 };
  let droppedUnlogged = 0;
  let tail: Promise<void> = Promise.resolve();
  let queued = false;
  /** The events of the batch being written: memory held until it is, and so under the bound. */
  let writing = 0;

  const held = () => events.length + (retry?.events.length ?? 0) + writing;

  /** Writes `batch`; answers what of it was not written (the whole or a part), or null. */
  async function attempt(batch: AnalyticsBatch, again: boolean): Promise<AnalyticsBatch | null> {
    writing = batch.events.length;
    try {
      await write(batch);
      return null;
    } catch (error) {
      // Only what was not committed is kept or lost: a committed part is never written twice.
      const rest = error instanceof BatchPartlyWritten ? error.rest : batch;
      const size = { err: error, events: sizeOf(rest) };
      if (again) log.error(size, 'analytics flush failed again: batch dropped');
      else log.error(size, 'analytics flush failed: batch kept for one retry');
      return rest;
    } finally {
      writing = 0;
    }
  }

  async function writeOnce() {
    if (droppedUnlogged > 0) {
      log.warn({ dropped: droppedUnlogged }, 'analytics buffer full: events dropped');
      droppedUnlogged = 0;
    }
    if (retry) {
      const again = retry;
      retry = null;
      const left = await attempt(again, true);
      if (left) stats.lost += sizeOf(left);
    }
    if (events.length === 0 && anonymous.size === 0) return;
    const batch = { events, anonymous };
    events = [];
    anonymous = new Map();
    retry = await attempt(batch, false);
  }

  /**
   * Writes what waits now. A flush not yet started takes everything added before it starts, so a
   * caller joins it rather than queue another; one running is followed by a new one.
   */
  function flush(): Promise<void> {
    if (!queued) {
      queued = true;
      tail = tail.then(() => {
        queued = false;
        return writeOnce();
      });
    }
    return tail;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  // The timer alone keeps no process alive; close() writes what is left.
  timer.unref();

  function refuse() {
    stats.dropped += 1;
    droppedUnlogged += 1;
  }

  return {
    /** Takes an event to write soon; false (dropped, counted) when the buffer is full or closed. */
    add(event: AnalyticsEvent): boolean {
      if (closed || held() >= maxEvents) {
        refuse();
        return false;
      }
      events.push(event);
      if (events.length >= flushAt) void flush();
      return true;
    },
    /** A page view from a browser that asks not to be tracked: one number per day, no bound needed. */
    addAnonymous(day: string): void {
      if (closed) return refuse();
      anonymous.set(day, (anonymous.get(day) ?? 0) + 1);
    },
    flush,
    /** Stops the timer and writes what waits (a failed batch gets its one retry at once). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await flush();
      if (retry) await flush();
      if (stats.dropped > 0 || stats.lost > 0)
        log.warn(stats, 'analytics buffer closed with losses');
    },
    stats: (): BufferStats => ({ held: held(), ...stats }),
  };
}

export type EventBuffer = ReturnType<typeof eventBuffer>;
