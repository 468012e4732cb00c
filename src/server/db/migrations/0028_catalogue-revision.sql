CREATE TABLE "catalogue_revision" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"revision" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "catalogue_revision_one_row" CHECK ("catalogue_revision"."one")
);
--> statement-breakpoint
-- Issue 41: any statement that writes the catalogue (paints, or the pigments its answers read)
-- gives it a new revision in its own transaction, whoever writes it (the import at start or from
-- the command line, the affiliate links' verification, an editor's SQL), so an answer kept for a
-- revision is never served past it (decision 030). Once per statement, however many rows. The new
-- revision is also announced (NOTIFY catalogue_revision) as the transaction commits: the embedded
-- database's one process knows it then without asking on every request. The row is made by the
-- first such statement (until then the catalogue is as the migrations left it), so a new database
-- holds no row of its own: a move or a restore finds it empty.
CREATE FUNCTION catalogue_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    next uuid := gen_random_uuid();
  BEGIN
    INSERT INTO catalogue_revision (revision) VALUES (next)
      ON CONFLICT (one) DO UPDATE SET revision = excluded.revision;
    PERFORM pg_notify('catalogue_revision', next::text);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER paints_changed_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON paints
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER pigments_changed_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pigments
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
