import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { RedirectMessages } from '@/sdk/schemas/redirects';
import {
  authorised,
  createPact,
  failureBody,
  INSTANT,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// Redirects (issue 44 item 4, docs/api.md "Redirects"): what the console's Redirects screen
// calls, as an admin. It reads each redirect's addresses, how it was made, by whom and when, and
// a refusal's field (`issues[0].path`), which puts the server's words beside that field.

const { like, eachLike, regex } = MatchersV3;
const SEEDED = { from: '/summer-offer', to: '/for-schools' };
const seededRedirect = ['a redirect from {from} exists', SEEDED] as const;

const redirectBody = (from: string, to: string) => ({
  from: like(from),
  to: like(to),
  origin: regex('^(page|manual)$', 'manual'),
  createdAt: regex(INSTANT, '2026-11-21T10:00:00.000Z'),
  createdBy: like('pact-token-admin'),
});

describe('the redirects contract (issue 44)', () => {
  afterEach(resetSdk);

  it('lists the redirects', async () => {
    await createPact()
      .addInteraction()
      .given(...seededRedirect)
      .given(...tokenState)
      .uponReceiving('an admin lists the redirects')
      .withRequest('POST', '/api/redirects/getall', (req) => req.headers(authorised).jsonBody({}))
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(eachLike(redirectBody(SEEDED.from, SEEDED.to)))),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const [first] = await sdk.redirects.list();
        expect(first).toMatchObject({ ...SEEDED, origin: 'manual' });
      });
  });

  it('adds a redirect by hand', async () => {
    const added = { from: '/winter', to: '/for-schools' };
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin adds a redirect')
      .withRequest('POST', '/api/redirects/create', (req) =>
        req.headers(authorised).jsonBody(added),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(
            { ...redirectBody(added.from, added.to), origin: 'manual' },
            RedirectMessages.created,
          ),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.redirects.create(added)).toMatchObject({ ...added, origin: 'manual' });
      });
  });

  it('refuses a redirect that would lead back where it starts, naming its new address', async () => {
    const loop = { from: SEEDED.to, to: SEEDED.from };
    await createPact()
      .addInteraction()
      .given(...seededRedirect)
      .given(...tokenState)
      .uponReceiving('an admin adds a redirect that would go round in a loop')
      .withRequest('POST', '/api/redirects/create', (req) => req.headers(authorised).jsonBody(loop))
      .willRespondWith(409, (res) =>
        res.jsonBody({
          ...failureBody(RedirectMessages.loop),
          // The console puts the message beside the field the path names: exactly `to`.
          issues: eachLike({ path: ['to'], message: like(RedirectMessages.loop) }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(sdk.redirects.create(loop)).rejects.toMatchObject({
          status: 409,
          issues: [{ path: ['to'] }],
        });
      });
  });

  it('removes a redirect and answers it', async () => {
    await createPact()
      .addInteraction()
      .given(...seededRedirect)
      .given(...tokenState)
      .uponReceiving('an admin removes a redirect')
      .withRequest('POST', '/api/redirects/delete', (req) =>
        req.headers(authorised).jsonBody({ from: SEEDED.from }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(redirectBody(SEEDED.from, SEEDED.to), RedirectMessages.deleted)),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect(await sdk.redirects.delete(SEEDED.from)).toMatchObject(SEEDED);
      });
  });
});
