import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { LEAD_ID } from '../pactIds';
import {
  authorised,
  createPact,
  INSTANT,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';
import { attributionBody, consentBody, LEAD_STATUS_PATTERN } from './leadAttributionBody';

// The leads' trash (issue 43 item 10): what the console's Trash view calls. `leads/delete`
// (leadsInbox.pact.test.ts) moves a lead here.

const { like, eachLike, integer, regex } = MatchersV3;
const TRASHED_ID = LEAD_ID.trashed;
const trashedExists = ['a trashed lead with id {id} exists', { id: TRASHED_ID }] as const;

/** A lead as the trash lists it: the lead as it was, when, by whom, and when it goes. */
const trashedBody = {
  _id: like(TRASHED_ID),
  name: like('Asha Rao'),
  email: like('asha@school.in'),
  mobile: like('9876543210'),
  message: like('Please call me.'),
  status: regex(LEAD_STATUS_PATTERN, 'new'),
  note: like(''),
  createdAt: regex(INSTANT, '2026-11-21T10:00:00.000Z'),
  ...attributionBody,
  ...consentBody,
  trashedAt: regex(INSTANT, '2026-11-22T10:00:00.000Z'),
  trashedBy: like('admin'),
  purgeAt: regex(INSTANT, '2026-12-22T10:00:00.000Z'),
};

describe('the leads trash contract (issue 43)', () => {
  afterEach(resetSdk);

  it('lists the trash, the latest moved there first', async () => {
    await createPact()
      .addInteraction()
      .given(...trashedExists)
      .given(...tokenState)
      .uponReceiving('an admin lists the leads trash')
      .withRequest('POST', '/api/leads/trash/getall', (req) =>
        req.headers(authorised).jsonBody({ page: 1, pageSize: 25 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            items: eachLike(trashedBody),
            total: integer(1),
            page: integer(1),
            pageSize: integer(25),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.leads.trash.list();
        expect(page.items[0]).toMatchObject({ _id: TRASHED_ID, trashedBy: 'admin' });
        expect(page.total).toBe(1);
      });
  });

  it('restores a trashed lead and answers it', async () => {
    await createPact()
      .addInteraction()
      .given(...trashedExists)
      .given(...tokenState)
      .uponReceiving('an admin restores a lead from the trash')
      .withRequest('POST', '/api/leads/trash/restore', (req) =>
        req.headers(authorised).jsonBody({ leadId: seeded('leadId', TRASHED_ID) }),
      )
      .willRespondWith(200, (res) => {
        const { trashedAt, trashedBy, purgeAt, ...lead } = trashedBody;
        void [trashedAt, trashedBy, purgeAt];
        return res.jsonBody(successBody(lead));
      })
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const lead = await sdk.leads.trash.restore({ leadId: TRASHED_ID });
        expect(lead._id).toBe(TRASHED_ID);
      });
  });

  it('purges one trashed lead and answers its id', async () => {
    await createPact()
      .addInteraction()
      .given(...trashedExists)
      .given(...tokenState)
      .uponReceiving('an admin purges a lead from the trash')
      .withRequest('POST', '/api/leads/trash/purge', (req) =>
        req.headers(authorised).jsonBody({ leadId: seeded('leadId', TRASHED_ID) }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody({ _id: like(TRASHED_ID) })))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.leads.trash.purge({ leadId: TRASHED_ID })).toEqual({ _id: TRASHED_ID });
      });
  });

  it('empties the trash and answers how many leads went', async () => {
    await createPact()
      .addInteraction()
      .given(...trashedExists)
      .given(...tokenState)
      .uponReceiving('an admin empties the leads trash')
      .withRequest('POST', '/api/leads/trash/empty', (req) => req.headers(authorised).jsonBody({}))
      .willRespondWith(200, (res) => res.jsonBody(successBody({ purged: integer(1) })))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.leads.trash.empty()).toEqual({ purged: 1 });
      });
  });
});
