import { describe, expect, it } from 'vitest';
import { blockFieldLists, contentDefinitionList } from '@/sdk/content';
import { contentFieldLists } from '@/sdk/content/fieldLists';
import type { FieldList } from '@/sdk/content/fields';
import { email, text } from '@/sdk/content/textFields';
import { number } from '@/sdk/content/valueFields';
import { derivedContract } from '@/contracts/consumer/derivedContract';
import { SAMPLE_IMAGE, sampleRecord } from './contentSamples';

// Samples and derived contracts stand in for hand-written test data of a new declaration, so they
// must be what the API could answer and what the sdk would send, for every declaration today.
// They are the samples the field lists declare: each must be one its own field takes.

/**
 * The fields (as `list.field`, entries of a list as `list.entry.field`) whose declared sample
 * their own write refuses, or their answer's schema (an image's, which a write sends as a file).
 */
function refusedSamples(fields: FieldList, where: string): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const at = `${where}.${name}`;
    const sample = field.sample(name);
    const taken =
      (field.write ?? field.item).safeParse(sample).success && field.item.safeParse(sample).success;
    const entry = 'entry' in field ? (field.entry as FieldList) : null;
    return [...(taken ? [] : [at]), ...(entry ? refusedSamples(entry, `${at}.entry`) : [])];
  });
}

const declaredLists = [
  ...Object.entries(contentFieldLists).map(([key, fields]) => [key, fields] as const),
  ...Object.entries(blockFieldLists).map(([type, fields]) => [`block ${type}`, fields] as const),
];

describe('every declared sample', () => {
  it('is named when its own field refuses it', () => {
    const wrong = {
      fine: text({ max: 20 }),
      mail: email({ sample: 'not an address' }),
      seats: number({ min: 1, max: 5, sample: 9 }),
    };
    expect(refusedSamples(wrong, 'wrong')).toEqual(['wrong.mail', 'wrong.seats']);
  });

  it.each(declaredLists)('%s: parses with its field’s write schema', (where, fields) => {
    expect(fields, `${where} has a field list`).not.toBeNull();
    expect(refusedSamples(fields ?? {}, where)).toEqual([]);
  });
});

describe.each(contentDefinitionList.map((d) => [d.key, d] as const))('%s', (_key, definition) => {
  it('has a sample record the API could answer', () => {
    const record: Record<string, unknown> = {
      _id: `${definition.key}-1`,
      ...sampleRecord(definition),
    };
    expect(definition.item.safeParse(record).error?.issues ?? []).toEqual([]);
    for (const image of definition.imageNames) expect(record[image]).toBe(SAMPLE_IMAGE);
  });

  it('has a derived contract that sends what the sdk accepts, with unique descriptions', () => {
    const contract = derivedContract(definition);
    // The example leaves the image paths to the provider state (and the matchers).
    const images = Object.fromEntries(definition.imageNames.map((n) => [n, SAMPLE_IMAGE]));
    const record = { _id: contract.id, ...contract.example, ...images };
    expect(definition.item.safeParse(record).error?.issues ?? []).toEqual([]);
    const descriptions = contract.interactions.map((i) => i.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const interaction of contract.interactions) {
      if (interaction.kind !== 'create' && interaction.kind !== 'update') continue;
      const schema = interaction.kind === 'create' ? definition.create : definition.update;
      expect(
        schema?.safeParse(interaction.fields).error?.issues ?? [],
        interaction.description,
      ).toEqual([]);
    }
  });
});
