import { HOME_PAGE_SLUG } from '@/sdk/content/landingSectionKeys';
import { readPageBlocks } from '@/sdk/content/pages';
import type { PageItem } from '@/sdk/content/pages';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import { ALL_FIELDS_REQUIRED } from '@/sdk/schemas/common';
import { ExperimentCreate, ExperimentMessages } from '@/sdk/schemas/experiments';
import { blockLabel } from '../PageBuilder';
import type { EditedBlock } from '../PageBuilder';

// The new-experiment form's rules (issue 45 item 3), apart from its drawing: which pages and
// blocks may be tested, and what is wrong with what was typed, in the sdk's own words where the
// sdk has them, so the form and the server's 400 say the same thing beside the same field.

/** The form's own fields; the variant's problems are keyed by the block field's path. */
export type ExperimentField = 'name' | 'page' | 'blockId' | 'split';

/** Problems beside the fields, the variant's beside its block fields, or above the form. */
export interface ExperimentFormErrors extends Partial<Record<ExperimentField | 'general', string>> {
  variant?: Readonly<Record<string, string>>;
}

/** The form as typed: the split as text, so an emptied input stays empty. */
export interface ExperimentDraft {
  name: string;
  page: string;
  blockId: string;
  variant: EditedBlock | null;
  split: string;
}

export const EMPTY_DRAFT: ExperimentDraft = {
  name: '',
  page: '',
  blockId: '',
  variant: null,
  split: '50',
};

/** A block that can be tested: one visitors see on a live page. */
export interface TestableBlock {
  block: PageBlock;
  /** Its type and what it says ("Hero: Run every batch…"), the way the page builder lists it. */
  label: string;
}

/** Pages visitors can see: only those have visitors to split. */
// `/`'s layout record is not a campaign page: experiments split a page at /<slug> (sdk/schemas/
// experiments.ts takes a PageSlug), so it is never offered.
export const livePages = (pages: readonly PageItem[]) =>
  pages.filter((page) => page.isActive && page.slug !== HOME_PAGE_SLUG);

/** A page's blocks that visitors see, by type and title; hidden ones have no visitors. */
export function testableBlocks(page: PageItem | undefined): TestableBlock[] {
  if (!page) return [];
  return readPageBlocks(page.blocks)
    .filter((block) => !block.hidden)
    .map((block) => {
      const { type, summary } = blockLabel(block as EditedBlock);
      return { block, label: summary ? `${type}: ${summary}` : type };
    });
}

const FIELDS: readonly string[] = ['name', 'page', 'blockId', 'split'];

/**
 * Field issues (the sdk's, or a 400's) as the form shows them: a variant's by its path inside
 * the block ('items.1.label'), others beside their field, the rest above the form.
 */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ExperimentFormErrors {
  const errors: ExperimentFormErrors = {};
  const variant: Record<string, string> = {};
  for (const issue of issues) {
    const [first, ...rest] = issue.path.map(String);
    const message = issue.message === ALL_FIELDS_REQUIRED ? 'Fill this in.' : issue.message;
    if (first === 'variant') variant[rest.join('.')] ??= message;
    else if (first && FIELDS.includes(first)) errors[first as ExperimentField] ??= message;
    else errors.general ??= message;
  }
  if (Object.keys(variant).length > 0) errors.variant = variant;
  return errors;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The experiment to start, or what is wrong. `live` is the tested block as published: a variant
 * identical to it would test nothing, so it is refused here (the server has no way to know).
 */
export function checkExperiment(
  draft: ExperimentDraft,
  live: PageBlock | undefined,
): { values: ExperimentCreate } | { errors: ExperimentFormErrors } {
  const errors: ExperimentFormErrors = {};
  if (draft.page === '') errors.page = 'Choose the page.';
  else if (draft.blockId === '' || !draft.variant) errors.blockId = 'Choose the block to test.';
  const splitText = draft.split.trim();
  const candidate = {
    name: draft.name,
    page: draft.page,
    blockId: draft.blockId,
    variant: draft.variant,
    split: splitText === '' ? undefined : Number(splitText),
  };
  const parsed = ExperimentCreate.safeParse(candidate);
  if (splitText === '') errors.split = ExperimentMessages.splitMissing;
  const found = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  // The choices' own words win over the schema's (an empty page is "choose", not "fill in").
  const merged: ExperimentFormErrors = { ...found, ...errors };
  // One step at a time: no block to ask for before the page, no variant before the block.
  if (errors.page) delete merged.blockId;
  if (draft.variant === null) delete merged.variant;
  if (!merged.variant && draft.variant && live && same(draft.variant, live))
    merged.general =
      'The variant is the same as the live block: change at least one of its fields.';
  if (Object.keys(merged).length > 0 || !parsed.success) return { errors: merged };
  return { values: parsed.data };
}
