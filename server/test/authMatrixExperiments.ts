import type { Area } from '@/sdk/schemas/users';

// The authorization matrix's rows of experiments on blocks (issue 45 item 3), kept apart from
// server/test/authMatrix.test.ts as the drafts' rows are. Bodies that get through change
// nothing: no live page at the address (409), no experiment with the id (404).

interface Entry {
  access: 'public' | Area;
  body?: Record<string, unknown>;
}

const variant = { id: 'b1', type: 'richText', markdown: 'Matrix' };

export const experimentEntries = (): Record<string, Entry> => ({
  'POST /api/experiments/getall': { access: 'content' },
  'POST /api/experiments/create': {
    access: 'content',
    body: { name: 'Matrix', page: 'no-such-page', blockId: 'b1', variant, split: 50 },
  },
  'POST /api/experiments/results': { access: 'content', body: { id: 'missing' } },
  'POST /api/experiments/end': { access: 'content', body: { id: 'missing', keep: 'control' } },
});
