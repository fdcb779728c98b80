/**
 * Sign-in attempts per username, from any address: the first few are free, then each must wait
 * longer than the one before (1 s, 2 s, 4 s, ... up to a minute), so guessing one account's
 * password from many addresses is slow, while the real user is never kept out for more than a
 * minute. A successful sign-in forgets the count; so does a quarter of an hour without attempts.
 * Every username is counted the same way, known or not, so the answers tell nothing about which
 * usernames exist.
 */
export interface UsernameThrottle {
  /**
   * Counts an attempt for `username` if its wait is over and answers 0; otherwise counts nothing
   * and answers how many milliseconds are left to wait.
   */
  claim(username: string): Promise<number>;
  /** The user signed in: its attempts are forgotten. */
  forget(username: string): Promise<void>;
}

export const USERNAME_LIMITS = {
  freeAttempts: 5,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
  forgetAfterMs: 15 * 60_000,
} as const;

/** How long after the last attempt the next may start, when `attempts` have been counted. */
export function delayAfter(attempts: number): number {
  const { freeAttempts, firstDelayMs, maxDelayMs } = USERNAME_LIMITS;
  if (attempts < freeAttempts) return 0;
  // The exponent is capped so that years of attempts cannot overflow it.
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(attempts - freeAttempts, 30));
}

/** One key per username, whatever its case or spacing: 'Admin ' and 'admin' share a count. */
export const usernameKey = (username: string) =>
  `login-user:${username.trim().toLowerCase().slice(0, 100)}`;

// About 100 bytes an entry: at most a few MB however many usernames a flood makes up.
const MAX_ENTRIES = 20_000;

/**
 * The counts in this process's memory (one server on PGlite). When full, entries that are not
 * being slowed go first: a flood of made-up usernames cannot push out the count of the username
 * it is guessing.
 */
export function memoryUsernameThrottle(now: () => number = Date.now): UsernameThrottle {
  const entries = new Map<string, { attempts: number; last: number }>();
  const makeRoom = () => {
    for (const [key, entry] of entries) {
      if (entries.size < MAX_ENTRIES * 0.9) return;
      if (entry.attempts < USERNAME_LIMITS.freeAttempts) entries.delete(key);
    }
    // Every entry is being slowed: the oldest go.
    for (const key of entries.keys()) {
      if (entries.size < MAX_ENTRIES * 0.9) return;
      entries.delete(key);
    }
  };
  return {
    async claim(username) {
      const key = usernameKey(username);
      const at = now();
      const entry = entries.get(key);
      const live = entry && at - entry.last < USERNAME_LIMITS.forgetAfterMs ? entry : undefined;
      const wait = live ? live.last + delayAfter(live.attempts) - at : 0;
      if (wait > 0) return wait;
      // Deleted and set again, so the Map's order stays oldest-first for makeRoom.
      entries.delete(key);
      entries.set(key, { attempts: (live?.attempts ?? 0) + 1, last: at });
      if (entries.size > MAX_ENTRIES) makeRoom();
      return 0;
    },
    async forget(username) {
      entries.delete(usernameKey(username));
    },
  };
}
