import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { endpoint } from '@/sdk/content';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { multipartRequest, pngBlob } from './multipart';
import { authorised, createPact, imagePath, seeded, successBody, tokenState } from './pact';
import { specEraCases, specRecord } from './specEraCases';
import type { SpecEraCase } from './specEraCases';

// Issues 33 (5) and 46 (3): the writes of a spec-era client (specEraCases.ts), sent as that
// client sends them (its own fetch, not our sdk) and matched only where it reads the answer.

const { like, eachLike, boolean, integer } = MatchersV3;
type Values = Record<string, string | number | boolean>;

const byType = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value === 'boolean') return [name, boolean(value)];
      if (typeof value === 'number') return [name, integer(value)];
      return [name, like(value)];
    }),
  );

/** The record as the spec's client reads it back: its spec fields, the paths under uploads/. */
function readRecord({ contract }: SpecEraCase) {
  const { definition, id } = contract;
  const images = definition.imageNames.map((name) => [name, imagePath()]);
  return { _id: like(id), ...byType(specRecord(contract)), ...Object.fromEntries(images) };
}

/**
 * A JSON body as the pact sends it: values by type, and the record's id (`_id`, the id by its
 * spec name) as the seeding state answers it (`id`), so a backend that makes its own ids passes.
 */
function sentJson({ contract }: SpecEraCase, json: Values) {
  const { definition, id } = contract;
  const ids = ['_id', definition.idField].filter((name) => json[name] === id);
  return { ...byType(json), ...Object.fromEntries(ids.map((name) => [name, seeded('id', id)])) };
}

const answerMessage = ({ action, contract }: SpecEraCase) =>
  action === 'create' ? contract.definition.messages.created : contract.definition.messages.updated;

/** The answer's part the client reads: the message; data[0] or data (a list); or the item. */
function answerBody(c: SpecEraCase) {
  const msg = answerMessage(c);
  if (c.reads === 'msg') return { success: true, msg: like(msg) };
  return successBody(c.reads === 'list' ? eachLike(readRecord(c)) : readRecord(c), msg);
}

/** The spec's shared HTTP client: a POST with the stored token, a form or a JSON body. */
async function specEraPost(base: string, path: string, body: SpecEraCase['body']) {
  const headers: Record<string, string> = { [ADMIN_TOKEN_HEADER]: authorised['x-admin-token'] };
  let payload: FormData | string;
  if ('form' in body) {
    payload = new FormData();
    for (const [name, value] of Object.entries(body.form)) payload.append(name, value);
    for (const name of body.files ?? []) payload.append(name, pngBlob(), `${name}.png`);
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  }
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function verify(c: SpecEraCase) {
  const { definition, id, exists } = c.contract;
  const action = c.action ?? 'update';
  const path = endpoint(definition, action);
  const pact = createPact().addInteraction();
  // A create needs no stored record; an update, the example (with `stored` over it).
  const seeded =
    action === 'update' ? pact.given(exists.state, { id, ...exists.params, ...c.stored }) : pact;
  return seeded
    .given(...tokenState)
    .uponReceiving(c.description)
    .withRequest('POST', path, (req) => {
      if ('form' in c.body)
        multipartRequest(req, c.body.form, [...(c.body.files ?? [])], authorised);
      else req.headers(authorised).jsonBody(sentJson(c, c.body.json));
    })
    .willRespondWith(200, (res) => res.jsonBody(answerBody(c)))
    .executeTest(async (server) => {
      const answer = await specEraPost(server.url, path, c.body);
      expect(answer.status).toBe(200);
      expect(answer.body.msg).toBe(answerMessage(c));
      const data = answer.body.data as Values | Values[] | undefined;
      if (c.reads === 'list') expect((data as Values[])[0]?._id).toBe(id);
      if (c.reads === 'item') expect((data as Values)._id).toBe(id);
    });
}

describe('spec-era writes without alt fields', () => {
  it.each(specEraCases.map((c) => [c.description, c] as const))('%s', (_d, c) => verify(c));
});
