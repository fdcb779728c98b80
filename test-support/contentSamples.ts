import { recordFields } from '@/sdk/content';
import type { ContentDefinition, RecordField } from '@/sdk/content';
import type { z } from 'zod';

// A plain record of any declaration, made from its field kinds (sdk/content/recordFields.ts): what
// a fixture or a contract example uses when nobody wrote a more telling one, so that a new
// declaration needs no hand-written test data to be seeded, routed and contract-tested.

export type SampleValues = Record<string, string | number | boolean>;

export const SAMPLE_IMAGE = 'uploads/example.webp';

// Text a field's schema may want: words, an address's slug, an e-mail, a web address, a phone
// number, a day, an empty JSON list (a page's blocks), or nothing where it may stay empty.
const TEXT_CANDIDATES = (name: string) => [
  `Sample ${name}`,
  `sample-${name.toLowerCase()}`,
  'hello@example.com',
  'https://www.example.com',
  '+91 98765 43210',
  '2026-01-01',
  '[]',
  '',
];
// Whole numbers: small ones, else the least the schema takes (a year from 1990).
const NUMBER_CANDIDATES = (schema: z.ZodType | undefined) => {
  const least = (schema as { minValue?: number | null } | undefined)?.minValue;
  return [
    1,
    5,
    10,
    0,
    ...(typeof least === 'number' && Number.isSafeInteger(least) ? [least] : []),
  ];
};

const writeSchema = (definition: ContentDefinition, name: string) =>
  (definition.kind === 'collection' ? definition.create : definition.fields).shape[name] as
    z.ZodType | undefined;

/** The first candidate the field's write schema takes; a field that takes none is named. */
function accepted<T>(definition: ContentDefinition, name: string, candidates: readonly T[]): T {
  const schema = writeSchema(definition, name);
  const value = candidates.find((candidate) => !schema || schema.safeParse(candidate).success);
  if (value === undefined) {
    throw new Error(
      `${definition.key}.${name} takes no sample value: write its example by hand ` +
        '(contracts/consumer/contentCases.ts)',
    );
  }
  return value;
}

function sampleValue(definition: ContentDefinition, field: RecordField): string | number | boolean {
  switch (field.kind) {
    case 'text':
      return accepted(definition, field.name, TEXT_CANDIDATES(field.name));
    case 'integer':
      return accepted(
        definition,
        field.name,
        NUMBER_CANDIDATES(writeSchema(definition, field.name)),
      );
    case 'boolean':
      return true;
    case 'image':
      return SAMPLE_IMAGE;
    case 'altText':
      return `A picture of the ${field.image}`;
    case 'decorative':
      return false;
  }
}

/** A stored record of the declaration (no `_id`): every field with a sample of its kind. */
export function sampleRecord(definition: ContentDefinition): SampleValues {
  return Object.fromEntries(
    recordFields(definition).map((field) => [field.name, sampleValue(definition, field)]),
  );
}

/** The same record without its image paths: the fields a create or update form sends. */
export function sampleFields(definition: ContentDefinition): SampleValues {
  const { imageNames } = definition;
  return Object.fromEntries(
    Object.entries(sampleRecord(definition)).filter(([name]) => !imageNames.includes(name)),
  );
}
