CREATE TABLE "studio_changes" (
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "studio_changes_user_id_seq_item_id_pk" PRIMARY KEY("user_id","seq","item_id")
);
--> statement-breakpoint
ALTER TABLE "studio_revisions" ADD COLUMN "seq" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_changes" ADD CONSTRAINT "studio_changes_user_id_studio_revisions_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."studio_revisions"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 28: each change of a studio is counted (seq: the count is raised as its row is locked,
-- so the changes of one studio are counted in the order they commit) and the items it wrote,
-- added or deleted are written down with it, so that a list kept at one change is brought to a
-- later one by reading those items alone (decision 027). Otherwise as migration 0022.
CREATE OR REPLACE FUNCTION studio_items_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      WITH changed AS (
        UPDATE studio_revisions SET revision = gen_random_uuid(), seq = seq + 1
          WHERE user_id IN (SELECT user_id FROM old_rows)
          RETURNING user_id, seq
      )
      INSERT INTO studio_changes (user_id, seq, item_id)
        SELECT c.user_id, c.seq, o.id FROM changed c JOIN old_rows o ON o.user_id = c.user_id;
    ELSE
      WITH changed AS (
        INSERT INTO studio_revisions (user_id) SELECT DISTINCT user_id FROM new_rows
          ON CONFLICT (user_id) DO UPDATE SET revision = gen_random_uuid(), seq = studio_revisions.seq + 1
          RETURNING user_id, seq
      )
      INSERT INTO studio_changes (user_id, seq, item_id)
        SELECT c.user_id, c.seq, n.id FROM changed c JOIN new_rows n ON n.user_id = c.user_id;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- The items holding a catalogue paint whose Buy link changed are its studios' change.
CREATE OR REPLACE FUNCTION studio_paints_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    WITH held AS (
      SELECT i.user_id, i.id FROM new_paints n
        JOIN old_paints o ON o.id = n.id
        JOIN inventory_items i ON i.catalogue_paint_id = n.id
      WHERE n.affiliate_link IS DISTINCT FROM o.affiliate_link
    ), changed AS (
      UPDATE studio_revisions SET revision = gen_random_uuid(), seq = seq + 1
        WHERE user_id IN (SELECT user_id FROM held)
        RETURNING user_id, seq
    )
    INSERT INTO studio_changes (user_id, seq, item_id)
      SELECT c.user_id, c.seq, h.id FROM changed c JOIN held h ON h.user_id = c.user_id;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- A studio keeps the items of its last 64 changes, whoever counted them: a list kept further back
-- is made again whole.
CREATE FUNCTION studio_changes_pruned() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM studio_changes c USING counted n WHERE c.user_id = n.user_id AND c.seq <= n.seq - 64;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER studio_revisions_counted AFTER UPDATE ON studio_revisions
  REFERENCING NEW TABLE AS counted FOR EACH STATEMENT EXECUTE FUNCTION studio_changes_pruned();
