import { PACT_LEAD_ATTRIBUTION } from '@/contracts/leadAttributionExample';
import { PACT_LEAD_CONSENT } from '@/contracts/leadConsentExample';
import { insertLead } from '@/server/data/leads';
import { moveLeadToTrash } from '@/server/data/leadTrash';
import type { Db } from '@/server/db/database';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

/** The trashed lead: the inbox's example lead (providerStates.ts), as leadTrash.pact.test.ts reads it. */
const PACT_INBOX_LEAD = {
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Please call me.',
};

/**
 * The provider states of the leads trash contract (issue 43): a lead stored by the writer's path
 * and moved to the trash as `leads/delete` moves it.
 */
export function leadTrashStates(db: Db): StateHandlers {
  return {
    'a trashed lead with id {id} exists': async (params) => {
      const id = text(params, 'id');
      const lead = { ...PACT_INBOX_LEAD, ...PACT_LEAD_ATTRIBUTION, ...PACT_LEAD_CONSENT };
      await insertLead(db, lead, id, new Date('2026-11-21T10:00:00.000Z'));
      await moveLeadToTrash(db, id, { id: null, username: 'admin' });
      return { leadId: id };
    },
  };
}
