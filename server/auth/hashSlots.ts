/** Sign-in is turned away because enough password checks are running and waiting already. */
export class HashingBusyError extends Error {
  override readonly name = 'HashingBusyError';
}

/**
 * A signed-in user's password check while another of theirs is still running or waiting: one
 * user never holds more than one place, so their checks cannot fill the line that sign-ins need.
 */
export class OneCheckAtATimeError extends Error {
  override readonly name = 'OneCheckAtATimeError';
}

export interface HashTurn {
  /**
   * Sign-in and a signed-in user's password checks: a full line throws HashingBusyError at once
   * instead of waiting. Without it (a new hash of a password already checked, the command line)
   * the caller waits its turn.
   */
  turnAwayWhenBusy?: boolean;
  /** Whose check this is (a user id): a second one of theirs in the slots throws OneCheckAtATimeError. */
  holder?: string;
}

export interface HashSlots {
  /** Runs `work` once a slot is free (see HashTurn for who waits and who is turned away). */
  run<T>(work: () => Promise<T>, turn?: HashTurn): Promise<T>;
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
  const holders = new Set<string>();
  const release = () => {
    const next = line.shift();
    // The slot passes straight to the next in line, so `active` never counts it twice.
    if (next) next();
    else active -= 1;
  };
  const full = () => active >= running && line.length >= lineLength;
  const inSlot = async <T>(work: () => Promise<T>, turnAwayWhenBusy: boolean) => {
    if (active < running) active += 1;
    else if (turnAwayWhenBusy && full()) throw new HashingBusyError();
    else await new Promise<void>((resolve) => line.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
  return {
    full,
    async run(work, { turnAwayWhenBusy = false, holder } = {}) {
      if (holder === undefined) return inSlot(work, turnAwayWhenBusy);
      if (holders.has(holder)) throw new OneCheckAtATimeError();
      holders.add(holder);
      try {
        return await inSlot(work, turnAwayWhenBusy);
      } finally {
        holders.delete(holder);
      }
    },
  };
}
