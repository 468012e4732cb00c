-- Paint search at scale (docs/decisions/008-paint-catalogue-search.md).
--
-- The catalogue is written by an occasional import and read on every keystroke. GIN's fast-update
-- list makes freshly inserted rows cheap to write and slow to search (every search scans the
-- list until a vacuum merges it, and the embedded database never vacuums), so these indexes take
-- their rows directly.
ALTER INDEX "paints_search_vector_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "paints_name_trgm_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "paints_pigment_codes_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "paints_pigment_families_idx" SET (fastupdate = off);
--> statement-breakpoint
-- The vocabulary of paint names, each once. A misspelt name ('ultramrine') is compared with these
-- few hundred names rather than with every paint (many makers sell a 'French Ultramarine'); the
-- import refreshes it.
CREATE MATERIALIZED VIEW IF NOT EXISTS "paint_names" AS SELECT DISTINCT lower("paint_name") AS "name" FROM "paints";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "paint_names_name_idx" ON "paint_names" ("name");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "paint_names_trgm_idx" ON "paint_names" USING gin ("name" gin_trgm_ops) WITH (fastupdate = off);
