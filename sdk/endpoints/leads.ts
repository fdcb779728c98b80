import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { Lead, LeadRecord } from '../schemas/lead';

/** Stores a visitor's enquiry. Input is checked with the same schema the server uses. */
export async function createLead(lead: Lead) {
  const body = parseInput(Lead, lead);
  const answer = await post('/api/leads/create', body, apiSuccess(LeadRecord.nullable()));
  return answer.data;
}
