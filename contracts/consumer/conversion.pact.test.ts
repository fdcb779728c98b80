import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import {
  DAY,
  authorised,
  createPact,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { decimal, eachLike, integer, like, regex } = MatchersV3;

// One day of the roll-ups, seeded through the server's own counting (the state below): four
// visitors, three taps, two forms shown, one lead, on '/' from a newsletter's spring campaign.
// A fixed past day, so today's counting (the beacon's interaction) never falls in the range.
const SEEDED_DAY = '2026-11-10';
const rollUps = [
  'the conversion roll-ups hold {visitors} visitors and {leads} leads on {day}',
  { day: SEEDED_DAY, visitors: 4, taps: 3, formsShown: 2, leads: 1 },
] as const;

const totals = {
  visitors: integer(4),
  views: integer(4),
  ctaTaps: integer(3),
  formsShown: integer(2),
  leads: integer(1),
  conversionRate: decimal(0.25),
};
const row = (key: string) => ({
  key: like(key),
  visitors: integer(4),
  leads: integer(1),
  conversionRate: decimal(0.25),
});
const step = (name: string, count: number, rate: number) => ({
  step: name,
  count: integer(count),
  rate: decimal(rate),
});

afterEach(resetSdk);

describe('conversion report contract', () => {
  it('answers visits and conversion for a range and the period before it', async () => {
    await createPact()
      .addInteraction()
      .given(...rollUps)
      .given(...tokenState)
      .uponReceiving('an admin asks for visits and conversion of one day')
      .withRequest('POST', '/api/analytics/conversion', (req) =>
        req.headers(authorised).jsonBody({ from: SEEDED_DAY, to: SEEDED_DAY }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody({
            from: regex(DAY, SEEDED_DAY),
            to: regex(DAY, SEEDED_DAY),
            days: integer(1),
            totals,
            previous: {
              ...totals,
              visitors: integer(0),
              views: integer(0),
              ctaTaps: integer(0),
              formsShown: integer(0),
              leads: integer(0),
              conversionRate: integer(0),
              from: regex(DAY, '2026-11-09'),
              to: regex(DAY, '2026-11-09'),
            },
            funnel: [
              { step: 'visitors', count: integer(4), rate: null },
              step('ctaTaps', 3, 0.75),
              step('formsShown', 2, 0.6666666666666666),
              step('leads', 1, 0.5),
            ],
            byPage: eachLike(row('/')),
            bySource: eachLike(row('newsletter')),
            byCampaign: eachLike(row('spring')),
            byDevice: eachLike(row('desktop')),
            byCta: eachLike({
              key: like('Book a demo'),
              taps: integer(3),
              formsShown: integer(2),
              leads: integer(1),
            }),
            anonymousViews: integer(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const report = await sdk.analytics.conversion({ from: SEEDED_DAY, to: SEEDED_DAY });
        expect(report.totals).toMatchObject({ visitors: 4, leads: 1, conversionRate: 0.25 });
        expect(report.funnel.map((s) => s.count)).toEqual([4, 3, 2, 1]);
        expect(report.byCta[0]).toEqual({ key: 'Book a demo', taps: 3, formsShown: 2, leads: 1 });
      });
  });
});
