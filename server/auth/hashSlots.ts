/** Sign-in is turned away because enough password checks are running and waiting already. */
export class HashingBusyError extends Error {
  override readonly name = 'HashingBusyError';
}

export interface HashSlots {
  /**
   * Runs `work` once a slot is free. With `turnAwayWhenBusy` (sign-in), a full line throws
   * HashingBusyError at once instead of waiting; other callers (a signed-in user changing a
   * password, the command line) always wait their turn.
   */
  run<T>(work: () => Promise<T>, options?: { turnAwayWhenBusy?: boolean }): Promise<T>;
  /** Whether a sign-in would be turned away now: checked first, so it costs no query either. */
  full(): boolean;
}

/**
 * A semaphore in front of scrypt. scrypt runs on libuv's pool of four threads, which also reads
 * the static files and does zlib and DNS: with no bound, a flood of sign-ins fills every thread
 * (and 128 MiB of memory per hash) and the site's stylesheet waits behind it.
 */
export function createHashSlots(running: number, lineLength: number): HashSlots {
  let active = 0;
  const line: Array<() => void> = [];
  const release = () => {
    const next = line.shift();
    // The slot passes straight to the next in line, so `active` never counts it twice.
    if (next) next();
    else active -= 1;
  };
  const full = () => active >= running && line.length >= lineLength;
  return {
    full,
    async run(work, { turnAwayWhenBusy = false } = {}) {
      if (active < running) active += 1;
      else if (turnAwayWhenBusy && full()) throw new HashingBusyError();
      else await new Promise<void>((resolve) => line.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
