CREATE TABLE "palette_mixes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"palette_id" uuid NOT NULL,
	"target_hex" text NOT NULL,
	"target_name" text,
	"paints" jsonb NOT NULL,
	"strength" real NOT NULL,
	"mix_hex" text NOT NULL,
	"delta_e" real NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "palette_mixes_hex_format" CHECK ("palette_mixes"."target_hex" ~ '^#[0-9A-F]{6}$' and "palette_mixes"."mix_hex" ~ '^#[0-9A-F]{6}$'),
	CONSTRAINT "palette_mixes_paints" CHECK (jsonb_array_length("palette_mixes"."paints") between 1 and 3),
	CONSTRAINT "palette_mixes_strength" CHECK ("palette_mixes"."strength" in (1, 0.5, 0.25))
);
--> statement-breakpoint
ALTER TABLE "palette_mixes" ADD CONSTRAINT "palette_mixes_palette_id_palettes_id_fk" FOREIGN KEY ("palette_id") REFERENCES "public"."palettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "palette_mixes_palette_idx" ON "palette_mixes" USING btree ("palette_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "palette_mixes_recipe_idx" ON "palette_mixes" USING btree ("palette_id","target_hex","strength","paints");