import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { PACT_LEAD_ATTRIBUTION } from '../leadAttributionExample';
import {
  authorised,
  createPact,
  DAY,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { like, eachLike, integer, regex } = MatchersV3;
// Stored now (no fixed time), so it is inside the last 30 days whenever the pact is verified.
const leadToday = ['a lead with id {id} exists', { id: 'lead-dash-1' }] as const;

const breakdown = (example: string) => ({
  top: eachLike({ value: like(example), count: integer(1) }),
  otherCount: integer(0),
});

afterEach(resetSdk);

describe('lead dashboard contract', () => {
  it('answers the counts of the last 30 days', async () => {
    await createPact()
      .addInteraction()
      .given(...leadToday)
      .given(...tokenState)
      .uponReceiving('an admin asks for the dashboard of the last 30 days')
      .withRequest('POST', '/api/leads/dashboard', (req) =>
        req.headers(authorised).jsonBody({ days: 30 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            days: integer(30),
            from: regex(DAY, '2026-10-23'),
            to: regex(DAY, '2026-11-21'),
            totals: {
              today: integer(1),
              last7Days: integer(1),
              inRange: integer(1),
              allTime: integer(1),
            },
            perDay: eachLike({ day: regex(DAY, '2026-11-21'), count: integer(1) }),
            bySource: breakdown(PACT_LEAD_ATTRIBUTION.utmSource),
            byCampaign: breakdown(PACT_LEAD_ATTRIBUTION.utmCampaign),
            byCta: breakdown(PACT_LEAD_ATTRIBUTION.cta),
            byStatus: eachLike({
              value: regex('^(new|contacted|qualified|closed)$', 'new'),
              count: integer(1),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const dashboard = await sdk.leads.dashboard({ days: 30 });
        expect(dashboard.totals.inRange).toBe(1);
        expect(dashboard.bySource.top[0]).toEqual({ value: 'newsletter', count: 1 });
      });
  });
});
