import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { ApiError } from '@/sdk/errors';
import { CONTACT_ID, LEAD_ID as PACT_LEAD_ID } from '../pactIds';
import {
  authorised,
  createPact,
  failureBody,
  INSTANT,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';
import { PACT_LEAD_ATTRIBUTION } from '../leadAttributionExample';
import { PACT_STORED_CONSENT } from '../leadConsentExample';
import { attributionBody, consentBody, LEAD_STATUS_PATTERN } from './leadAttributionBody';

const { like, eachLike, integer, regex } = MatchersV3;
const LEAD_ID = PACT_LEAD_ID.inbox;
const CREATED_AT = '2026-11-21T10:00:00.000Z';
// A fixed time, so the exported file is the same on every verification.
const leadExists = ['a lead with id {id} exists', { id: LEAD_ID, createdAt: CREATED_AT }] as const;
const SPAM_ID = PACT_LEAD_ID.spam;
const spamExists = ['a spam lead with id {id} exists', { id: SPAM_ID }] as const;
const NOTE = 'Called on Monday; wants a demo.';

/** A lead as the inbox shows it (issue 38): its contact, its number there, owner and follow-up. */
const inContact = {
  contactId: like(CONTACT_ID.inbox),
  enquiryNumber: integer(1),
  contactEnquiries: integer(1),
  owner: null,
  nextFollowUp: null,
};
/** Spam (a filled honeypot) joins no contact and is counted in none. */
const inNoContact = { contactId: null, enquiryNumber: null, contactEnquiries: integer(0) };

const leadBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(LEAD_ID),
  name: like('Asha Rao'),
  email: like('asha@school.in'),
  mobile: like('9876543210'),
  message: like('Please call me.'),
  status: regex(LEAD_STATUS_PATTERN, 'new'),
  note: like(''),
  createdAt: regex(INSTANT, CREATED_AT),
  ...attributionBody,
  ...consentBody,
  ...inContact,
  ...overrides,
});

/** The first page of 25, holding the one seeded lead. */
const firstPageOfOne = successBody({
  items: eachLike(leadBody()),
  total: integer(1),
  page: integer(1),
  pageSize: integer(25),
});

/** What the provider's export holds for the seeded lead: BOM, header row, one record, CRLF. */
const CSV_HEADER =
  'Received UTC (ISO 8601),Received India time (IST),Name,Email,Mobile,Message,Status,Note,' +
  'Call to action,Page,Source,Medium,Campaign,Term,Content,Referrer,' +
  'Marketing consent,Consent wording,Consent version,Status in words,Contact ID,Owner ID,Owner,' +
  'Next follow-up (IST day),Latest contact note,Latest contact note by,Latest contact note (IST),ID';
const a = PACT_LEAD_ATTRIBUTION;
const exampleCsv =
  `\uFEFF${CSV_HEADER}\r\n` +
  `2026-11-21T10:00:00Z,2026-11-21 15:30:00,Asha Rao,asha@school.in,9876543210,Please call me.,` +
  `new,,${a.cta},` +
  `${a.pagePath},${a.utmSource},${a.utmMedium},${a.utmCampaign},${a.utmTerm},${a.utmContent},` +
  `${a.referrerHost},Yes,"${PACT_STORED_CONSENT.consentWording}",${PACT_STORED_CONSENT.consentVersion},` +
  // The inbox's columns: status in words, the contact (an id the provider makes), no owner,
  // follow-up or contact note yet.
  `New,00000000-0000-4000-8000-000000000001,,,,,,,` +
  `${LEAD_ID}\r\n`;

/** The file's shape: BOM, the header row, then CRLF-terminated records. */
const CSV_SHAPE = `^\uFEFF${CSV_HEADER.replace(/[()]/g, '\\$&')}\r\n(.*\r\n)*$`;

afterEach(resetSdk);

describe('leads inbox contract', () => {
  it('lists a page of leads for an admin', async () => {
    await createPact()
      .addInteraction()
      .given(...leadExists)
      .given(...tokenState)
      .uponReceiving('an admin asks for the first page of new leads')
      .withRequest('POST', '/api/leads/getall', (req) =>
        req.headers(authorised).jsonBody({ status: 'new', page: 1, pageSize: 25 }),
      )
      .willRespondWith(200, (res) => res.jsonBody(firstPageOfOne))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.leads.list({ status: 'new' });
        expect(page.total).toBe(1);
        expect(page.items[0]?._id).toBe(LEAD_ID);
      });
  });

  it('filters the leads by source, campaign and call to action', async () => {
    const filter = { source: a.utmSource, campaign: a.utmCampaign, cta: a.cta };
    await createPact()
      .addInteraction()
      .given(...leadExists)
      .given(...tokenState)
      .uponReceiving('an admin filters the leads by source, campaign and call to action')
      .withRequest('POST', '/api/leads/getall', (req) =>
        req.headers(authorised).jsonBody({ ...filter, page: 1, pageSize: 25 }),
      )
      .willRespondWith(200, (res) => res.jsonBody(firstPageOfOne))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.leads.list(filter);
        expect(page.items[0]).toMatchObject({ utmSource: 'newsletter', cta: a.cta });
      });
  });

  it('marks a lead contacted with a note and answers the lead', async () => {
    await createPact()
      .addInteraction()
      .given(...leadExists)
      .given(...tokenState)
      .uponReceiving('an admin marks a lead contacted with a note')
      .withRequest('POST', '/api/leads/update', (req) =>
        req
          .headers(authorised)
          .jsonBody({ leadId: seeded('leadId', LEAD_ID), status: 'contacted', note: NOTE }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(leadBody({ status: 'contacted', note: like(NOTE) }))),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const lead = await sdk.leads.update({ leadId: LEAD_ID, status: 'contacted', note: NOTE });
        expect(lead).toMatchObject({ _id: LEAD_ID, status: 'contacted', note: NOTE });
      });
  });

  // Since issue 43 the lead goes to the trash (leadTrash.pact.test.ts); path, body, answer kept.
  it('deletes a lead and answers its id', async () => {
    await createPact()
      .addInteraction()
      .given(...leadExists)
      .given(...tokenState)
      .uponReceiving('an admin deletes a lead')
      .withRequest('POST', '/api/leads/delete', (req) =>
        req.headers(authorised).jsonBody({ leadId: seeded('leadId', LEAD_ID) }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody({ _id: like(LEAD_ID) })))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.leads.delete({ leadId: LEAD_ID })).toEqual({ _id: LEAD_ID });
      });
  });

  it('exports the leads as a CSV attachment', async () => {
    await createPact()
      .addInteraction()
      .given(...leadExists)
      .given(...tokenState)
      .uponReceiving('an admin exports the leads as CSV')
      .withRequest('POST', '/api/leads/export', (req) => req.headers(authorised).jsonBody({}))
      .willRespondWith(200, (res) =>
        // Pact checks a non-JSON body by the type its bytes look like, and CSV bytes look like
        // text/plain; so the body is declared as text (its shape pinned by a regex) and the
        // header, set after it, says text/csv.
        res
          .body('text/plain', Buffer.from(exampleCsv))
          .matchingRules({ body: { path: '$', rules: [regex(CSV_SHAPE, exampleCsv)] } })
          .headers({
            'content-type': regex('^text/csv.*', 'text/csv; charset=utf-8'),
            'content-disposition': regex(
              '^attachment; filename="leads-exported-\\d{4}-\\d{2}-\\d{2}-IST\\.csv"$',
              'attachment; filename="leads-exported-2026-11-21-IST.csv"',
            ),
          }),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const file = await sdk.leads.exportCsv();
        expect(file.filename).toBe('leads-exported-2026-11-21-IST.csv');
        expect(file.csv).toContain(`Asha Rao,asha@school.in,9876543210`);
      });
  });

  it('lists the spam (filled honeypots) when asked, apart from the leads', async () => {
    await createPact()
      .addInteraction()
      .given(...spamExists)
      .given(...tokenState)
      .uponReceiving('an admin asks for the spam')
      .withRequest('POST', '/api/leads/getall', (req) =>
        req.headers(authorised).jsonBody({ status: 'spam', page: 1, pageSize: 25 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            items: eachLike(
              leadBody({ _id: like(SPAM_ID), status: regex('^spam$', 'spam'), ...inNoContact }),
            ),
            total: integer(1),
            page: integer(1),
            pageSize: integer(25),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const page = await sdk.leads.list({ status: 'spam' });
        expect(page.items.map((lead) => lead.status)).toEqual(['spam']);
      });
  });

  it('restores a lead from spam to new', async () => {
    await createPact()
      .addInteraction()
      .given(...spamExists)
      .given(...tokenState)
      .uponReceiving('an admin restores a lead from spam')
      .withRequest('POST', '/api/leads/update', (req) =>
        req.headers(authorised).jsonBody({ leadId: seeded('leadId', SPAM_ID), status: 'new' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(leadBody({ _id: like(SPAM_ID), status: regex('^new$', 'new') }))),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const lead = await sdk.leads.update({ leadId: SPAM_ID, status: 'new' });
        expect(lead).toMatchObject({ _id: SPAM_ID, status: 'new' });
      });
  });

  it('refuses the inbox without a token', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a request for the leads without a token')
      .withRequest('POST', '/api/leads/getall', (req) => req.jsonBody({ page: 1, pageSize: 25 }))
      .willRespondWith(401, (res) => res.jsonBody(failureBody('Please sign in again.')))
      .executeTest(async (server) => {
        useMockServer(server, null);
        const error = await sdk.leads.list().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 401 });
      });
  });
});
