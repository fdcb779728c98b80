import {
  PACT_CONTACT_LEAD_IDS,
  PACT_CONTACT_LEADS,
  PACT_NOTE,
  PACT_OTHER_LEAD,
} from '@/contracts/contactExample';
import { addContactNote, changeContact } from '@/server/data/contactChanges';
import { insertLead } from '@/server/data/leads';
import type { Db } from '@/server/db/database';
import { text } from './stateParams';
import type { StateHandlers } from './stateParams';

const PACT_ACTOR = { id: null, username: 'pact-sales' };

/**
 * The provider states of the contacts contracts (issue 38): each seeds through the server's own
 * data layer, the writer's path for enquiries (which finds their contact) and the contact changes
 * the routes make.
 */
export function contactStates(db: Db): StateHandlers {
  return {
    'a contact with id {id} has two enquiries and a note': async (params) => {
      const id = text(params, 'id');
      for (const { id: leadId, at, lead } of PACT_CONTACT_LEADS)
        await insertLead(db, lead, leadId, new Date(at), id);
      await addContactNote(db, { contactId: id, text: PACT_NOTE }, PACT_ACTOR);
      // The contact, and its later enquiry (the one a split takes off).
      return { contactId: id, splitLeadId: PACT_CONTACT_LEAD_IDS[1] };
    },
    'another contact with id {id} has one enquiry': async (params) => {
      const { id: leadId, at, lead } = PACT_OTHER_LEAD;
      await insertLead(db, lead, leadId, new Date(at), text(params, 'id'));
      return { otherContactId: text(params, 'id') };
    },
    'the contact with id {id} is owned by user {userId}, follow-up on {day}': async (params) => {
      await changeContact(
        db,
        {
          contactId: text(params, 'id'),
          ownerId: text(params, 'userId'),
          nextFollowUp: text(params, 'day'),
        },
        PACT_ACTOR,
      );
    },
  };
}
