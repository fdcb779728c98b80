import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Lead, LeadRecord } from '@/sdk/schemas/lead';
import { IdempotencyKey, IdempotencyMessages } from '@/sdk/schemas/leadIdempotency';
import { announceLeadEvent } from '../data/leadEvents';
import type { LeadEventListener } from '../data/leadEvents';
import { toLeadRecord } from '../data/leads';
import type { LeadRow } from '../data/leads';
import { LeadKeyReused, leadWriter } from '../data/leadWriter';
import type { StoredLead } from '../data/leadWriter';
import type { Db } from '../db/database';
import { ApiHttpError, badRequest } from '../http/errors';
import type { LeadNotifier } from '../notify/leadNotifier';

/** What a visitor is told once the lead is received (and what a bot is told, too). */
export { LEAD_THANKS } from '@/sdk/schemas/leadConstants';

/** What became of one submission. */
export interface LeadReceipt {
  /**
   * What the visitor is answered: the lead as sent and its acknowledgement (acknowledgementOf);
   * null only when the stored row could not be read into a record (logged).
   */
  record: LeadRecord | null;
  /** An earlier submission with the same Idempotency-Key stored it; nothing new was stored. */
  replayed: boolean;
}

export interface LeadIntakeParts {
  db: Db;
  /** The team's mail and, when switched on, the visitor's confirmation (notify/leadNotifier.ts). */
  notifier: Pick<LeadNotifier, 'notify'> | null;
  /** Told of each new lead after its commit (webhooks: lead.created); never awaited. */
  leadEvents?: readonly LeadEventListener[];
  /**
   * Counts a new lead (not spam, not a replay) in the analytics roll-ups from the request that
   * stored it (server/analytics/analyticsService.ts); never awaited, a failure only logged.
   */
  countLead?: (request: FastifyRequest, lead: Lead) => Promise<unknown>;
  /** How a stored row becomes the answer's record; a test replaces it to fail after the insert. */
  toRecord?: (row: LeadRow) => LeadRecord;
}

/**
 * The answer to a visitor, first or replayed: what they sent, with the id and time they were
 * given, as a lead just received (status 'new', no note). Never what the team wrote since (a
 * status, a private note) and never whether the lead is spam: a bot learns nothing, and a replay
 * months later answers exactly what the first request did (issue 43 item 2).
 */
export const acknowledgementOf = (record: LeadRecord): LeadRecord => ({
  ...record,
  status: 'new',
  note: '',
});

/** A client's Idempotency-Key header: absent is fine, malformed is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(header);
  if (!parsed.success) throw badRequest(IdempotencyMessages.invalid);
  return parsed.data;
}

/**
 * Receiving a visitor's lead, whatever form it came in (the API, the lead page's plain HTML form):
 * a lead is stored once per Idempotency-Key (group commits, leadWriter), a bot's (filled honeypot)
 * with status 'spam' so the team can review it, and the notification goes out for a person's. The
 * answer waits for the commit and for nothing after it.
 */
export function leadIntake({
  db,
  notifier,
  leadEvents = [],
  countLead,
  toRecord = toLeadRecord,
}: LeadIntakeParts) {
  const store = leadWriter(db);

  /**
   * Everything after COMMIT: the lead is stored, so nothing here may turn the answer into a
   * failure (the visitor would send it again). Each failure is logged instead.
   */
  function afterCommit({ row, replayed }: StoredLead, log: FastifyBaseLogger): LeadReceipt {
    let record: LeadRecord | null = null;
    try {
      record = toRecord(row);
    } catch (error) {
      log.error({ err: error, leadId: row.id }, 'lead stored; its record could not be answered');
    }
    const answer = record && acknowledgementOf(record);
    // Spam is answered like a person's lead (a bot learns nothing) and told to no one.
    if (record?.status === 'spam') return { record: answer, replayed };
    // A replay was notified when it was first stored.
    if (record && notifier && !replayed) {
      const failed = (error: unknown) =>
        log.error({ err: error, leadId: row.id }, 'lead notification failed; the lead is stored');
      try {
        // Not awaited: a slow or broken mail server can neither delay nor fail the answer.
        void notifier.notify(record, log).catch(failed);
      } catch (error) {
        failed(error);
      }
    }
    if (record && !replayed)
      announceLeadEvent(leadEvents, { type: 'lead.created', lead: record }, log);
    return { record: answer, replayed };
  }

  return async function receiveLead(
    lead: Lead,
    idempotencyKey: string | undefined,
    log: FastifyBaseLogger,
    /** The request that sent it, for the analytics' count of leads (countLead). */
    request?: FastifyRequest,
  ): Promise<LeadReceipt> {
    // A filled honeypot is a bot: stored as spam, for the team to review (and restore if a person
    // was wrong-footed by a browser's autofill), and answered like a person (acknowledgementOf).
    const spam = Boolean(lead.website?.trim());
    if (spam) log.info('lead honeypot filled; stored as spam');
    let stored: StoredLead;
    try {
      stored = await store(lead, idempotencyKey, spam ? 'spam' : 'new');
    } catch (error) {
      // 422 as draft-ietf-httpapi-idempotency-key-header says for a key reused with another body.
      if (error instanceof LeadKeyReused) throw new ApiHttpError(422, IdempotencyMessages.reused);
      throw error;
    }
    if (countLead && request && !spam && !stored.replayed) {
      const failed = (error: unknown) =>
        log.warn({ err: error }, 'lead stored; counting it in the analytics failed');
      try {
        void countLead(request, lead).catch(failed);
      } catch (error) {
        failed(error);
      }
    }
    return afterCommit(stored, log);
  };
}

export type ReceiveLead = ReturnType<typeof leadIntake>;
