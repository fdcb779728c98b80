-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it. PGlite
-- loads it with every database it opens (server/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin (("name" || E'\x1f' || "email" || E'\x1f' || "mobile" || E'\x1f' || "message") gin_trgm_ops);
