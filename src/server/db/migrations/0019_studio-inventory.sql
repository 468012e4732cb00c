CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"catalogue_paint_id" uuid,
	"paint_name" text NOT NULL,
	"manufacturer" text,
	"pigment_code" text,
	"hex_code" text NOT NULL,
	"medium" text,
	"series_name" text,
	"lightfastness" text,
	"opacity" text,
	"granulation" text,
	"staining" text,
	"form" text DEFAULT 'tube' NOT NULL,
	"level" text DEFAULT 'full' NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"wish" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_form_known" CHECK ("inventory_items"."form" in ('tube', 'pan', 'half pan', 'other')),
	CONSTRAINT "inventory_items_level_known" CHECK ("inventory_items"."level" in ('full', 'half', 'low', 'empty')),
	CONSTRAINT "inventory_items_count_range" CHECK ("inventory_items"."count" between 0 and 999),
	CONSTRAINT "inventory_items_hex_format" CHECK ("inventory_items"."hex_code" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "inventory_items_name_length" CHECK (char_length(btrim("inventory_items"."paint_name")) between 1 and 200),
	CONSTRAINT "inventory_items_note_length" CHECK (char_length("inventory_items"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "shopping_list_shares" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_catalogue_paint_id_paints_id_fk" FOREIGN KEY ("catalogue_paint_id") REFERENCES "public"."paints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_shares" ADD CONSTRAINT "shopping_list_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_user_paint_form_idx" ON "inventory_items" USING btree ("user_id","catalogue_paint_id","form") WHERE "inventory_items"."catalogue_paint_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_items_user_name_idx" ON "inventory_items" USING btree ("user_id",lower("paint_name"),lower(coalesce("manufacturer", '')));--> statement-breakpoint
CREATE INDEX "inventory_items_catalogue_paint_idx" ON "inventory_items" USING btree ("catalogue_paint_id");