// For drizzle-kit only (drizzle.config.ts): it finds the tables of a schema file among the file's
// exports. The content tables are derived from their declarations (contentTables.ts) and named
// nowhere as exports, so this module's exports are those tables, one per content key; a new
// declaration's table reaches `npm run db:generate` without a line written here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module's exports can be computed
module.exports = require('./contentTables.ts').contentTables;
