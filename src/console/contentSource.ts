import type { ContentDefinition } from '@/sdk/content';
import type { BlockSource } from './blockFormTypes';
import { contentKindLabel } from './navigation';

/**
 * Where an editor changes a declaration's content, named as the side navigation names it: a
 * collection's list ("Testimonials"), a section's form ("Home"). For blocks whose content is a
 * collection's or a landing section's (blockForms.ts, landingSectionForm.ts).
 */
export const contentSource = (definition: ContentDefinition): BlockSource => ({
  label: contentKindLabel(definition.key),
  path: definition.kind === 'collection' ? definition.screens.list : definition.screen,
});
