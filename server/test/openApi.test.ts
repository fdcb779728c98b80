import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../routes/openapi';
import { UNDESCRIBED } from '../openapi/operationObject';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { interactionProblems, schemaChecker } from './openApiPacts';
import type { Interaction } from './openApiPacts';
import { testConfig } from './testApp';

// Issue 46 item 1: GET /api/openapi.json describes every route the server registers, and every
// Pact interaction (what the console and the webhook receivers really exchange) fits it.

type Json = Record<string, unknown>;

let app: FastifyInstance;
let database: Database;
let dir: string;
let document: Json;
const registered: string[] = [];
const contracts = join(import.meta.dirname, '../../contracts/pacts');

beforeAll(async () => {
  const onRoute = (route: RouteOptions) =>
    registered.push(...[route.method].flat().map((method) => `${method} ${route.url}`));
  dir = mkdtempSync(join(tmpdir(), 'lms-openapi-'));
  const config = testConfig(dir);
  database = await openDatabase(config.database);
  ({ app } = await buildApp({ config, database, logger: false, onRoute }));
  const answer = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const operationOf = (method: string, url: string) =>
  schemaChecker(document).operationOf(method, url);

const paths = () => document.paths as Json;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/{faqSection,clientSection}/getall` as docs/api.md writes groups: each path spelled out. */
function expandBraces(text: string): string {
  let expanded = text;
  for (let group = /\S*\{[^{}\s]*,[^{}\s]*\}\S*/.exec(expanded); group;) {
    const word = group[0];
    const inner = /\{([^{}]*,[^{}]*)\}/.exec(word);
    const choices = (inner?.[1] ?? '').split(',');
    const spelled = choices
      .map((choice) => word.replace(inner?.[0] ?? '', choice.trim()))
      .join(' ');
    expanded = expanded.replace(word, spelled);
    group = /\S*\{[^{}\s]*,[^{}\s]*\}\S*/.exec(expanded);
  }
  return expanded;
}

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1, public and cacheable, with the two kinds of token', async () => {
    const answer = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const schemes = (document.components as Json).securitySchemes as Json;
    expect(schemes.adminToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'x-admin-token',
    });
    expect(schemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    // No value of this server's own: not the first admin's password, nor its data directory.
    expect(answer.body).not.toContain('first-admin-password');
    expect(answer.body).not.toContain(dir);
  });

  it('names every route the server registered, each described by the sdk catalogue', () => {
    expect(registered.length).toBeGreaterThan(100);
    const missing = registered.filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return !operationOf(method, url);
    });
    expect(missing, 'registered routes missing from the document').toEqual([]);
    const undescribed = registered.filter((key) => {
      const [method = '', url = ''] = key.split(' ');
      return (operationOf(method, url)?.tags as string[])[0] === UNDESCRIBED;
    });
    expect(
      undescribed,
      'routes with no entry in sdk/openapi (add one with the sdk schemas the route parses and answers)',
    ).toEqual([]);
  });

  it('has every path of the document named in docs/api.md', () => {
    const page = expandBraces(readFileSync(join(import.meta.dirname, '../../docs/api.md'), 'utf8'));
    const unnamed = Object.keys(paths()).filter(
      (path) => !new RegExp(`${escape(path)}(?![A-Za-z0-9_/-])`).test(page),
    );
    expect(unnamed, 'paths of /api/openapi.json that docs/api.md does not name').toEqual([]);
  });

  it('says who may call each route, from its role guard', () => {
    expect(operationOf('POST', '/api/leads/create')?.security).toEqual([]);
    expect(operationOf('POST', '/api/leads/getall')?.security).toEqual([
      { adminToken: ['admin', 'sales'] },
      { apiToken: ['read-leads'] },
    ]);
    expect(operationOf('POST', '/api/leads/update')?.security).toEqual([
      { adminToken: ['admin', 'sales'] },
    ]);
    expect(operationOf('POST', '/api/clientSection/update')?.security).toEqual([
      { adminToken: ['admin', 'editor'] },
      { apiToken: ['content'] },
    ]);
    expect(Object.keys(operationOf('POST', '/api/admin/auth/login')?.responses as Json)).toContain(
      '429',
    );
  });

  it('describes every webhook payload the server sends', () => {
    const webhooks = document.webhooks as Record<string, { post: Json }>;
    expect(Object.keys(webhooks).sort()).toEqual(
      ['content.published', 'lead.created', 'lead.updated', 'webhook.test'].sort(),
    );
    const messages = join(contracts, 'messages');
    for (const file of readdirSync(messages).filter((name) => name.endsWith('.json'))) {
      const pact = JSON.parse(readFileSync(join(messages, file), 'utf8')) as {
        messages?: { description: string; contents: { content: Json } }[];
        interactions?: { description: string; contents: { content: Json } }[];
      };
      for (const message of pact.messages ?? pact.interactions ?? []) {
        const body = message.contents.content;
        const operation = webhooks[String(body.type)]?.post;
        expect(operation, message.description).toBeDefined();
        const schema = ((operation?.requestBody as Json).content as Json)[
          'application/json'
        ] as Json;
        expect(
          schemaChecker(document).problems(schema.schema as Json, body),
          message.description,
        ).toBeNull();
      }
    }
  });

  it("validates every Pact interaction's request and answer", () => {
    const pact = JSON.parse(readFileSync(join(contracts, 'lms-web-lms-api.json'), 'utf8')) as {
      interactions: Interaction[];
    };
    expect(pact.interactions.length).toBeGreaterThan(100);
    const found = pact.interactions.flatMap((interaction) =>
      interactionProblems(document, interaction),
    );
    expect(found).toEqual([]);
  });
});
