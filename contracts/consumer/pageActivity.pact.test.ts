import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import {
  authorised,
  createPact,
  INSTANT,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// The pages list's activity (issue 44 item 3, docs/api.md): what the console's pages list reads
// beside the pages, as an admin: each page's id, its last change (when, by whom, whether a
// draft) and its views and leads over 30 days.

const { like, eachLike, regex, integer, boolean } = MatchersV3;
const SLUG = 'for-schools';

describe('the pages list activity contract (issue 44)', () => {
  afterEach(resetSdk);

  it("reads each page's last change and reach", async () => {
    await createPact()
      .addInteraction()
      .given('the page {slug} was published and viewed', { slug: SLUG })
      .given(...tokenState)
      .uponReceiving("an admin reads the pages' activity")
      .withRequest('POST', '/api/pages/activity', (req) => req.headers(authorised).jsonBody({}))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            eachLike({
              id: like('page-1'),
              changedAt: regex(INSTANT, '2026-11-21T10:00:00.000Z'),
              changedBy: like('Asha Rao'),
              draft: boolean(false),
              views: integer(2),
              visitors: integer(2),
              leads: integer(1),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const [first] = await sdk.pageActivity.list();
        expect(first).toMatchObject({ draft: false, views: 2, leads: 1 });
      });
  });
});
