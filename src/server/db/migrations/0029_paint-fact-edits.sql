CREATE TABLE "paint_fact_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paint_id" uuid NOT NULL,
	"editor_id" uuid,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paint_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paint_id" uuid NOT NULL,
	"reporter_id" uuid,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "paint_reports_note_length" CHECK (char_length("paint_reports"."note") between 1 and 1000)
);
--> statement-breakpoint
DROP INDEX "paints_identity_idx";--> statement-breakpoint
ALTER TABLE "paints" ADD COLUMN "edited_facts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "paints" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "paint_fact_edits" ADD CONSTRAINT "paint_fact_edits_paint_id_paints_id_fk" FOREIGN KEY ("paint_id") REFERENCES "public"."paints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paint_fact_edits" ADD CONSTRAINT "paint_fact_edits_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paint_reports" ADD CONSTRAINT "paint_reports_paint_id_paints_id_fk" FOREIGN KEY ("paint_id") REFERENCES "public"."paints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paint_reports" ADD CONSTRAINT "paint_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paint_reports" ADD CONSTRAINT "paint_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paint_fact_edits_paint_idx" ON "paint_fact_edits" USING btree ("paint_id","edited_at");--> statement-breakpoint
CREATE INDEX "paint_reports_open_idx" ON "paint_reports" USING btree ("paint_id") WHERE "paint_reports"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "paints_identity_idx" ON "paints" USING btree ("manufacturer",coalesce("series_name", ''),coalesce("import_key", "product_code", "paint_name"));