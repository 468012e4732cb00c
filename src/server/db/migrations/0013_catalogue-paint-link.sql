ALTER TABLE "colors" ADD COLUMN "catalogue_paint_id" uuid;--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_catalogue_paint_id_paints_id_fk" FOREIGN KEY ("catalogue_paint_id") REFERENCES "public"."paints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colors_catalogue_paint_idx" ON "colors" USING btree ("catalogue_paint_id");--> statement-breakpoint
-- Colors added from the catalogue before the link was stored: the one catalogue paint with the
-- same manufacturer and name (case and surrounding spaces aside) is the one they were picked from.
UPDATE "colors" c SET "catalogue_paint_id" = m.paint_id
FROM (
  SELECT lower(btrim(p.manufacturer)) AS maker, lower(btrim(p.paint_name)) AS name, min(p.id::text)::uuid AS paint_id
  FROM "paints" p
  GROUP BY 1, 2
  HAVING count(*) = 1
) m
WHERE c."catalogue_paint_id" IS NULL
  AND lower(btrim(c.manufacturer)) = m.maker
  AND lower(btrim(c.paint_name)) = m.name;
