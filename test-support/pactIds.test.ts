import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDefinitionList } from '@/sdk/content';
import * as pactIds from '@/contracts/pactIds';
import { MISSING_ID } from '@/contracts/consumer/contentContract';

// Issue 46 (6): the Pact contract names no record by an id a UUID-keyed backend could not make.
// Every id the pact sends (request bodies, multipart text parts included, which Pact cannot fill
// from a provider state), every id a provider state is asked to seed under, and every id in the
// webhook messages is UUID-shaped (contracts/pactIds.ts lists them). Reads the committed pacts,
// which `npm run test:contracts` writes.

const PACTS = join(import.meta.dirname, '../contracts/pacts');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A webhook event's id is not a record's: the server makes it (`evt_` and 32 hex digits). */
const EVENT_ID = /^evt_[0-9a-f]{32}$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A field that names a record: `id`, `_id`, `…Id`, or a list of them (`ids`, `…Ids`). */
const namesRecord = (name: string) => /^(_?id|ids)$|[a-z](Id|Ids)$/.test(name);

/** Every `[where, value]` of a field that names a record, anywhere in `json`. */
function idsIn(json: Json, where: string, skip: (path: string) => boolean = () => false) {
  const found: [string, Json][] = [];
  const walk = (value: Json, path: string, name: string | null) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, name));
    else if (value !== null && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`, key);
    else if (value !== null && name !== null && namesRecord(name) && !skip(path))
      found.push([`${where} ${path}`, value]);
  };
  walk(json, '$', null);
  return found;
}

/** The text parts of a multipart body, by name (file parts are left out). */
function textParts(base64: string): Record<string, string> {
  const text = Buffer.from(base64, 'base64').toString('latin1');
  const parts: Record<string, string> = {};
  for (const part of text.split(/--[^\r\n]+\r\n/)) {
    const match = /^Content-Disposition: form-data; name="([^"]+)"\r\n\r\n([\s\S]*)\r\n$/.exec(
      part,
    );
    if (match?.[1] && match[2] !== undefined) parts[match[1]] = match[2];
  }
  return parts;
}

interface Interaction {
  description: string;
  providerStates?: { name: string; params?: Record<string, Json> }[];
  request: {
    path: string;
    query?: Record<string, string[]>;
    body?: { content: Json; contentType: string; encoded?: string | false };
  };
}

const read = (file: string) => JSON.parse(readFileSync(join(PACTS, file), 'utf8')) as Json;

/** Every id the HTTP pact names, with where it stands. */
function idsOfThePact(): [string, Json][] {
  const pact = read('lms-web-lms-api.json') as unknown as { interactions: Interaction[] };
  return pact.interactions.flatMap(({ description, providerStates = [], request }) => {
    const at = `'${description}':`;
    const { body } = request;
    const sent: [string, Json][] = [
      ...providerStates.flatMap((state) =>
        idsIn(state.params ?? {}, `${at} state '${state.name}'`),
      ),
      ...idsIn(request.query ?? {}, `${at} query`),
      // A path names no record by a word with digits (`lead-0001`): only API words or a UUID.
      ...request.path
        .split('/')
        .filter((segment) => /\d/.test(segment) && !UUID.test(segment))
        .map((segment): [string, Json] => [`${at} path ${request.path}`, segment]),
    ];
    if (!body) return sent;
    if (body.contentType.startsWith('multipart/form-data')) {
      const parts = textParts(String(body.content));
      return [...sent, ...idsIn(parts, `${at} multipart`)];
    }
    return [...sent, ...idsIn(body.content, `${at} body`)];
  });
}

/** Every id contracts/pactIds.ts names, with its name. */
const named = Object.entries(pactIds).flatMap(([name, value]): [string, string][] =>
  typeof value === 'string'
    ? [[name, value]]
    : typeof value === 'object'
      ? Object.entries(value).map(([key, id]): [string, string] => [`${name}.${key}`, id])
      : [],
);

describe('the ids contracts/pactIds.ts names', () => {
  it('are UUID-shaped and each names one record', () => {
    const ids = [...named.map(([, id]) => id), MISSING_ID];
    expect(named.length).toBeGreaterThan(30);
    expect(ids.filter((id) => !UUID.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give every content declaration one, a new one too', () => {
    const ids = contentDefinitionList.map((d) => pactIds.contentRecordId(d.key));
    expect(ids.filter((id) => !UUID.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const made = pactIds.contentRecordId('aNewKey');
    expect(made).toMatch(UUID);
    expect(made).toBe(pactIds.contentRecordId('aNewKey'));
  });
});

describe('the ids of the Pact contract', () => {
  const ids = idsOfThePact();

  it('reads the ids of states, JSON bodies and multipart text parts', () => {
    const where = ids.map(([at]) => at).join('\n');
    expect(where).toMatch(/state 'a lead with id \{id\} exists' \$\.id/);
    expect(where).toMatch(/body \$\.leadId/);
    expect(where).toMatch(/multipart \$\.clientSectionId/);
    expect(where).toMatch(/multipart \$\.faqSectionId/);
    expect(where).toMatch(/body \$\.ids\[0\]/);
  });

  it('sends and seeds only UUID-shaped record ids (a delivery names its event by its own shape)', () => {
    const wrong = ids.filter(([at, value]) =>
      at.endsWith('.eventId')
        ? !EVENT_ID.test(String(value))
        : typeof value !== 'string' || !UUID.test(value),
    );
    expect(wrong).toEqual([]);
  });

  it('names the webhook messages’ records by UUID-shaped ids too', () => {
    const pact = read('messages/lms-webhook-receiver-lms-webhooks.json') as {
      interactions: { description: string; contents: { content: Json } }[];
    };
    const found = pact.interactions.flatMap(({ description, contents }) =>
      // The event's own id (`$.id`) is the event's.
      idsIn(contents.content, `'${description}':`, (path) => path === '$.id'),
    );
    expect(found.length).toBeGreaterThan(5);
    expect(found.filter(([, value]) => typeof value !== 'string' || !UUID.test(value))).toEqual([]);
  });
});
