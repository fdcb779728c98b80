import { countAdmins } from '../auth/admins';
import type { Db } from '../db/database';

export type Check = 'ok' | 'failing';

export const passes = async (probe: () => Promise<unknown>): Promise<Check> =>
  probe().then(
    () => 'ok',
    () => 'failing',
  );

/** How long a media probe's answer is reused: probes must not write to the bucket per call. */
export const MEDIA_PROBE_REUSE = { okForMs: 5000, failingForMs: 1000 };

/**
 * A check whose answer is reused for a while: a pass for `okForMs`, a failure for the shorter
 * `failingForMs` (a store that comes back is seen soon). Calls that come while a probe runs wait
 * for that probe instead of starting their own.
 */
export function reusedCheck(
  probe: () => Promise<unknown>,
  { okForMs, failingForMs }: typeof MEDIA_PROBE_REUSE,
): () => Promise<Check> {
  let answer: { check: Check; until: number } | null = null;
  let running: Promise<Check> | null = null;
  return () => {
    if (answer && performance.now() < answer.until) return Promise.resolve(answer.check);
    running ??= passes(probe).then((check) => {
      answer = { check, until: performance.now() + (check === 'ok' ? okForMs : failingForMs) };
      running = null;
      return check;
    });
    return running;
  };
}

/**
 * The first admin exists (the check ensureFirstAdmin makes): main.ts creates it only after the
 * server listens, and a load balancer must not send visitors before anyone can sign in. Once
 * true it stays true without asking the database again: the last active admin cannot be deleted,
 * demoted or disabled (auth/users.ts), and restore runs with the server stopped.
 */
export function firstAdminCheck(db: Db): () => Promise<Check> {
  let exists = false;
  const probe = async () => {
    if ((await countAdmins(db)) === 0) throw new Error('no admin yet');
  };
  return async () => {
    if (!exists) exists = (await passes(probe)) === 'ok';
    return exists ? 'ok' : 'failing';
  };
}
