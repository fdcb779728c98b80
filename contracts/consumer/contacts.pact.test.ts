import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { ContactMessages } from '@/sdk/schemas/contact';
import { CONTACT_ID } from '../pactIds';
import {
  PACT_CONTACT_ID,
  PACT_CONTACT_LEAD_IDS,
  PACT_DUE_DAY,
  PACT_EDITOR_ID,
  PACT_NOTE,
  PACT_OTHER_CONTACT_ID,
  PACT_OWNER_ID,
} from '../contactExample';
import { activityBody, contactBody, contactDetailBody, inboxLeadBody } from './contactBodies';
import {
  authorised,
  createPact,
  DAY,
  failureBody,
  MISSING_ID,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// Contacts, owners and follow-ups (issue 38 items 1-2), sent by the real sdk.

const { like, eachLike, integer, regex, arrayContaining } = MatchersV3;
const contactExists = [
  'a contact with id {id} has two enquiries and a note',
  { id: PACT_CONTACT_ID },
] as const;
const otherExists = [
  'another contact with id {id} has one enquiry',
  { id: PACT_OTHER_CONTACT_ID },
] as const;
/** The token's user has an id, so "assign to me" and "mine" can name it. */
const ownerToken = [
  'a valid admin token exists',
  { ...tokenState[1], userId: PACT_OWNER_ID },
] as const;
const owner = { _id: like(PACT_OWNER_ID), username: like('pact-token-admin') };

afterEach(resetSdk);

describe('contacts contract', () => {
  it('lists the inbox grouped by contact', async () => {
    await createPact()
      .addInteraction()
      .given(...contactExists)
      .given(...tokenState)
      .uponReceiving('an admin asks for the inbox grouped by contact')
      .withRequest('POST', '/api/contacts/getall', (req) =>
        req.headers(authorised).jsonBody({ page: 1, pageSize: 25 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            items: eachLike({ ...contactBody(), latest: inboxLeadBody(), matching: integer(2) }),
            total: integer(1),
            page: integer(1),
            pageSize: integer(25),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.contacts.list();
        expect(page.items[0]).toMatchObject({ _id: PACT_CONTACT_ID, enquiries: 2 });
        expect(page.items[0]?.latest.enquiryNumber).toBe(2);
      });
  });

  it("reads a contact's page: every enquiry and the timeline", async () => {
    await createPact()
      .addInteraction()
      .given(...contactExists)
      .given(...tokenState)
      .uponReceiving("an admin opens a contact's page")
      .withRequest('POST', '/api/contacts/get', (req) =>
        req.headers(authorised).jsonBody({ contactId: seeded('contactId', PACT_CONTACT_ID) }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(contactDetailBody())))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const contact = await sdk.contacts.get({ contactId: PACT_CONTACT_ID });
        expect(contact.leads[0]?.cta).toBe('banner: Get Free Consultant');
        expect(contact.activity[0]).toMatchObject({ kind: 'note', text: PACT_NOTE });
      });
  });

  it('answers 404 for a contact that does not exist', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin opens a contact that does not exist')
      .withRequest('POST', '/api/contacts/get', (req) =>
        req.headers(authorised).jsonBody({ contactId: MISSING_ID }),
      )
      .willRespondWith(404, (res) => res.jsonBody(failureBody(ContactMessages.notFound)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.contacts.get({ contactId: MISSING_ID })).rejects.toMatchObject({
          status: 404,
          msg: ContactMessages.notFound,
        });
      });
  });

  it('assigns a contact to the signed-in user and plans a follow-up', async () => {
    await createPact()
      .addInteraction()
      .given(...ownerToken)
      .given(...contactExists)
      .uponReceiving('a salesperson assigns a contact to themselves with a follow-up day')
      .withRequest('POST', '/api/contacts/update', (req) =>
        req.headers(authorised).jsonBody({
          contactId: seeded('contactId', PACT_CONTACT_ID),
          ownerId: seeded('tokenUserId', PACT_OWNER_ID),
          nextFollowUp: '2026-12-01',
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            contactDetailBody({
              owner,
              nextFollowUp: regex(DAY, '2026-12-01'),
              leads: eachLike(inboxLeadBody({ owner, nextFollowUp: regex(DAY, '2026-12-01') })),
              activity: arrayContaining(
                activityBody({
                  kind: 'owner',
                  text: like('Assigned to pact-token-admin'),
                  to: like('pact-token-admin'),
                }),
                activityBody({
                  kind: 'follow-up',
                  text: like('Follow-up set for 2026-12-01'),
                  to: regex(DAY, '2026-12-01'),
                }),
              ),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const contact = await sdk.contacts.update({
          contactId: PACT_CONTACT_ID,
          ownerId: PACT_OWNER_ID,
          nextFollowUp: '2026-12-01',
        });
        expect(contact.owner?._id).toBe(PACT_OWNER_ID);
        expect(contact.nextFollowUp).toBe('2026-12-01');
      });
  });

  it('refuses to give a contact to a user who may not work on leads', async () => {
    await createPact()
      .addInteraction()
      .given(...contactExists)
      .given('a user with id {id} exists', { id: PACT_EDITOR_ID, username: 'edna', role: 'editor' })
      .given(...tokenState)
      .uponReceiving('an admin assigns a contact to an editor')
      .withRequest('POST', '/api/contacts/update', (req) =>
        req.headers(authorised).jsonBody({
          contactId: seeded('contactId', PACT_CONTACT_ID),
          ownerId: seeded('userId', PACT_EDITOR_ID),
        }),
      )
      .willRespondWith(400, (res) => res.jsonBody(failureBody(ContactMessages.ownerCannot)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(
          sdk.contacts.update({ contactId: PACT_CONTACT_ID, ownerId: PACT_EDITOR_ID }),
        ).rejects.toMatchObject({ status: 400, msg: ContactMessages.ownerCannot });
      });
  });

  it('adds a note to the timeline', async () => {
    const text = 'Called back; the principal is keen.';
    await createPact()
      .addInteraction()
      .given(...contactExists)
      .given(...tokenState)
      .uponReceiving('an admin adds a note to a contact')
      .withRequest('POST', '/api/contacts/notes/create', (req) =>
        req.headers(authorised).jsonBody({ contactId: seeded('contactId', PACT_CONTACT_ID), text }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(contactDetailBody({ activity: eachLike(activityBody()) }))),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const contact = await sdk.contacts.addNote({ contactId: PACT_CONTACT_ID, text });
        expect(contact.activity.every((line) => line.kind === 'note')).toBe(true);
      });
  });

  it('merges another contact into this one', async () => {
    await createPact()
      .addInteraction()
      .given(...contactExists)
      .given(...otherExists)
      .given(...tokenState)
      .uponReceiving('an admin merges two contacts')
      .withRequest('POST', '/api/contacts/merge', (req) =>
        req.headers(authorised).jsonBody({
          contactId: seeded('contactId', PACT_CONTACT_ID),
          otherContactId: seeded('otherContactId', PACT_OTHER_CONTACT_ID),
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            contactDetailBody({
              enquiries: integer(3),
              leads: eachLike(inboxLeadBody({ contactEnquiries: integer(3) })),
              activity: arrayContaining(
                activityBody({
                  kind: 'merge',
                  text: like("Asha R.'s enquiries joined this contact."),
                  from: like('Asha R.'),
                }),
                activityBody(),
              ),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const contact = await sdk.contacts.merge({
          contactId: PACT_CONTACT_ID,
          otherContactId: PACT_OTHER_CONTACT_ID,
        });
        expect(contact.enquiries).toBe(3);
      });
  });

  it('splits an enquiry into a contact of its own', async () => {
    await createPact()
      .addInteraction()
      .given(...contactExists)
      .given(...tokenState)
      .uponReceiving('an admin splits an enquiry off its contact')
      .withRequest('POST', '/api/contacts/split', (req) =>
        req
          .headers(authorised)
          .jsonBody({ leadId: seeded('splitLeadId', PACT_CONTACT_LEAD_IDS[1]) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            contactDetailBody({
              _id: like(CONTACT_ID.split),
              enquiries: integer(1),
              leads: eachLike(
                inboxLeadBody({
                  contactId: like(CONTACT_ID.split),
                  enquiryNumber: integer(1),
                  contactEnquiries: integer(1),
                }),
              ),
              activity: eachLike(
                activityBody({
                  kind: 'split',
                  text: like('Split off by hand.'),
                  from: like('Asha Rao'),
                  leadId: like(PACT_CONTACT_LEAD_IDS[1]),
                }),
              ),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const contact = await sdk.contacts.split({ leadId: PACT_CONTACT_LEAD_IDS[1] });
        expect(contact._id).not.toBe(PACT_CONTACT_ID);
        expect(contact.leads.map((lead) => lead._id)).toEqual([PACT_CONTACT_LEAD_IDS[1]]);
      });
  });

  it('answers 404 for a contact to merge that does not exist', async () => {
    await createPact()
      .addInteraction()
      .given(...contactExists)
      .given(...tokenState)
      .uponReceiving('an admin merges a contact that does not exist into another')
      .withRequest('POST', '/api/contacts/merge', (req) =>
        req.headers(authorised).jsonBody({
          contactId: seeded('contactId', PACT_CONTACT_ID),
          otherContactId: MISSING_ID,
        }),
      )
      .willRespondWith(404, (res) => res.jsonBody(failureBody(ContactMessages.notFound)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(
          sdk.contacts.merge({ contactId: PACT_CONTACT_ID, otherContactId: MISSING_ID }),
        ).rejects.toMatchObject({ status: 404, msg: ContactMessages.notFound });
      });
  });

  it('answers 404 for an enquiry to split that does not exist', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin splits off an enquiry that does not exist')
      .withRequest('POST', '/api/contacts/split', (req) =>
        req.headers(authorised).jsonBody({ leadId: MISSING_ID }),
      )
      .willRespondWith(404, (res) => res.jsonBody(failureBody(ContactMessages.leadNotFound)))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.contacts.split({ leadId: MISSING_ID })).rejects.toMatchObject({
          status: 404,
          msg: ContactMessages.leadNotFound,
        });
      });
  });

  it('lists the leads of my contacts whose follow-up is due', async () => {
    await createPact()
      .addInteraction()
      .given(...ownerToken)
      .given(...contactExists)
      .given('the contact with id {id} is owned by user {userId}, follow-up on {day}', {
        id: PACT_CONTACT_ID,
        userId: PACT_OWNER_ID,
        day: PACT_DUE_DAY,
      })
      .uponReceiving('a salesperson asks for their leads due for follow-up')
      .withRequest('POST', '/api/leads/getall', (req) =>
        req.headers(authorised).jsonBody({ owner: 'me', followUp: 'due', page: 1, pageSize: 25 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            items: eachLike(inboxLeadBody({ owner, nextFollowUp: regex(DAY, PACT_DUE_DAY) })),
            total: integer(2),
            page: integer(1),
            pageSize: integer(25),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.leads.list({ owner: 'me', followUp: 'due' });
        expect(page.items[0]).toMatchObject({
          owner: { _id: PACT_OWNER_ID },
          nextFollowUp: PACT_DUE_DAY,
        });
      });
  });

  it('lists who may own leads', async () => {
    await createPact()
      .addInteraction()
      .given(...ownerToken)
      .uponReceiving('an admin asks who may own leads')
      .withRequest('POST', '/api/leads/owners', (req) => req.headers(authorised).jsonBody({}))
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(owner))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.leads.owners())[0]?._id).toBe(PACT_OWNER_ID);
      });
  });
});
