import type { ContentDefinition } from '@/sdk/content';

// The shape of a content contract row (contentCases.ts holds the rows, derivedContract.ts makes
// one from a declaration): its own file, so neither of those imports the other's types.

export type Values = Record<string, string | number | boolean>;

/**
 * The id of a record no state seeds (the "does not exist" interactions): UUID-shaped, so it is an
 * id any backend could have made, and fits the sdk's RecordId (any text up to 64 characters).
 */
export const MISSING_ID = '00000000-0000-4000-8000-00000000dead';

/** One interaction: what the app sends and what it expects back. */
export type ContentInteraction =
  | { kind: 'list'; description: string }
  | { kind: 'getOne'; description: string }
  | {
      kind: 'create' | 'update';
      description: string;
      /** Typed as the sdk takes them; the multipart example sends them as text. */
      fields: Values;
      /** Image fields sent as file parts. */
      images: readonly string[];
      /** Sent without a token: the answer is a 401. */
      anonymous?: boolean;
      /** The answer's msg example (default: the declaration's create message, or 'OK'). */
      msg?: string;
      /** The answer shows what was sent (default); false keeps the stored example. */
      echo?: boolean;
    }
  | { kind: 'delete'; description: string; missing?: { id: string; msg: string } }
  /** A manually ordered collection's new order (the seeded record is the whole list). */
  | { kind: 'reorder'; description: string };

export interface ContentContract {
  definition: ContentDefinition;
  /** The id of the seeded record. */
  id: string;
  /** The provider state that seeds the record, and its extra parameters. */
  exists: { state: string; params?: Values };
  /** For collections: the state of an id that is not stored. */
  missingState?: string;
  /** For a section that may not exist yet: the state that removes it. */
  absentState?: string;
  /** The seeded record's fields (images are 'uploads/example.webp'). */
  example: Values;
  interactions: readonly ContentInteraction[];
}
