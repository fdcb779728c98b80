import { describe, expect, it } from 'vitest';
import { sampleValues } from './fields';
import { BLOCK_TYPES, PageBlock, blockFieldLists } from './pageBlocks';

// Each block type's schema is made from its field list (./pageBlocks.ts): these hold the two to
// each other, as fieldLists.test does for the collections' declarations.

const schemaOf = (type: string) => PageBlock.options.find((o) => o.shape.type.value === type);

describe.each(BLOCK_TYPES.map((type) => [type]))('the %s block', (type) => {
  it('is what every block has, its type, then its own fields as listed', () => {
    expect(Object.keys(schemaOf(type)?.shape ?? {})).toEqual([
      'id',
      'hidden',
      'type',
      ...Object.keys(blockFieldLists[type]),
    ]);
  });

  it('takes a block made from its fields’ samples, and refuses a key it does not list', () => {
    const block = { id: 'b1', type, ...sampleValues(blockFieldLists[type]) };
    expect(PageBlock.safeParse(block).error?.issues).toBeUndefined();
    expect(PageBlock.safeParse({ ...block, stray: 1 }).success).toBe(false);
  });
});

it('lists every block type, in the picker’s order', () => {
  expect(Object.keys(blockFieldLists)).toEqual([...BLOCK_TYPES]);
});
