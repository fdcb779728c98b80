import { and, asc, eq } from 'drizzle-orm';
import { contentDefinitions } from '@/sdk/content';
import {
  PACT_FAQ,
  PACT_FAQ_DRAFT,
  PACT_PREVIEW_LINK_ID,
  PACT_RELEASE_ID,
  PACT_SECOND_FAQ,
  PACT_USER_ID,
} from '@/contracts/draftExample';
import { USER_ID } from '@/contracts/pactIds';
import { saveDraft } from '@/server/content/drafts/drafts';
import { setReview } from '@/server/content/drafts/draftStore';
import { contentStore } from '@/server/content/contentStore';
import { createPreviewLink } from '@/server/content/preview/previewLinks';
import { createRelease } from '@/server/content/releases/releaseStore';
import { listTrash } from '@/server/content/history/trash';
import type { Db } from '@/server/db/database';
import { contentVersions } from '@/server/db/schema';
import type { StateHandlers } from './stateParams';

const faqs = contentDefinitions.faqs;
const PACT_ACTOR = { id: USER_ID.editor, username: 'pact-editor' };
const SELF = { id: PACT_USER_ID, username: 'pact-token-admin' };
const { id, ...fields } = PACT_FAQ;

/** Seeds through the server's own data layer, in one transaction like a publish. */
const insertFaq = (db: Db) =>
  db.transaction((tx) => contentStore(faqs).insert(tx, fields, id, { actor: PACT_ACTOR }));

const draftFaq = (db: Db) =>
  saveDraft(db, faqs, { id, fields: { ...PACT_FAQ_DRAFT }, newPaths: {}, actor: PACT_ACTOR });

/** The versions of the FAQ entry, oldest first. */
const versionsOfFaq = (db: Db) =>
  db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.contentKey, 'faqs'), eq(contentVersions.recordId, id)))
    .orderBy(asc(contentVersions.at));

/**
 * The provider states of contracts/consumer/drafts.pact.test.ts (issue 37). States that answer
 * `{ versionId }` or `{ trashId }` give the id the server made, which the pact injects into its
 * request (fromProviderState).
 */
export function draftStates(db: Db): StateHandlers {
  return {
    'a FAQ entry exists': async () => {
      await insertFaq(db);
      return { faqId: id, versionId: (await versionsOfFaq(db))[0]?.id ?? '' };
    },
    // Issue 47's proposed order: the example, then a second entry (listed first: new items go first).
    'two FAQ entries exist': async () => {
      await insertFaq(db);
      const { id: secondFaqId, ...second } = PACT_SECOND_FAQ;
      await db.transaction((tx) =>
        contentStore(faqs).insert(tx, second, secondFaqId, { actor: PACT_ACTOR }),
      );
      return { faqId: id, secondFaqId };
    },
    'the FAQ entry has a draft': async () => {
      await insertFaq(db);
      await draftFaq(db);
      return { faqId: id };
    },
    'the FAQ entry has a draft waiting for review': async () => {
      await insertFaq(db);
      await draftFaq(db);
      await setReview(db, 'faqs', id, { state: 'waiting', note: '', actor: PACT_ACTOR });
      return { faqId: id };
    },
    'the FAQ entry was changed once': async () => {
      await insertFaq(db);
      await db.transaction((tx) =>
        contentStore(faqs).update(tx, id, { ...PACT_FAQ_DRAFT }, { actor: PACT_ACTOR }),
      );
      return { faqId: id, versionId: (await versionsOfFaq(db))[0]?.id ?? '' };
    },
    // After 'a valid admin token exists' with the user id: the token user deleted it just now.
    'the token user deleted the FAQ entry': async () => {
      await insertFaq(db);
      await db.transaction((tx) => contentStore(faqs).remove(tx, id, { actor: SELF }));
      return { faqId: id, trashId: (await listTrash(db))[0]?._id ?? '' };
    },
    'a release with the FAQ entry draft exists': async () => {
      await insertFaq(db);
      await draftFaq(db);
      await createRelease(
        db,
        { name: 'Diwali', items: [{ key: 'faqs', id, action: 'publish' }] },
        PACT_ACTOR,
        PACT_RELEASE_ID,
      );
      return { faqId: id, releaseId: PACT_RELEASE_ID };
    },
    // The live preview (issue 47), after 'the site settings exist' (the page needs them): the
    // FAQ entry and the token user's console link of the landing page, whose token is sent.
    'the console has a preview link of the landing page': async () => {
      await insertFaq(db);
      const link = await createPreviewLink(
        db,
        { label: 'Console preview', hours: 1, consolePage: '/' },
        SELF,
      );
      return { faqId: id, previewToken: link.token };
    },
    'a preview link exists': async () => {
      await createPreviewLink(
        db,
        { label: 'Reviewer', hours: 24 },
        PACT_ACTOR,
        PACT_PREVIEW_LINK_ID,
      );
      return { linkId: PACT_PREVIEW_LINK_ID };
    },
  };
}
