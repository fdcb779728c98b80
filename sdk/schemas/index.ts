/**
 * The payload schemas that are not content declarations: auth, leads, the envelope and the shared
 * field rules. No API client, so components may import it: `import { Lead } from '@/sdk/schemas'`.
 * The content entities' schemas are in `@/sdk/content`.
 */
export * from './auth';
export * from './common';
export * from './envelope';
export * from './lead';
export * from './users';
export * from './audit';
export * from './upload';
