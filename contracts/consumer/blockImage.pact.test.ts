import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { BLOCK_IMAGE_FIELD, BLOCK_IMAGE_PATH, BlockImageMessages } from '@/sdk/schemas/blockImage';
import { multipartRequest, pngBlob } from './multipart';
import { authorised, createPact, resetSdk, successBody, tokenState, useMockServer } from './pact';

// A page block's own picture (issue 44, docs/api.md): the page builder stores the file as it is
// chosen and keeps the answered path in the block's JSON.

const { regex } = MatchersV3;

describe('the page block picture contract (issue 44)', () => {
  afterEach(resetSdk);

  it('stores a picture and answers the path the block keeps', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin stores a picture for a page block')
      .withRequest('POST', BLOCK_IMAGE_PATH, (req) =>
        multipartRequest(req, {}, [BLOCK_IMAGE_FIELD], authorised),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            {
              path: regex(
                '^uploads/[0-9a-f-]{36}-\\d+w\\.png$',
                'uploads/3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b-1w.png',
              ),
            },
            BlockImageMessages.stored,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const stored = await sdk.blockImage.upload(pngBlob());
        expect(stored.path).toMatch(/^uploads\//);
      });
  });
});
