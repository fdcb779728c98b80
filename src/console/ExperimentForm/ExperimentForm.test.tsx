import { describe, expect, it } from 'vitest';
import { HOME_PAGE_SLUG } from '@/sdk/content/landingSectionKeys';
import { ExperimentMessages } from '@/sdk/schemas/experiments';
import { experimentPages } from '@/src/fixtures/experiments';
import type { EditedBlock } from '../PageBuilder';
import {
  checkExperiment,
  EMPTY_DRAFT,
  issuesToErrors,
  livePages,
  testableBlocks,
} from './experimentFormValues';
import type { ExperimentDraft } from './experimentFormValues';

const [campaign] = experimentPages;
const blocks = testableBlocks(campaign);
const hero = blocks[0]!.block;
const filled: ExperimentDraft = {
  name: ' Hero headline: price first ',
  page: 'for-coaching-institutes',
  blockId: 'hero',
  variant: { ...hero, title: 'From ₹2,999 a month' } as EditedBlock,
  split: '50',
};

describe('the new experiment’s choices', () => {
  it('offers live pages only, and a page’s visible blocks by type and title', () => {
    // `/`'s layout record is live but no campaign page: it is not offered.
    const home = { ...campaign!, _id: 'home', slug: HOME_PAGE_SLUG };
    expect(livePages([...experimentPages, home]).map((p) => p.slug)).toEqual([
      'for-coaching-institutes',
      'for-schools',
    ]);
    expect(blocks.map((b) => b.label)).toContain(
      'Hero: Run every batch, test and fee from one place',
    );
    const hidden = { ...campaign!, blocks: JSON.stringify([{ ...hero, hidden: true }]) };
    expect(testableBlocks(hidden)).toEqual([]);
    expect(testableBlocks(undefined)).toEqual([]);
  });
});

describe('checking the new experiment before it is sent', () => {
  it('accepts a filled form, trimmed, with the split as a number', () => {
    expect(checkExperiment(filled, hero)).toEqual({
      values: {
        name: 'Hero headline: price first',
        page: 'for-coaching-institutes',
        blockId: 'hero',
        variant: filled.variant,
        split: 50,
      },
    });
  });

  it('asks for the name, the page and the block in words of their own', () => {
    expect(checkExperiment(EMPTY_DRAFT, undefined)).toEqual({
      errors: { name: 'Fill this in.', page: 'Choose the page.' },
    });
    const noBlock = { ...EMPTY_DRAFT, name: 'x', page: 'for-coaching-institutes' };
    expect(checkExperiment(noBlock, undefined)).toEqual({
      errors: { blockId: 'Choose the block to test.' },
    });
  });

  it('keeps the split between 1 and 99 whole percent, and asks for it when emptied', () => {
    const split = (text: string) => {
      const outcome = checkExperiment({ ...filled, split: text }, hero);
      return 'errors' in outcome ? outcome.errors.split : 'accepted';
    };
    expect(split('0')).toBe('Give the variant at least 1 percent of visitors.');
    expect(split('100')).toBe('Leave the page as it is at least 1 percent of visitors.');
    expect(split('12.5')).toBe('Give the share as a whole percent.');
    expect(split('')).toMatch(/^Give the variant’s share of visitors/);
    expect(split('1')).toBe('accepted');
    expect(split('99')).toBe('accepted');
  });

  it('puts a variant’s problems beside its block fields', () => {
    const outcome = checkExperiment(
      { ...filled, variant: { ...hero, title: '' } as EditedBlock },
      hero,
    );
    expect(outcome).toEqual({ errors: { variant: { title: 'Fill this in.' } } });
  });

  it('refuses a variant identical to the live block: it would test nothing', () => {
    const outcome = checkExperiment({ ...filled, variant: { ...hero } as EditedBlock }, hero);
    expect(outcome).toEqual({
      errors: { general: expect.stringMatching(/^The variant is the same/) },
    });
  });
});

describe('the server’s refusals in the form', () => {
  it('puts each issue beside its field, the variant’s beside its block field, others above', () => {
    expect(
      issuesToErrors([
        { path: ['blockId'], message: ExperimentMessages.blockNotFound },
        { path: ['variant', 'items', 1, 'label'], message: 'Fill this in.' },
        { path: ['variant', 'type'], message: ExperimentMessages.typeMismatch },
        { path: [], message: ExperimentMessages.alreadyRunning },
      ]),
    ).toEqual({
      blockId: ExperimentMessages.blockNotFound,
      variant: { 'items.1.label': 'Fill this in.', type: ExperimentMessages.typeMismatch },
      general: ExperimentMessages.alreadyRunning,
    });
  });
});
