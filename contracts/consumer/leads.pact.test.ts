import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { createLead } from '@/sdk/endpoints/leadCreate';
import { LEAD_ID } from '../pactIds';
import { PACT_LEAD_ATTRIBUTION } from '../leadAttributionExample';
import { PACT_IDEMPOTENCY_KEY, PACT_RETRIED_LEAD } from '../leadIdempotencyExample';
import { PACT_LEAD_CONSENT } from '../leadConsentExample';
import {
  attributionBody,
  consentBody,
  LEAD_STATUS_PATTERN,
  noConsentBody,
} from './leadAttributionBody';
import { createPact, failureBody, resetSdk, successBody, useMockServer } from './pact';

const { like, regex } = MatchersV3;
const lead = {
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Please call me.',
};

afterEach(resetSdk);

describe('lead contract', () => {
  it('stores a visitor lead with where it came from', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a visitor submits a valid lead from a campaign')
      .withRequest('POST', '/api/leads/create', (req) =>
        req.jsonBody({ ...lead, ...PACT_LEAD_ATTRIBUTION }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              _id: like(LEAD_ID.created),
              name: like(lead.name),
              email: like(lead.email),
              mobile: like(lead.mobile),
              message: like(lead.message),
              status: regex(LEAD_STATUS_PATTERN, 'new'),
              note: like(''),
              createdAt: regex('^\\d{4}-\\d{2}-\\d{2}T.*$', '2026-11-21T10:00:00.000Z'),
              ...attributionBody,
              // No box ticked: no consent, and no wording.
              ...noConsentBody,
            },
            'Form Submitted Successfully!',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const stored = await sdk.leads.create({ ...lead, ...PACT_LEAD_ATTRIBUTION });
        expect(stored).toMatchObject({ email: lead.email, ...PACT_LEAD_ATTRIBUTION });
        expect(stored).toMatchObject({ marketingConsent: false, consentWording: null });
      });
  });

  it('stores the marketing consent a visitor gives with the lead', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a visitor submits a lead agreeing to marketing messages')
      .withRequest('POST', '/api/leads/create', (req) =>
        req.jsonBody({ ...lead, ...PACT_LEAD_ATTRIBUTION, ...PACT_LEAD_CONSENT }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              _id: like(LEAD_ID.created),
              name: like(lead.name),
              email: like(lead.email),
              mobile: like(lead.mobile),
              message: like(lead.message),
              status: regex(LEAD_STATUS_PATTERN, 'new'),
              note: like(''),
              createdAt: regex('^\\d{4}-\\d{2}-\\d{2}T.*$', '2026-11-21T10:00:00.000Z'),
              ...attributionBody,
              ...consentBody,
            },
            'Form Submitted Successfully!',
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        // The one call the lead modal imports (sdk/endpoints/leadCreate.ts), as sdk.leads.create.
        const stored = await createLead({
          ...lead,
          ...PACT_LEAD_ATTRIBUTION,
          ...PACT_LEAD_CONSENT,
        });
        expect(stored).toMatchObject({
          email: lead.email,
          ...PACT_LEAD_ATTRIBUTION,
          marketingConsent: true,
          consentVersion: PACT_LEAD_CONSENT.consentVersion,
        });
        expect(stored?.consentWording).toBeTruthy();
      });
  });

  it('answers a retried lead with the lead its Idempotency-Key stored, storing nothing new', async () => {
    await createPact()
      .addInteraction()
      .given('a lead was stored with Idempotency-Key {key}', { key: PACT_IDEMPOTENCY_KEY })
      .uponReceiving('a visitor retries a lead with the same Idempotency-Key')
      .withRequest('POST', '/api/leads/create', (req) =>
        req.headers({ 'Idempotency-Key': PACT_IDEMPOTENCY_KEY }).jsonBody(PACT_RETRIED_LEAD),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            _id: like(LEAD_ID.created),
            name: like(PACT_RETRIED_LEAD.name),
            email: like(PACT_RETRIED_LEAD.email),
            mobile: like(PACT_RETRIED_LEAD.mobile),
            message: like(PACT_RETRIED_LEAD.message),
            status: regex(LEAD_STATUS_PATTERN, 'new'),
            note: like(''),
            createdAt: regex('^\\d{4}-\\d{2}-\\d{2}T.*$', '2026-11-21T10:00:00.000Z'),
            ...attributionBody,
            ...noConsentBody,
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        const stored = await sdk.leads.create(PACT_RETRIED_LEAD, {
          idempotencyKey: PACT_IDEMPOTENCY_KEY,
        });
        expect(stored).toMatchObject({ email: PACT_RETRIED_LEAD.email });
      });
  });

  it('answers 400 with a msg for an invalid lead', async () => {
    // The sdk checks input first, so this drives the raw client the way an old page would.
    const { post } = await import('@/sdk/client');
    const { apiSuccess } = await import('@/sdk/schemas/envelope');
    const { z } = await import('zod');
    const invalid = { ...lead, mobile: '12345' };
    await createPact()
      .addInteraction()
      .uponReceiving('a lead with an invalid mobile number')
      .withRequest('POST', '/api/leads/create', (req) => req.jsonBody(invalid))
      .willRespondWith(400, (res) =>
        res.jsonBody(failureBody('Please enter a valid 10-digit mobile number')),
      )
      .executeTest(async (server) => {
        useMockServer(server);
        await expect(
          post('/api/leads/create', invalid, apiSuccess(z.unknown())),
        ).rejects.toMatchObject({
          status: 400,
          msg: 'Please enter a valid 10-digit mobile number',
        });
      });
  });
});
