import type { FieldList } from './fields';
import { contentDefinitionList } from './registry';
import type { ContentKey } from './registry';

// Each declaration's field list (./fields.ts) by its key, for code that walks every declaration's
// fields: tests make a record of each from its samples, and the console draws each field's editor
// from it. Read from the definitions (define.ts keeps the list a declaration was made from), so
// no list is named here again. A module of its own: nothing the public pages import reaches it.

/**
 * Every declaration's fields (a page's block types have theirs in ./pageBlocks.ts); null would be
 * a declaration made from zod schemas, which define.ts still takes but none is.
 */
export const contentFieldLists = Object.fromEntries(
  contentDefinitionList.map((definition) => [
    definition.key,
    'fieldList' in definition ? definition.fieldList : null,
  ]),
) as { readonly [K in ContentKey]: FieldList | null };
