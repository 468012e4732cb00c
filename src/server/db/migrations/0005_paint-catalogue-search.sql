DROP INDEX "paints_manufacturer_series_idx";--> statement-breakpoint
ALTER TABLE "paints" ADD COLUMN "pigment_families" text[] GENERATED ALWAYS AS (paint_pigment_families(pigment_codes)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "paints" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', paint_name || ' ' || manufacturer || ' ' || coalesce(series_name, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "constitution_number" integer;--> statement-breakpoint
CREATE INDEX "paints_name_idx" ON "paints" USING btree ((lower("paint_name") collate "C"),"manufacturer","id");--> statement-breakpoint
CREATE INDEX "paints_manufacturer_name_idx" ON "paints" USING btree (lower("manufacturer"),(lower("paint_name") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "paints_search_vector_idx" ON "paints" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "paints_name_trgm_idx" ON "paints" USING gin (lower("paint_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "paints_pigment_families_idx" ON "paints" USING gin ("pigment_families");--> statement-breakpoint
ALTER TABLE "paints" DROP COLUMN "pigment_number";--> statement-breakpoint
ALTER TABLE "paints" DROP COLUMN "pigment_code";--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_constitution_number_positive" CHECK ("pigments"."constitution_number" > 0);