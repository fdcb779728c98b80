import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { sharedUsernameThrottle } from './sharedUsernameThrottle';
import { memoryUsernameThrottle } from './usernameThrottle';
import type { UsernameThrottle } from './usernameThrottle';

/**
 * The one username throttle of a server, made once in its context (server/context.ts): sign-in's
 * password and code steps and a signed-in user's password checks (password change, two-factor
 * on, off and new recovery codes) count against the same attempts, so a session cannot be used
 * to guess its own user's password faster than the sign-in form allows. Counted with the other
 * instances when limits are shared; in memory each server keeps its own counts.
 */
export function createPasswordThrottle(
  config: Pick<ServerConfig, 'sharedRateLimits'>,
  db: Db,
): UsernameThrottle {
  return config.sharedRateLimits ? sharedUsernameThrottle(db) : memoryUsernameThrottle();
}
