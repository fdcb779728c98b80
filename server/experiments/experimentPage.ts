import type { PageBlock } from '@/sdk/content/pageBlocks';
import { pages, readPageBlocks } from '@/sdk/content/pages';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import type { AuditActor } from '../audit/auditLog';
import { contentStore } from '../content/contentStore';
import { saveDraft } from '../content/drafts/drafts';
import { findDraft } from '../content/drafts/draftStore';
import type { Db } from '../db/database';
import { badRequest, conflict } from '../http/errors';

// What an experiment asks of the page it tests: a live page with the block, at the start; at the
// end with the variant kept, the page with the block replaced, saved as a draft.

type Field = 'page' | 'blockId' | 'variant';
type Message = keyof typeof ExperimentMessages;
const issue = (field: Field, message: Message) => [
  { path: [field], message: ExperimentMessages[message] },
];
export const refusedConflict = (field: Field, message: Message) =>
  conflict(ExperimentMessages[message], issue(field, message));

/** The active page at `slug` with its published blocks, or null. */
export async function livePage(db: Db, slug: string) {
  const active = await contentStore(pages).list(db, { isActive: true });
  const page = active.find((record) => record.slug === slug);
  return page ? { id: page._id, blocks: readPageBlocks(String(page.blocks)) } : null;
}

/**
 * The variant an experiment starts with, checked against the live page: the page must be live
 * (409 on `page`), hold the block (409 on `blockId`), and the variant be a block of the same
 * type (400 on `variant`), a landing section's showing the same section; its id is the tested
 * block's, whatever was sent.
 */
export async function checkedVariant(
  db: Db,
  input: { page: string; blockId: string; variant: PageBlock },
): Promise<PageBlock> {
  const page = await livePage(db, input.page);
  if (!page) throw refusedConflict('page', 'pageNotFound');
  const tested = page.blocks.find((block) => block.id === input.blockId);
  if (!tested) throw refusedConflict('blockId', 'blockNotFound');
  if (tested.type !== input.variant.type)
    throw badRequest(ExperimentMessages.typeMismatch, issue('variant', 'typeMismatch'));
  // The page's data holds the landing content of the sections it shows, nothing else
  // (sdk/content/campaignPage.ts): a variant showing another section would have none.
  if (
    tested.type === 'landingSection' &&
    input.variant.type === 'landingSection' &&
    tested.section !== input.variant.section
  )
    throw badRequest(ExperimentMessages.sectionMismatch, issue('variant', 'sectionMismatch'));
  return { ...input.variant, id: tested.id };
}

/**
 * Saves the page with `variant` in its block's place as a draft of the page (the drafts service
 * the console's drafts use), in the caller's transaction: reviewed and published like any draft.
 * Built on the page's draft when it has one, so an editor's unpublished changes are kept. 409
 * `blockGone` when the page is no longer live or the block is gone from it (or from its draft).
 */
export async function saveVariantAsDraft(
  tx: Db,
  slug: string,
  variant: PageBlock,
  actor: AuditActor,
): Promise<void> {
  const page = await livePage(tx, slug);
  if (!page?.blocks.some((block) => block.id === variant.id))
    throw refusedConflict('page', 'blockGone');
  const draft = await findDraft(tx, pages.key, page.id);
  const draftBlocks = draft?.changes.blocks;
  const base = typeof draftBlocks === 'string' ? readPageBlocks(draftBlocks) : page.blocks;
  if (!base.some((block) => block.id === variant.id)) throw refusedConflict('page', 'blockGone');
  const blocks = base.map((block) => (block.id === variant.id ? variant : block));
  await saveDraft(tx, pages, {
    id: page.id,
    fields: { blocks: JSON.stringify(blocks) },
    newPaths: {},
    actor,
  });
}
