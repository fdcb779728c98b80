import { z } from 'zod';
import { RecordId } from '../schemas/common';
import { contentDefinitions } from './registry';
import type { ContentKey } from './registry';

// Drafts, versions, trash and releases name a record by its declaration's key and its id: one
// shape for all of them (issue 37, docs/drafts.md).

const keys = Object.keys(contentDefinitions) as [ContentKey, ...ContentKey[]];

/** A declaration's key as the API takes it: `clients`, `home`, `privacyPolicy`, ... */
export const ContentKeyName = z.enum(keys, { error: 'Unknown kind of content.' });

/** One record of one declaration. */
export const ContentRef = z.strictObject({ key: ContentKeyName, id: RecordId });
export type ContentRef = z.infer<typeof ContentRef>;

/** A stored record as the API answers it (its declaration's `item` schema says more). */
export const ContentRecord = z.record(z.string(), z.unknown());
export type ContentRecord = z.infer<typeof ContentRecord>;

/** Who did something, by name (kept after the user is deleted), and when (ISO 8601, UTC). */
export const Stamp = z.object({ by: z.string(), at: z.string() });
export type Stamp = z.infer<typeof Stamp>;
