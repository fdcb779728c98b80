import { altSamples } from '@/sdk/content';
import type { ContentDefinition } from '@/sdk/content';
import { sampleValues } from '@/sdk/content/fields';
import type { FieldList } from '@/sdk/content/fields';
import { SAMPLE_IMAGE_PATH } from '@/sdk/content/valueFields';

// A plain record of any declaration, made from the samples its field list declares (each builder
// has one for its kind, a field may declare a better one: sdk/content/textFields.ts,
// valueFields.ts): what a fixture or a contract example uses when nobody wrote a more telling
// one, so that a new declaration needs no hand-written test data to be seeded, routed and
// contract-tested. The images' alt fields are no declared field: their sample is altSamples'.

export type SampleValues = Record<string, string | number | boolean>;

/** The stored path every sample image has (the image builder's sample). */
export const SAMPLE_IMAGE = SAMPLE_IMAGE_PATH;

/** The declaration's field list; every declaration has one (sdk/content/fieldLists.test.ts). */
function fieldListOf(definition: ContentDefinition): FieldList {
  if ('fieldList' in definition) return definition.fieldList as FieldList;
  throw new Error(`${definition.key} has no field list to take samples from`);
}

/** A stored record of the declaration (no `_id`): every field's declared sample. */
export function sampleRecord(definition: ContentDefinition): SampleValues {
  const values: Record<string, unknown> = {
    ...sampleValues(fieldListOf(definition)),
    ...altSamples(definition.images),
  };
  for (const [name, value] of Object.entries(values)) {
    // A list or references field has no column of its own yet (a page's blocks hold them).
    if (!['string', 'number', 'boolean'].includes(typeof value)) {
      throw new Error(`${definition.key}.${name}: a record holds no ${typeof value} sample`);
    }
  }
  return values as SampleValues;
}

/** The same record without its image paths: the fields a create or update form sends. */
export function sampleFields(definition: ContentDefinition): SampleValues {
  const { imageNames } = definition;
  return Object.fromEntries(
    Object.entries(sampleRecord(definition)).filter(([name]) => !imageNames.includes(name)),
  );
}
