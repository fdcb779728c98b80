import { currentActor } from '../../audit/actor';
import type { AuditActor } from '../../audit/auditLog';

/** What a write does without a signed-in user (the first start's content, the demo seed). */
export const SERVER_ACTOR: AuditActor = { id: null, username: '(server)' };

/** Who a content write is by: the one given (a scheduled release), else the request's user. */
export function actorNow(given?: AuditActor): AuditActor {
  if (given) return given;
  const user = currentActor();
  return user ? { id: user.id, username: user.username } : SERVER_ACTOR;
}
