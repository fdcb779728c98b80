import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { sharedUsernameThrottle } from './sharedUsernameThrottle';
import { memoryUsernameThrottle } from './usernameThrottle';
import type { UsernameThrottle } from './usernameThrottle';

// One per server (its config object): in memory each instance keeps its own counts, as sign-in's
// own limits do; two apps on one database in one process must not share them (sharedLimits.test).
const throttles = new WeakMap<object, UsernameThrottle>();

/**
 * The one username throttle of a server: sign-in's password and code steps and a
 * signed-in user's password checks (password change, two-factor on, off and new recovery codes)
 * count against the same attempts, so a session cannot be used to guess its own user's password
 * faster than the sign-in form allows. Counted with the other instances when limits are shared.
 */
export function passwordThrottle(
  config: Pick<ServerConfig, 'sharedRateLimits'>,
  db: Db,
): UsernameThrottle {
  let throttle = throttles.get(config);
  if (!throttle) {
    throttle = config.sharedRateLimits ? sharedUsernameThrottle(db) : memoryUsernameThrottle();
    throttles.set(config, throttle);
  }
  return throttle;
}
