-- Paint search (decision 008): misspellings are matched against paint_names, so the trigram index
-- on paints was never used; a search preferring the palette's medium reads paints_medium_name_idx.
DROP INDEX "paints_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "paints_medium_name_idx" ON "paints" USING btree ("medium",(lower("paint_name") collate "C"),"manufacturer","id");--> statement-breakpoint
-- The vocabulary's trigram index becomes a GiST: it hands out the nearest names first (ORDER BY
-- <<->), so a misspelling reads about ten names. With the GIN the planner, which costs word
-- similarity as a cheap operator, preferred comparing the text with every name (30 ms at 5,000
-- names, against 2 ms).
DROP INDEX IF EXISTS "paint_names_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "paint_names_trgm_idx" ON "paint_names" USING gist ("name" gist_trgm_ops);
