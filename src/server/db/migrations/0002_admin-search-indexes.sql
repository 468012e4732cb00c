-- Trigram search for the admin users table (contains-search over e-mail and names stays an index
-- scan at 100,000 users) and for the paint catalogue later. pg_trgm is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users"
  USING gin ((lower("email" || ' ' || "name" || ' ' || coalesce("display_name", ''))) gin_trgm_ops);
--> statement-breakpoint
-- The admin users table pages newest first.
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" ("created_at" DESC, "id" DESC);
