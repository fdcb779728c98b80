import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listOf, references } from './nestedFields';
import { FeatureGridBlock, StatsBlock } from './pageBlocks';
import { text } from './textFields';
import { image } from './valueFields';

/** What a schema answers to a value: the value it takes, or its refusals' paths and messages. */
const answer = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? { taken: result.data }
    : { refused: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
};

const entry = { title: 'Live classes', text: 'Whiteboard and chat.' };
const probes: unknown[] = [
  undefined,
  [],
  [entry],
  [{ title: ' ', text: '' }],
  [{ ...entry, extra: 1 }],
  [{ title: 'x'.repeat(81) }],
  Array.from({ length: 13 }, () => entry),
  'not a list',
];

describe('a list of entries', () => {
  // The page blocks' lists (sdk/content/pageBlocks.ts) as builders would declare them.
  const features = listOf(
    { title: text({ max: 80 }), text: text({ max: 400, required: false }) },
    { min: 1, max: 12, what: 'features' },
  );
  const figures = listOf(
    { value: text({ max: 20 }), label: text({ max: 80 }) },
    { min: 1, max: 6, what: 'figures' },
  );

  it("takes and refuses what a page block's list does, with the same messages", () => {
    for (const probe of probes) {
      expect(answer(features.write, probe)).toEqual(answer(FeatureGridBlock.shape.items, probe));
      expect(answer(figures.write, probe)).toEqual(answer(StatsBlock.shape.items, probe));
    }
  });

  it('makes a sample its write takes and its answer reads', () => {
    expect(features.write.parse(features.sample())).toHaveLength(1);
    expect(features.item.parse(features.sample())).toHaveLength(1);
  });

  it('refuses an image in an entry when declared', () => {
    expect(() => listOf({ logo: image() }, { min: 0, max: 3, what: 'logos' })).toThrow(
      /cannot hold images/,
    );
  });
});

describe('references to collection items', () => {
  const questions = references({ to: 'faqs', max: 2, what: 'questions' });

  it('takes ids in order, none as an empty list, and refuses too many', () => {
    expect(questions.write.parse(['faq-2', 'faq-1'])).toEqual(['faq-2', 'faq-1']);
    expect(questions.write.parse(undefined)).toEqual([]);
    expect(answer(questions.write, ['a', 'b', 'c'])).toEqual({
      refused: [['', 'Pick at most 2 questions.']],
    });
    expect(answer(questions.write, [' '])).toEqual({ refused: [['0', 'An id is required']] });
    expect(questions.to).toBe('faqs');
  });
});
