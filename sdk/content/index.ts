/**
 * The content declarations: one file per collection (clients, testimonials) and per section
 * (home, course, launch, business), keyed in ./registry.ts. Pure data and zod schemas, no API
 * client, so components may import it too: `import { clients, type ClientItem } from '@/sdk/content'`.
 * The console's half (labels, form fields, table columns) is in src/console/contentScreens.
 */
export * from './imageAlt';
export * from './landing';
export * from './landingSectionKeys';
export * from './linkLines';
export * from './markdown';
export * from './markdownBlocks';
export * from './recordFields';
export * from './registry';
export { ContentMessages } from './messages';
export { defineCollection, defineSingleton, endpoint, Reorder } from './define';
export type * from './define';
