-- Issue 25: which version of the shipped catalogue (data/paints) a database has, by the SHA-256 of the
-- files' names and contents; a start whose files differ imports them (an upsert), so corrected colours and
-- facts reach databases that already had a catalogue.
CREATE TABLE "catalogue_imports" (
	"sha256" text PRIMARY KEY NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
