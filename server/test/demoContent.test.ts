import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PageBlocks,
  PageItem,
  contentDefinitions,
  endpoint,
  readLinks,
  settings,
} from '@/sdk/content';
import type { ContentDefinition } from '@/sdk/content';
import { apiSuccess } from '@/sdk/schemas';
import { demoCampaignBlocks, demoCampaignPageFields } from '@/sdk/demo/campaignPage';
import { contentTable } from '../content/tables';
import { DEMO_PAGE_SLUG } from '../demo/demoPages';
import { seedDemoContent } from '../demo/seedDemo';
import { startTestApp } from './testApp';

const dir = mkdtempSync(join(tmpdir(), 'lms-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lists = Object.values(contentDefinitions).map(
  (d) => [endpoint(d, 'getall'), d.item, d.kind, d] as const,
);

/** A field an editor may leave empty: an optional image, or text whose schema takes ''. */
const mayBeEmpty = (definition: ContentDefinition, field: string): boolean => {
  if (field in definition.images) return definition.images[field]?.required === false;
  const source = definition.kind === 'collection' ? definition.create : definition.fields;
  return source.shape[field]?.safeParse('').success === true;
};

describe('demo content on a fresh database', () => {
  it('fills every section, with images that are served, and is seeded only once', async () => {
    const server = await startTestApp({ demoContent: true, mediaDir: join(dir, 'uploads') });
    try {
      for (const [url, item, kind, definition] of lists) {
        const response = await server.app.inject({ method: 'POST', url });
        const { data } = apiSuccess(z.array(item)).parse(response.json());
        // A list shows a few items; the demo has one page built from blocks (issue 44).
        const least = kind === 'collection' && definition.key !== 'pages' ? 3 : 1;
        expect(data.length, url).toBeGreaterThanOrEqual(least);
        for (const record of data) {
          for (const [field, value] of Object.entries(record)) {
            if (!mayBeEmpty(definition, field)) expect(value, `${url} ${field}`).not.toBe('');
            if (typeof value === 'string' && value.startsWith('uploads/')) {
              const image = await server.app.inject({ method: 'GET', url: `/${value}` });
              expect(image.statusCode, value).toBe(200);
            }
          }
        }
      }
      // Issue 44 (5): the header links to the demo's campaign page, which is live.
      const [site] = await server.context.db.select().from(contentTable(settings).table);
      expect(readLinks(String(site?.headerLinks))).toContainEqual({
        label: 'For institutes',
        href: `/${DEMO_PAGE_SLUG}`,
      });
      const pages = await server.app.inject({ method: 'POST', url: '/api/pages/getall' });
      expect(pages.json().data.map((p: { slug: string }) => p.slug)).toEqual([DEMO_PAGE_SLUG]);
      // The page stored is sdk/demo's, the one the stories' fixtures show (src/fixtures/
      // campaignPage.test.ts): its fields, and its blocks but the picture the seed drew.
      const [page] = apiSuccess(z.array(PageItem)).parse(pages.json()).data;
      expect(page).toMatchObject(demoCampaignPageFields);
      const blocks = PageBlocks.parse(JSON.parse(page?.blocks ?? '[]'));
      const drawn = blocks.flatMap((block) => (block.type === 'imageText' ? [block.image] : []));
      expect(drawn).toEqual([expect.stringMatching(/^uploads\//)]);
      const picture = await server.app.inject({ method: 'GET', url: `/${drawn[0]}` });
      expect(picture.statusCode).toBe(200);
      const withDrawn = demoCampaignBlocks.map((block) =>
        block.type === 'imageText' ? { ...block, image: drawn[0] } : block,
      );
      expect(blocks).toEqual(PageBlocks.parse(withDrawn));
      expect(await seedDemoContent(server.context.db, server.context.media)).toBe(false);
    } finally {
      await server.close();
    }
  });
});
