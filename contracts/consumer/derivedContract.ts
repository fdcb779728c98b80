import type { ContentDefinition } from '@/sdk/content';
import { sampleFields } from '@/test-support/contentSamples';
import { contentRecordId } from '../pactIds';
import { MISSING_ID } from './contentContract';
import type { ContentContract, ContentInteraction } from './contentContract';

// The contract of a declaration nobody wrote one for (contentCases.ts): its record is the sample
// each field declares (test-support/contentSamples.ts) and its interactions are every call its
// kind has, so a new collection or section is contract-tested and verified without a line written
// for it. A field whose kind's sample its rules refuse (a text that must hold a placeholder)
// declares its own (`sample`); test-support/contentSamples.test.ts checks every one is taken.

/** The fields a write sends: those its schema has, plus the record's id for an update. */
const sent = (definition: ContentDefinition, fields: Record<string, string | number | boolean>) => {
  const shape = (definition.kind === 'collection' ? definition.create : definition.fields).shape;
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name in shape));
};

export function derivedContract(definition: ContentDefinition): ContentContract {
  const { key, idField, messages } = definition;
  const id = contentRecordId(key);
  const example = sampleFields(definition);
  const fields = sent(definition, example);
  const requiredImages = definition.imageNames.filter((name) => definition.images[name]?.required);
  const list: ContentInteraction = { kind: 'list', description: `a visitor asks for the ${key}` };
  if (definition.kind === 'singleton') {
    return {
      definition,
      id,
      exists: { state: `the record of ${key} exists` },
      ...(definition.create ? { absentState: `no record of ${key} exists` } : {}),
      example,
      interactions: [
        list,
        ...(definition.create
          ? [
              {
                kind: 'create' as const,
                description: `an admin creates the ${key}`,
                fields,
                images: requiredImages,
              },
            ]
          : []),
        {
          kind: 'update',
          description: `an admin updates the ${key}`,
          fields: { [idField]: id, ...fields },
          images: [],
        },
      ],
    };
  }
  return {
    definition,
    id,
    exists: { state: `a record of ${key} with id {id} exists`, params: { isActive: true } },
    missingState: `no record of ${key} with id {id} exists`,
    example,
    interactions: [
      list,
      { kind: 'getOne', description: `an admin asks for one of the ${key} by id` },
      {
        kind: 'create',
        description: `an admin adds to the ${key}`,
        fields,
        images: requiredImages,
      },
      {
        kind: 'update',
        description: `an admin changes one of the ${key}`,
        fields: { [idField]: id, ...fields },
        images: [],
        msg: messages.updated,
      },
      ...(definition.order === 'manual'
        ? [{ kind: 'reorder' as const, description: `an admin puts the ${key} in a new order` }]
        : []),
      { kind: 'delete', description: `an admin deletes one of the ${key}` },
      {
        kind: 'delete',
        description: `an admin deletes one of the ${key} that does not exist`,
        missing: { id: MISSING_ID, msg: messages.notFound },
      },
    ],
  };
}
