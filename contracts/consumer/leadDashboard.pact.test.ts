import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { LEAD_ID } from '../pactIds';
import { leadDashboardBody } from './leadDashboardBody';
import { authorised, createPact, resetSdk, successBody, tokenState, useMockServer } from './pact';

// Stored now (no fixed time), so it is inside the last 30 days whenever the pact is verified.
const leadToday = ['a lead with id {id} exists', { id: LEAD_ID.today }] as const;

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
      .willRespondWith(200, (res) => res.jsonBody(successBody(leadDashboardBody())))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const dashboard = await sdk.leads.dashboard({ days: 30 });
        expect(dashboard.totals.inRange).toBe(1);
        expect(dashboard.bySource.top[0]).toEqual({ value: 'newsletter', count: 1 });
      });
  });
});
