import { describe, expect, it } from 'vitest';
import { contentDefinitionList } from '@/sdk/content';
import { draftPath } from '@/sdk/content/drafts';
import { useDraftServer } from './draftServer';

/** Every JSON route of issue 37 with a body, and a draft save per declaration. */
const routes = [
  '/api/drafts/getall',
  '/api/drafts/get',
  '/api/drafts/publish',
  '/api/drafts/discard',
  '/api/drafts/review/request',
  '/api/drafts/review/sendBack',
  '/api/versions/getall',
  '/api/versions/get',
  '/api/versions/restore',
  '/api/trash/getall',
  '/api/trash/restore',
  '/api/trash/undo',
  '/api/releases/create',
  '/api/releases/update',
  '/api/releases/schedule',
  '/api/releases/unschedule',
  '/api/releases/publish',
  '/api/releases/delete',
  '/api/preview/links/create',
  '/api/preview/links/revoke',
  '/api/publishing/update',
  ...contentDefinitionList.map((definition) => draftPath(definition)),
];

const hostile = [
  '[]',
  '"text"',
  '{"key":{"$ne":null},"id":[1]}',
  `{"key":"faqs","id":"${'x'.repeat(5000)}"}`,
  '{"key":"faqs","id":"faq-1","note":"\\u0000"}',
  '{"releaseId":"x","at":"tomorrow"}',
  '{"hours":1e308,"label":{}}',
  '{"items":[{"key":"__proto__","id":"x"}],"name":"x"}',
  '{not json',
];

describe('issue 37 routes on hostile input', () => {
  const at = useDraftServer();

  it('answer 400 (or 404 for an id that is merely unknown), never a 5xx, and store nothing', async () => {
    const before = JSON.stringify((await at.post('/api/drafts/getall', { json: {} })).body);
    for (const url of routes) {
      for (const raw of hostile) {
        const answer = await at.post(url, { raw });
        expect([400, 404], `${url} ${raw.slice(0, 40)}: ${JSON.stringify(answer.body)}`).toContain(
          answer.status,
        );
        expect(answer.body.success).toBe(false);
        expect(String(answer.body.msg)).not.toMatch(/at .*\.ts|Error:/);
      }
    }
    expect(JSON.stringify((await at.post('/api/drafts/getall', { json: {} })).body)).toBe(before);
  });
});
