import { MatchersV3 } from '@pact-foundation/pact';
import { PACT_LEAD_ATTRIBUTION } from '../leadAttributionExample';
import { DAY } from './pact';

const { like, eachLike, integer, regex } = MatchersV3;

const breakdown = (example: string) => ({
  top: eachLike({ value: like(example), count: integer(1) }),
  otherCount: integer(0),
});

/** The example value shown in each breakdown's top row (matched by type only). */
interface BreakdownExamples {
  source: string;
  campaign: string;
  cta: string;
}

/**
 * The lead dashboard of the last 30 days as the console reads it, with one lead stored today
 * (leadDashboard.pact.test.ts; integrations.pact.test.ts asks for it with an API token).
 */
export const leadDashboardBody = (
  examples: BreakdownExamples = {
    source: PACT_LEAD_ATTRIBUTION.utmSource,
    campaign: PACT_LEAD_ATTRIBUTION.utmCampaign,
    cta: PACT_LEAD_ATTRIBUTION.cta,
  },
) => ({
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
  bySource: breakdown(examples.source),
  byCampaign: breakdown(examples.campaign),
  byCta: breakdown(examples.cta),
  byStatus: eachLike({
    value: regex('^(new|contacted|qualified|closed)$', 'new'),
    count: integer(1),
  }),
});
