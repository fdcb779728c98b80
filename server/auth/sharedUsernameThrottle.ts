import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { hashKey } from '../http/sharedRateLimitStore';
import { USERNAME_LIMITS, usernameKey } from './usernameThrottle';
import type { UsernameThrottle } from './usernameThrottle';

const { freeAttempts, firstDelayMs, maxDelayMs, forgetAfterMs } = USERNAME_LIMITS;

/** usernameThrottle.ts's delayAfter(hits), in SQL, as an interval. */
const delayAfter = (hits: ReturnType<typeof sql>) => sql`(CASE WHEN ${hits} < ${freeAttempts} THEN 0
  ELSE least(${maxDelayMs}, ${firstDelayMs} * power(2, least(${hits} - ${freeAttempts}, 30))) END)
  * interval '1 millisecond'`;

const forgotten = sql`rate_limit_counters.window_start <= now() - ${forgetAfterMs} * interval '1 millisecond'`;

/**
 * The username counts in the database's rate_limit_counters (hits: attempts, window_start: the
 * last one), so instances sharing PostgreSQL slow a username down together. One statement counts
 * an attempt only if its wait is over, so attempts racing on two instances cannot both slip in.
 * A free attempt counts whatever the time: racing transactions' now() (each one's start) need not
 * follow the order they get the row in, and one that started first but waited saw a later
 * window_start and was turned away from a free attempt (1 in 6 runs of the race test).
 */
export function sharedUsernameThrottle(db: Db): UsernameThrottle {
  return {
    async claim(username) {
      const key = hashKey(usernameKey(username));
      const counted = await rawRows<{ hits: number }>(
        db,
        sql`INSERT INTO rate_limit_counters (key_hash, window_start, hits) VALUES (${key}, now(), 1)
          ON CONFLICT (key_hash) DO UPDATE SET
            hits = CASE WHEN ${forgotten} THEN 1 ELSE rate_limit_counters.hits + 1 END,
            window_start = greatest(rate_limit_counters.window_start, now())
          WHERE ${forgotten}
            OR rate_limit_counters.hits < ${freeAttempts}
            OR rate_limit_counters.window_start + ${delayAfter(sql`rate_limit_counters.hits`)} <= now()
          RETURNING hits`,
      );
      if (counted.length > 0) return 0;
      const [left] = await rawRows<{ wait: number }>(
        db,
        sql`SELECT ceil(extract(epoch FROM (window_start + ${delayAfter(sql`hits`)} - now())) * 1000)::int AS wait
          FROM rate_limit_counters WHERE key_hash = ${key}`,
      );
      // The wait may have ended between the two statements: the caller retries a moment later.
      return Math.max(1, Number(left?.wait ?? 1));
    },
    async forget(username) {
      await db.execute(
        sql`DELETE FROM rate_limit_counters WHERE key_hash = ${hashKey(usernameKey(username))}`,
      );
    },
  };
}
