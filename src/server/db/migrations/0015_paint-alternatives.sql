ALTER TABLE "paints" ADD COLUMN "pigment_set" text GENERATED ALWAYS AS (paint_pigment_set(pigment_codes)) STORED;--> statement-breakpoint
ALTER TABLE "paints" ADD COLUMN "lab_l" double precision GENERATED ALWAYS AS ((paint_lab(coalesce(hex_code, default_hex_code)))[1]) STORED;--> statement-breakpoint
ALTER TABLE "paints" ADD COLUMN "lab_a" double precision GENERATED ALWAYS AS ((paint_lab(coalesce(hex_code, default_hex_code)))[2]) STORED;--> statement-breakpoint
ALTER TABLE "paints" ADD COLUMN "lab_b" double precision GENERATED ALWAYS AS ((paint_lab(coalesce(hex_code, default_hex_code)))[3]) STORED;--> statement-breakpoint
CREATE INDEX "paints_pigment_set_idx" ON "paints" USING btree ("pigment_set");