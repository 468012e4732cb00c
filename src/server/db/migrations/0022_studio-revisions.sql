CREATE TABLE "studio_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"revision" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_revisions" ADD CONSTRAINT "studio_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 28: a studio's revision changes in the transaction that changes its list, whatever writes
-- it (a route, the import, a catalogue paint's deletion setting its items' link to null), so the
-- list made for a revision is never kept past it (decision 027). Once per statement, however many
-- rows it writes. Writing an item makes its person's row if there is none yet; a deletion only
-- changes a row there is, as its person may be going too. No row: nothing of the studio is kept.
CREATE FUNCTION studio_items_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      UPDATE studio_revisions SET revision = gen_random_uuid() WHERE user_id IN (SELECT user_id FROM old_rows);
    ELSE
      INSERT INTO studio_revisions (user_id) SELECT DISTINCT user_id FROM new_rows
        ON CONFLICT (user_id) DO UPDATE SET revision = gen_random_uuid();
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER inventory_items_inserted AFTER INSERT ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION studio_items_changed();
--> statement-breakpoint
-- An item's person never changes (no route moves an item), so its new rows name every studio it changed.
CREATE TRIGGER inventory_items_updated AFTER UPDATE ON inventory_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION studio_items_changed();
--> statement-breakpoint
CREATE TRIGGER inventory_items_deleted AFTER DELETE ON inventory_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION studio_items_changed();
--> statement-breakpoint
-- A held catalogue paint's Buy link is read with the list: its studios change with it.
CREATE FUNCTION studio_paints_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE studio_revisions SET revision = gen_random_uuid()
      WHERE user_id IN (
        SELECT i.user_id FROM new_paints n
          JOIN old_paints o ON o.id = n.id
          JOIN inventory_items i ON i.catalogue_paint_id = n.id
        WHERE n.affiliate_link IS DISTINCT FROM o.affiliate_link
      );
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER paints_updated_for_studios AFTER UPDATE ON paints
  REFERENCING OLD TABLE AS old_paints NEW TABLE AS new_paints FOR EACH STATEMENT EXECUTE FUNCTION studio_paints_changed();
--> statement-breakpoint
INSERT INTO studio_revisions (user_id) SELECT DISTINCT user_id FROM inventory_items;
