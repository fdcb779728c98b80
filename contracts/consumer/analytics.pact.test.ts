import { describe, expect, it } from 'vitest';
import { ANALYTICS_BEACON_PATH } from '@/sdk/schemas/analyticsConstants';
import type { BeaconBody } from '@/sdk/schemas/analyticsConstants';
import { createPact } from './pact';

/**
 * The public pages' beacon as the browser sends it (app/site/analytics/beacon.ts, whose unit test
 * pins this body): navigator.sendBeacon with a string, so text/plain, no credentials and no
 * header of ours, answered 204 with nothing to read.
 */
const view: BeaconBody = {
  kind: 'pageview',
  page: '/',
  referrerHost: 'mail.example.com',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
};
const TEXT = 'text/plain;charset=UTF-8';

describe('analytics beacon contract', () => {
  it('counts a page view from a campaign landing (204, no body)', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a page view beacon from a campaign landing')
      .withRequest('POST', ANALYTICS_BEACON_PATH, (req) =>
        req.headers({ 'content-type': TEXT }).body('text/plain', Buffer.from(JSON.stringify(view))),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const answer = await fetch(`${server.url}${ANALYTICS_BEACON_PATH}`, {
          method: 'POST',
          headers: { 'content-type': TEXT },
          body: JSON.stringify(view),
        });
        expect(answer.status).toBe(204);
      });
  });
});
