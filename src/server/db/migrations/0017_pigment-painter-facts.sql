-- Issue 25: what painters know of each pigment (hue family, bias, tinting strength, dye, lightfastness
-- and a note on it, and where those facts come from), filled by the catalogue import from
-- data/paints/pigments.csv. Codes may now also be basic dyes (BV10, the fluorescent rhodamine of opera pinks).
ALTER TABLE "pigments" DROP CONSTRAINT "pigments_code_format";--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "hue_family" text;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "bias" text;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "shades_vary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "tinting_strength" text;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "dye" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "lightfastness" text;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "lightfastness_note" text;--> statement-breakpoint
ALTER TABLE "pigments" ADD COLUMN "facts_source" text;--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_hue_family_known" CHECK ("pigments"."hue_family" in ('yellow', 'orange', 'red', 'violet', 'blue', 'green', 'brown', 'black', 'white'));--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_bias_known" CHECK ("pigments"."bias" in ('warm', 'cool', 'mid'));--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_tinting_strength_known" CHECK ("pigments"."tinting_strength" in ('low', 'medium', 'high', 'very high'));--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_lightfastness_scale" CHECK ("pigments"."lightfastness" in ('I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive'));--> statement-breakpoint
ALTER TABLE "pigments" ADD CONSTRAINT "pigments_code_format" CHECK ("pigments"."code" ~ '^(P(Bk|Br|B|G|M|O|R|V|W|Y)|N(Bk|Br|B|G|O|R|W|Y)|B(B|G|O|R|V|Y))[0-9]+(:[0-9]+)?$');