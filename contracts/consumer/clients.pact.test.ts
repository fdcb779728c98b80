import { MatchersV3 } from '@pact-foundation/pact';
import { afterEach, describe, expect, it } from 'vitest';
import { sdk } from '@/sdk';
import { ApiError } from '@/sdk/errors';
import { multipartRequest, pngBlob } from './multipart';
import {
  authorised,
  createPact,
  failureBody,
  imagePath,
  resetSdk,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

const { like, eachLike, boolean } = MatchersV3;
const CLIENT_ID = 'client-0001';
const clientExists = ['a client with id {id} exists', { id: CLIENT_ID, isActive: true }] as const;

const clientBody = (overrides: Record<string, unknown> = {}) => ({
  _id: like(CLIENT_ID),
  clientTitle: like('Delhi Public School'),
  clientImg: imagePath(),
  isActive: boolean(true),
  ...overrides,
});

afterEach(resetSdk);

describe('client section contract', () => {
  it('lists active clients for a visitor', async () => {
    await createPact()
      .addInteraction()
      .given(...clientExists)
      .uponReceiving('a visitor asks for the client logos')
      .withRequest('POST', '/api/clientSection/getall')
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(clientBody()))))
      .executeTest(async (server) => {
        useMockServer(server);
        const clients = await sdk.clients.getAll();
        expect(clients[0]?.clientTitle).toBe('Delhi Public School');
      });
  });

  it('fetches one client by id for the update form', async () => {
    await createPact()
      .addInteraction()
      .given(...clientExists)
      .given(...tokenState)
      .uponReceiving('an admin asks for one client by id')
      .withRequest('POST', '/api/clientSection/getall', (req) =>
        req.headers(authorised).jsonBody({ clientSectionId: CLIENT_ID }),
      )
      .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(clientBody()))))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const [client] = await sdk.clients.getAll({ clientSectionId: CLIENT_ID });
        expect(client?._id).toBe(CLIENT_ID);
      });
  });

  it('creates a client with a logo', async () => {
    await createPact()
      .addInteraction()
      .given(...tokenState)
      .uponReceiving('an admin creates a client with a logo')
      .withRequest('POST', '/api/clientSection/create', (req) =>
        multipartRequest(req, { clientTitle: 'Delhi Public School' }, ['clientImg'], authorised),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(clientBody(), 'Your Data Successfully Added.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { client } = await sdk.clients.create(
          { clientTitle: 'Delhi Public School' },
          pngBlob(),
        );
        expect(client.clientImg).toMatch(/^uploads\//);
      });
  });

  it('refuses a create without a token', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a create of a client without a token')
      .withRequest('POST', '/api/clientSection/create', (req) =>
        multipartRequest(req, { clientTitle: 'Delhi Public School' }, ['clientImg']),
      )
      .willRespondWith(401, (res) => res.jsonBody(failureBody('Please sign in again.')))
      .executeTest(async (server) => {
        useMockServer(server, null);
        const error = await sdk.clients
          .create({ clientTitle: 'Delhi Public School' }, pngBlob())
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ status: 401 });
      });
  });

  it('switches a client off (status change)', async () => {
    await createPact()
      .addInteraction()
      .given(...clientExists)
      .given(...tokenState)
      .uponReceiving('an admin switches a client off')
      .withRequest('POST', '/api/clientSection/update', (req) =>
        multipartRequest(
          req,
          { clientSectionId: CLIENT_ID, clientTitle: 'Delhi Public School', isActive: 'false' },
          [],
          authorised,
        ),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          successBody(clientBody({ isActive: boolean(false) }), 'Your Data Successfully Updated.'),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { client } = await sdk.clients.update({
          clientSectionId: CLIENT_ID,
          clientTitle: 'Delhi Public School',
          isActive: false,
        });
        expect(client.isActive).toBe(false);
      });
  });
});

describe('client section contract: changes', () => {
  it('replaces a client logo and title', async () => {
    await createPact()
      .addInteraction()
      .given(...clientExists)
      .given(...tokenState)
      .uponReceiving('an admin updates a client with a new logo')
      .withRequest('POST', '/api/clientSection/update', (req) =>
        multipartRequest(
          req,
          { clientSectionId: CLIENT_ID, clientTitle: 'DPS Noida' },
          ['clientImg'],
          authorised,
        ),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody(clientBody({ clientTitle: like('DPS Noida') }))),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        const { client } = await sdk.clients.update(
          { clientSectionId: CLIENT_ID, clientTitle: 'DPS Noida' },
          pngBlob(),
        );
        expect(client.clientTitle).toBe('DPS Noida');
      });
  });

  it('deletes a client and answers its id', async () => {
    await createPact()
      .addInteraction()
      .given(...clientExists)
      .given(...tokenState)
      .uponReceiving('an admin deletes a client')
      .withRequest('POST', '/api/clientSection/delete', (req) =>
        req.headers(authorised).jsonBody({ clientSectionId: CLIENT_ID }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(successBody({ _id: like(CLIENT_ID) }, 'Your Data Successfully Deleted.')),
      )
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        expect((await sdk.clients.delete({ clientSectionId: CLIENT_ID })).id).toBe(CLIENT_ID);
      });
  });

  it('answers 404 for an unknown client', async () => {
    await createPact()
      .addInteraction()
      .given('no client with id {id} exists', { id: 'client-missing' })
      .given(...tokenState)
      .uponReceiving('an admin deletes a client that does not exist')
      .withRequest('POST', '/api/clientSection/delete', (req) =>
        req.headers(authorised).jsonBody({ clientSectionId: 'client-missing' }),
      )
      .willRespondWith(404, (res) => res.jsonBody(failureBody('Client not found.')))
      .executeTest(async (server) => {
        useMockServer(server, authorised['x-admin-token']);
        await expect(
          sdk.clients.delete({ clientSectionId: 'client-missing' }),
        ).rejects.toMatchObject({
          status: 404,
        });
      });
  });
});
