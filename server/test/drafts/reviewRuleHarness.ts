import { afterEach, beforeAll, expect } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DraftMessages } from '@/sdk/content/drafts';
import { Release } from '@/sdk/content/releases';
import type { ReleaseItemInput } from '@/sdk/content/releases';
import { publishDueReleases } from '../../content/releases/publishRelease';
import { setEditorsNeedReview } from '../../content/publishing';
import { auditLog, contentDrafts, contentReleases } from '../../db/schema';
import { call } from '../requests';
import type { Answer, Call } from '../requests';
import type { DraftServer } from './draftServer';

// Helpers of reviewRule.test.ts (issue 43): one actor (an editor or a content API token) with
// "editors need review" on or off, against an admin who drafts, gathers and schedules.

/** Who acts: the seeded editor's session, or a `content` API token made by the admin. */
export interface Actor {
  name: string;
  credentials: (at: DraftServer) => Promise<Call>;
}

export const actors: Actor[] = [
  { name: 'an editor', credentials: async (at) => ({ token: at.editor }) },
  {
    name: 'a content API token',
    credentials: async (at) => {
      const made = await at.post('/api/admin/api-tokens/create', {
        json: { name: 'Translations', scope: 'content', days: 30 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return { bearer: (made.body.data as { token: string }).token };
    },
  },
];

const YEAR_MS = 365 * 86_400_000;
/** A time to schedule at, and a later one at which the run finds every such release due. */
export const NEXT_YEAR = () => new Date(Date.now() + YEAR_MS).toISOString();
const DUE = () => new Date(Date.now() + 2 * YEAR_MS);

export interface Case {
  /** POSTs as the actor. */
  as: (url: string, json?: unknown) => Promise<Answer>;
  review: boolean;
  /** A fresh marker for one test's text. */
  mark: (what: string) => string;
}

/**
 * Sets review for the block, gives the actor its credentials, and after each test removes the
 * releases and drafts it left (so a run of the scheduler sees only the test's own releases).
 */
export function useCase(at: DraftServer, actor: Actor, review: boolean): Case {
  const c = { review } as Case;
  let n = 0;
  beforeAll(async () => {
    const credentials = await actor.credentials(at);
    c.as = (url, json = {}) => call(at.server.app, url, { ...credentials, json });
    await setEditorsNeedReview(at.server.context.db, review);
  });
  c.mark = (what) => `${what} ${actor.name} ${review ? 'on' : 'off'} ${(n += 1)}`;
  afterEach(async () => {
    const { db } = at.server.context;
    await db.delete(contentReleases);
    await db.delete(contentDrafts);
  });
  return c;
}

/** Publishes (200) with review off; 403 with the review rule's message with it on. */
export function expectPublishRight(answer: Answer, review: boolean, what: string) {
  if (review) {
    expect(answer.status, what).toBe(403);
    expect(answer.body.msg, what).toBe(DraftMessages.reviewRequired);
  } else {
    expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
}

/** The public site's text: the FAQs and the privacy policy as a visitor reads them. */
export async function publicText(at: DraftServer) {
  const faqs = await at.post('/api/faqSection/getall', { token: '' });
  const policy = await at.post('/api/privacyPolicy/getall', { token: '' });
  return JSON.stringify([faqs.body.data, policy.body.data]);
}

/**
 * Saves a draft of the privacy policy (a section: the editor's own draft of it is the attack's)
 * with a new body, through `post` (the admin's or the actor's); answers its release item.
 */
export async function draftPolicy(
  at: DraftServer,
  post: (url: string, json: unknown) => Promise<Answer>,
  body: string,
) {
  const read = await at.post('/api/privacyPolicy/getall', { token: '' });
  const { _id, title, updatedOn } = (read.body.data as Record<string, string>[])[0]!;
  const answer = await post('/api/privacyPolicy/draft', {
    privacyPolicyId: _id,
    title,
    updatedOn,
    body,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { key: 'privacyPolicy', id: _id! } as const;
}

/** A new FAQ drafted by `post`; answers its release item. */
export async function draftFaq(
  post: (url: string, json: unknown) => Promise<Answer>,
  question: string,
) {
  const answer = await post('/api/faqSection/draft', { question, answer: 'Yes.' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { key: 'faqs', id: (answer.body.data as { id: string }).id } as const;
}

/** A release the admin made of `items` and scheduled for next year. */
export async function adminScheduled(at: DraftServer, items: ReleaseItemInput[]) {
  const created = await at.post('/api/releases/create', { json: { name: 'Approved', items } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const releaseId = Release.parse(created.body.data)._id;
  const scheduled = await at.post('/api/releases/schedule', {
    json: { releaseId, at: NEXT_YEAR() },
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
  return releaseId;
}

/** The release as stored now. */
export async function releaseRow(at: DraftServer, releaseId: string) {
  const [row] = await at.server.context.db
    .select()
    .from(contentReleases)
    .where(eq(contentReleases.id, releaseId));
  return row;
}

/** Runs the scheduler as if a year had passed: every scheduled release is due. */
export const runDue = (at: DraftServer) =>
  publishDueReleases(at.server.context.db, at.server.context.contentWriteListeners, DUE());

/** The newest audit entries of API tokens. */
export const tokenAudit = (at: DraftServer) =>
  at.server.context.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.kind, 'api-token'))
    .orderBy(desc(auditLog.at))
    .limit(1);
