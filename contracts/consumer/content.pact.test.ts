import { MatchersV3 } from '@pact-foundation/pact';
import type { V4UnconfiguredInteraction } from '@pact-foundation/pact/src/v4/http/types';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, collectionEndpoints, singletonEndpoints } from '@/sdk';
import { endpoint } from '@/sdk/content';
import { contentContracts } from './contentCases';
import type { ContentContract, ContentInteraction } from './contentCases';
import { multipartRequest, pngBlob } from './multipart';
import {
  authorised,
  createPact,
  failureBody,
  imagePath,
  resetSdk,
  seeded,
  successBody,
  tokenState,
  useMockServer,
} from './pact';

// One suite for every collection and section: each row of contentCases.ts becomes one
// interaction, sent by the real sdk calls the declaration builds.

const { like, eachLike, boolean, integer, regex } = MatchersV3;
const IMAGE = 'uploads/example.webp';
const UNAUTHORISED = 'Please sign in again.';
type Values = Record<string, string | number | boolean>;

/** The record the example answer holds: the seeded values, or what an update sent. */
function answered(contract: ContentContract, interaction: ContentInteraction): Values {
  if (interaction.kind !== 'create' && interaction.kind !== 'update') return contract.example;
  if (interaction.echo === false) return contract.example;
  const { [contract.definition.idField]: _id, ...sent } = interaction.fields;
  return { ...contract.example, ...sent };
}

/** The record as the app may rely on it: text by type, flags as booleans, counts as integers. */
function recordBody({ definition, id }: ContentContract, values: Values) {
  const fields = Object.entries(values).map(([name, value]) => {
    if (typeof value === 'boolean') return [name, boolean(value)];
    if (typeof value === 'number') return [name, integer(value)];
    return [name, like(value)];
  });
  const images = definition.imageNames.map((name) => [
    name,
    definition.images[name]?.required
      ? imagePath()
      : // An optional image (home's mobile banner) is empty until an admin uploads one.
        regex('^(uploads/[\\w.-]+)?$', IMAGE),
  ]);
  return { _id: like(id), ...Object.fromEntries(fields), ...Object.fromEntries(images) };
}

/** The same record as the sdk hands it over after parsing the example answer. */
const parsedRecord = ({ definition, id }: ContentContract, values: Values) => ({
  _id: id,
  ...values,
  ...Object.fromEntries(definition.imageNames.map((name) => [name, IMAGE])),
});

const asText = (fields: Values) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));

const files = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, pngBlob()]));

/** The provider states an interaction needs, in the order the provider seeds them. */
function states(contract: ContentContract, interaction: ContentInteraction) {
  const exists = [contract.exists.state, { id: contract.id, ...contract.exists.params }] as const;
  switch (interaction.kind) {
    case 'list':
      return [exists];
    case 'create':
      if (interaction.anonymous) return [];
      return contract.absentState ? [[contract.absentState] as const, tokenState] : [tokenState];
    case 'update':
      return interaction.anonymous ? [exists] : [exists, tokenState];
    case 'delete':
      return interaction.missing && contract.missingState
        ? [[contract.missingState, { id: interaction.missing.id }] as const, tokenState]
        : [exists, tokenState];
    default:
      return [exists, tokenState];
  }
}

function withStates(contract: ContentContract, interaction: ContentInteraction) {
  let pact: V4UnconfiguredInteraction = createPact().addInteraction();
  for (const [name, params] of states(contract, interaction)) pact = pact.given(name, params);
  return pact.uponReceiving(interaction.description);
}

/** Builds, runs and verifies one interaction against the Pact mock server. */
async function verify(contract: ContentContract, interaction: ContentInteraction) {
  const { definition, id } = contract;
  const calls =
    definition.kind === 'collection'
      ? { ...collectionEndpoints(definition), kind: 'collection' as const }
      : { ...singletonEndpoints(definition), kind: 'singleton' as const };
  const body = recordBody(contract, answered(contract, interaction));
  const expected = parsedRecord(contract, answered(contract, interaction));
  const pact = withStates(contract, interaction);
  const token = authorised['x-admin-token'];

  switch (interaction.kind) {
    case 'list':
      return pact
        .withRequest('POST', endpoint(definition, 'getall'))
        .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(body))))
        .executeTest(async (server) => {
          useMockServer(server);
          expect(await calls.getAll()).toEqual([expected]);
        });
    case 'getOne':
      if (calls.kind !== 'collection') throw new Error('only collections fetch one item');
      return pact
        .withRequest('POST', endpoint(definition, 'getall'), (req) =>
          req.headers(authorised).jsonBody({ [definition.idField]: seeded('id', id) }),
        )
        .willRespondWith(200, (res) => res.jsonBody(successBody(eachLike(body))))
        .executeTest(async (server) => {
          useMockServer(server, token);
          expect(await calls.getAll({ [definition.idField]: id })).toEqual([expected]);
        });
    case 'create':
    case 'update': {
      const { fields, images, anonymous } = interaction;
      const send =
        interaction.kind === 'update' ? calls.update : (calls.create ?? missingCreate(contract));
      const answer = interaction.kind === 'create' ? definition.messages.created : 'OK';
      const data =
        interaction.kind === 'update' && calls.kind === 'singleton' ? eachLike(body) : body;
      return pact
        .withRequest('POST', endpoint(definition, interaction.kind), (req) =>
          multipartRequest(req, asText(fields), [...images], anonymous ? {} : authorised),
        )
        .willRespondWith(anonymous ? 401 : 200, (res) =>
          res.jsonBody(
            anonymous ? failureBody(UNAUTHORISED) : successBody(data, interaction.msg ?? answer),
          ),
        )
        .executeTest(async (server) => {
          useMockServer(server, anonymous ? null : token);
          const saving = send(fields, files(images));
          if (anonymous) {
            const error = await saving.catch((e: unknown) => e);
            expect(error).toBeInstanceOf(ApiError);
            expect(error).toMatchObject({ status: 401 });
          } else {
            expect((await saving).item).toEqual(expected);
          }
        });
    }
    case 'reorder': {
      if (calls.kind !== 'collection') throw new Error('only collections reorder');
      return pact
        .withRequest('POST', endpoint(definition, 'reorder'), (req) =>
          req.headers(authorised).jsonBody({ ids: [seeded('id', id)] }),
        )
        .willRespondWith(200, (res) =>
          res.jsonBody(successBody(eachLike(body), definition.messages.updated)),
        )
        .executeTest(async (server) => {
          useMockServer(server, token);
          expect(await calls.reorder([id])).toEqual([expected]);
        });
    }
    case 'delete': {
      if (calls.kind !== 'collection') throw new Error('only collections delete');
      const target = interaction.missing?.id ?? id;
      // The seeded record's id as its state answers it; an unknown one as it is.
      const sent = interaction.missing ? target : seeded('id', id);
      return pact
        .withRequest('POST', endpoint(definition, 'delete'), (req) =>
          req.headers(authorised).jsonBody({ [definition.idField]: sent }),
        )
        .willRespondWith(interaction.missing ? 404 : 200, (res) =>
          res.jsonBody(
            interaction.missing
              ? failureBody(interaction.missing.msg)
              : successBody({ _id: like(id) }, definition.messages.deleted),
          ),
        )
        .executeTest(async (server) => {
          useMockServer(server, token);
          const deleting = calls.delete({ [definition.idField]: target });
          if (interaction.missing) await expect(deleting).rejects.toMatchObject({ status: 404 });
          else expect((await deleting).id).toBe(id);
        });
    }
  }
}

const missingCreate = (contract: ContentContract) => () => {
  throw new Error(`${contract.definition.key} has no create`);
};

afterEach(resetSdk);

describe.each(Object.values(contentContracts).map((c) => [c.definition.key, c] as const))(
  '%s contract',
  (_key, contract) => {
    it.each(contract.interactions.map((i) => [i.description, i] as const))('%s', (_d, i) =>
      verify(contract, i),
    );
  },
);
