import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from server/db/schema.ts and the content tables
// derived from the declarations (server/db/contentSchema.cjs); the server applies them on start,
// on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/analyticsSchema.ts',
    './server/db/experimentsSchema.ts',
    './server/db/contentSchema.cjs',
  ],
  out: './server/db/migrations',
  casing: 'snake_case',
});
