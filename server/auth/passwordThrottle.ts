import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { sharedUsernameThrottle } from './sharedUsernameThrottle';
import { memoryUsernameThrottle } from './usernameThrottle';
import type { UsernameThrottle } from './usernameThrottle';

const throttles = new WeakMap<Db, UsernameThrottle>();

/**
 * The one username throttle of a server (per database): sign-in's password and code steps and a
 * signed-in user's password checks (password change, two-factor on, off and new recovery codes)
 * count against the same attempts, so a session cannot be used to guess its own user's password
 * faster than the sign-in form allows. Counted with the other instances when limits are shared.
 */
export function passwordThrottle(
  config: Pick<ServerConfig, 'sharedRateLimits'>,
  db: Db,
): UsernameThrottle {
  let throttle = throttles.get(db);
  if (!throttle) {
    throttle = config.sharedRateLimits ? sharedUsernameThrottle(db) : memoryUsernameThrottle();
    throttles.set(db, throttle);
  }
  return throttle;
}
