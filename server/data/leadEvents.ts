import type { FastifyBaseLogger } from 'fastify';
import type { LeadRecord } from '@/sdk/schemas/lead';

/**
 * A committed change of a lead, as listeners hear of it (issue 38: webhooks hear these).
 * `lead.created`: a visitor's lead was stored (never spam, never a replay of a retried one).
 * `lead.updated`: the sales team changed it; `changes` names what changed, in the words of the
 * lead's fields (`status`, `note`, ...), and `lead` is the lead as it is now.
 */
export type LeadEvent =
  | { type: 'lead.created'; lead: LeadRecord }
  | { type: 'lead.updated'; lead: LeadRecord; changes: readonly string[] };

/**
 * Told of each lead event after its commit. A listener must be quick: it runs in the request
 * that made the change (webhooks only queue the event there, server/webhooks/outbox.ts).
 */
export type LeadEventListener = (event: LeadEvent) => void | Promise<void>;

/**
 * The one place a lead change is announced: call it after the change has committed, from every
 * route or intake that creates or changes a lead. It never throws and is never awaited by the
 * caller: a listener that fails or hangs can neither fail nor slow lead capture or the inbox,
 * so each failure is only logged.
 */
export function announceLeadEvent(
  listeners: readonly LeadEventListener[],
  event: LeadEvent,
  log: Pick<FastifyBaseLogger, 'error'>,
): void {
  for (const listener of listeners) {
    const failed = (error: unknown) =>
      log.error(
        { err: error, leadId: event.lead._id, event: event.type },
        'lead event listener failed',
      );
    try {
      void Promise.resolve(listener(event)).catch(failed);
    } catch (error) {
      failed(error);
    }
  }
}
