-- One color per grid slot and one per working-area cell within a palette.
-- Exclusion constraints (unlike unique indexes) can be partial AND deferred to commit,
-- so a swap of two colors can be written in one transaction without a transient clash.
ALTER TABLE "colors" ADD CONSTRAINT "colors_one_per_grid_slot"
  EXCLUDE USING btree ("palette_id" WITH =, "position" WITH =)
  WHERE (NOT "is_in_working_area" AND "position" IS NOT NULL)
  DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_one_per_working_area_cell"
  EXCLUDE USING btree ("palette_id" WITH =, "working_area_position" WITH =)
  WHERE ("is_in_working_area")
  DEFERRABLE INITIALLY DEFERRED;
