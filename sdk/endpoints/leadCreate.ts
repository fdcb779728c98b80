import * as z from 'zod/mini';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { Lead, LeadRecord } from '../schemas/leadCreate';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '../schemas/leadIdempotency';

/**
 * The one call the public site makes, in a module of its own: the lead modal imports this, not
 * `@/sdk` (every endpoint, every content declaration, zod's classic API), so the chunk the first
 * tap loads carries only what a lead needs (docs/architecture.md, "The first tap").
 */

export interface CreateLeadOptions {
  /**
   * One key per lead attempt (newIdempotencyKey), the same for each retry of the same values:
   * the server stores the lead once however many of the attempts reach it.
   */
  idempotencyKey?: string;
}

const LeadCreated = apiSuccess(z.nullable(LeadRecord));

/** Stores a visitor's enquiry. Input is checked with the same schema the server uses. */
export async function createLead(
  lead: z.input<typeof Lead>,
  { idempotencyKey }: CreateLeadOptions = {},
): Promise<LeadRecord | null> {
  const body = parseInput(Lead, lead);
  // A malformed key is refused here with the server's own message, like the lead itself.
  const headers: Record<string, string> =
    idempotencyKey === undefined
      ? {}
      : { [IDEMPOTENCY_KEY_HEADER]: parseInput(IdempotencyKey, idempotencyKey) };
  const answer = await post('/api/leads/create', body, LeadCreated, undefined, undefined, headers);
  return answer.data;
}
