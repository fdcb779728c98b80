import { describe, expect, it } from 'vitest';
import { OPERATION_COUNT, openApiDocument } from '@/src/fixtures/apiReference';
import {
  matchesSearch,
  operationTexts,
  referenceGroups,
  referenceWebhooks,
} from './apiReferenceModel';

// The reference page's reading of the document, on the excerpt of the real one the stories show.

const operations = () => referenceGroups(openApiDocument).flatMap((group) => group.operations);
const operation = (path: string) => operations().find((op) => op.path === path);

describe("the API reference's reading of the document", () => {
  it("groups operations by tag in the document's order, GET and HEAD of a path as one", () => {
    const groups = referenceGroups(openApiDocument);
    expect(groups.map((g) => g.tag)).toEqual(openApiDocument.tags.map((t) => t.name));
    expect(operations()).toHaveLength(OPERATION_COUNT);
    expect(operation('/healthz')?.methods).toEqual(['GET', 'HEAD']);
    expect(operation('/api/leads/create')?.methods).toEqual(['POST']);
  });

  it('says who may call: anyone, or the roles and the API token scopes admitted', () => {
    expect(operation('/api/leads/create')?.access).toEqual([]);
    expect(operation('/api/leads/getall')?.access).toEqual([
      { how: 'Console sign-in (x-admin-token header)', who: ['admin', 'sales'] },
      { how: 'API token (Authorization: Bearer)', who: ['read-leads'] },
    ]);
  });

  it('resolves the shared failures and reads the envelope’s data as the answer', () => {
    const create = operation('/api/admin/webhooks/create');
    const statuses = create?.answers.map((a) => a.status);
    expect(statuses).toEqual(['200', '400', '401', '403', '409', '500']);
    expect(create?.answers.find((a) => a.status === '401')?.description).toMatch(/token/);
    expect(Object.keys(create?.answers[0]?.schema?.properties ?? {})).toContain('secret');
    expect(create?.answers[0]?.inEnvelope).toBe(true);
    // Sign-in answers `{ token, message, expiresAt }`, not the envelope: the body is its fields.
    const login = operation('/api/admin/auth/login')?.answers[0];
    expect(login?.inEnvelope).toBe(false);
    expect(login?.schema?.properties).toHaveProperty('token');
  });

  it("reads a form's body, its image a file part", () => {
    const body = operation('/api/clientSection/create')?.body;
    expect(body?.contentTypes).toEqual(['multipart/form-data']);
    expect(body?.schema?.properties?.clientImg?.contentMediaType).toBe('image/*');
    expect(operation('/api/leads/create')?.body?.contentTypes).toContain('application/json');
  });

  it('lists each webhook with its signed headers and payload', () => {
    const hooks = referenceWebhooks(openApiDocument);
    expect(hooks.map((h) => h.event)).toEqual([
      'lead.created',
      'lead.updated',
      'content.published',
      'webhook.test',
    ]);
    expect(hooks[0]?.headers.map((h) => h.name)).toContain('webhook-signature');
    expect(hooks[0]?.payload?.properties).toHaveProperty('data');
  });

  it('matches a search when every word is in the method, path, tag or summary', () => {
    const getall = operation('/api/leads/getall');
    if (!getall) throw new Error('the excerpt lists /api/leads/getall');
    expect(matchesSearch('LEADS post', operationTexts(getall))).toBe(true);
    expect(matchesSearch('', operationTexts(getall))).toBe(true);
    expect(matchesSearch('leads delete', operationTexts(getall))).toBe(false);
  });
});
