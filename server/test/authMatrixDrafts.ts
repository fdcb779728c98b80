import { contentDefinitionList, contentDefinitions } from '@/sdk/content';
import { draftPath } from '@/sdk/content/drafts';
import type { Area } from '@/sdk/schemas/users';
import { saveDraft } from '../content/drafts/drafts';
import type { Db } from '../db/database';
import type { SeededContent } from './fixtures';

// The authorization matrix's rows of issue 37 (drafts, history, trash, releases, preview links,
// publishing settings), kept apart from the rest of server/test/authMatrix.test.ts so work on
// other routes there does not meet this. Bodies name seeded records, and a seeded draft of
// faq-1, so a call that got through where it must not would change what the matrix reads.

interface Entry {
  access: 'public' | Area;
  body?: Record<string, unknown>;
}

/** The rows, after seeding the draft they act on. */
export async function draftEntries(db: Db, seeded: SeededContent): Promise<Record<string, Entry>> {
  const faq = seeded.faqs[0]?._id ?? 'faq-1';
  await saveDraft(db, contentDefinitions.faqs, {
    id: faq,
    fields: { answer: 'A draft the matrix must not publish.' },
    newPaths: {},
    actor: { id: null, username: 'matrix' },
  });
  const ref = { key: 'faqs', id: faq };
  const missingRelease = { releaseId: 'missing' };
  const entries: Record<string, Entry> = {};
  for (const d of contentDefinitionList) {
    const target = seeded[d.key].find((record) => record.isActive !== false) ?? seeded[d.key][0];
    entries[`POST ${draftPath(d)}`] = {
      access: 'content',
      body: { [d.idField]: target?._id ?? 'missing', isActive: false },
    };
  }
  return {
    ...entries,
    'POST /api/drafts/getall': { access: 'content' },
    'POST /api/drafts/get': { access: 'content', body: ref },
    'POST /api/drafts/publish': { access: 'content', body: ref },
    'POST /api/drafts/discard': { access: 'content', body: ref },
    'POST /api/drafts/review/request': { access: 'content', body: ref },
    'POST /api/drafts/review/sendBack': { access: 'review', body: { ...ref, note: 'No.' } },
    // A proposal changes nothing on the site; the missing id answers 404 once through the guard.
    'POST /api/drafts/proposeDelete': { access: 'content', body: { key: 'faqs', id: 'missing' } },
    'POST /api/drafts/proposeOrder': {
      access: 'content',
      body: { key: 'faqs', ids: ['missing-1', 'missing-2'] },
    },
    'POST /api/versions/getall': { access: 'content' },
    'POST /api/versions/get': { access: 'content', body: { versionId: 'missing' } },
    'POST /api/versions/restore': { access: 'content', body: { versionId: 'missing' } },
    'POST /api/trash/getall': { access: 'content' },
    'POST /api/trash/restore': { access: 'content', body: { trashId: 'missing' } },
    'POST /api/trash/undo': { access: 'content', body: ref },
    'POST /api/releases/getall': { access: 'content' },
    'POST /api/releases/create': { access: 'content', body: { name: 'Matrix', items: [ref] } },
    'POST /api/releases/update': { access: 'content', body: { ...missingRelease, name: 'x' } },
    'POST /api/releases/schedule': {
      access: 'content',
      body: { ...missingRelease, at: '2030-01-01T00:00:00Z' },
    },
    'POST /api/releases/unschedule': { access: 'content', body: missingRelease },
    'POST /api/releases/publish': { access: 'content', body: missingRelease },
    'POST /api/releases/delete': { access: 'content', body: missingRelease },
    'POST /api/pages/activity': { access: 'content' },
    'POST /api/pages/block-image': { access: 'content' },
    'POST /api/redirects/getall': { access: 'content' },
    // A redirect to itself is refused (409) once through the guard: nothing is stored either way.
    'POST /api/redirects/create': { access: 'content', body: { from: '/matrix', to: '/matrix' } },
    'POST /api/redirects/delete': { access: 'content', body: { from: '/missing' } },
    'POST /api/preview/links/getall': { access: 'content' },
    'POST /api/preview/links/create': { access: 'content', body: { label: 'Matrix' } },
    'POST /api/preview/links/revoke': { access: 'content', body: { linkId: 'missing' } },
    // Renders only (a dead link's token: 404 where it gets through); it stores nothing either way.
    'POST /api/preview/render': {
      access: 'content',
      body: { token: 'x'.repeat(43), page: '/', key: 'faqs', values: {} },
    },
    'POST /api/publishing/getall': { access: 'content' },
    // Off: switching it on mid-matrix would refuse the editor's publishing rows that follow.
    'POST /api/publishing/update': { access: 'review', body: { editorsNeedReview: false } },
    // A preview link in the URL, not a token in a header: every credential gets the same page.
    'GET /preview/:token': { access: 'public' },
    'HEAD /preview/:token': { access: 'public' },
    'GET /preview/:token/*': { access: 'public' },
    'HEAD /preview/:token/*': { access: 'public' },
  };
}
