CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auth_user_id" text,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"avatar_url" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"max_palettes" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_auth_user_id_unique" UNIQUE("auth_user_id"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_max_palettes_range" CHECK ("users"."max_palettes" between 1 and 50),
	CONSTRAINT "users_display_name_length" CHECK (char_length("users"."display_name") <= 50)
);
--> statement-breakpoint
CREATE TABLE "palettes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"medium" text NOT NULL,
	"rows" integer DEFAULT 4 NOT NULL,
	"columns" integer DEFAULT 8 NOT NULL,
	"tags" text[],
	"notes" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"original_palette_id" uuid,
	"is_original" boolean DEFAULT false NOT NULL,
	"is_distributed" boolean DEFAULT false NOT NULL,
	"is_pushed_by_admin" boolean DEFAULT false NOT NULL,
	"creator_display_name" text,
	"creator_name" text,
	"creator_email" text,
	"collaboration_enabled" boolean DEFAULT false NOT NULL,
	"collaboration_company" text,
	"collaboration_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "palettes_name_not_blank" CHECK (char_length(btrim("palettes"."name")) > 0),
	CONSTRAINT "palettes_rows_range" CHECK ("palettes"."rows" between 1 and 12),
	CONSTRAINT "palettes_columns_range" CHECK ("palettes"."columns" between 1 and 12),
	CONSTRAINT "palettes_collaboration_url_http" CHECK ("palettes"."collaboration_url" ~* '^https?://')
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"palette_id" uuid NOT NULL,
	"position" integer,
	"is_in_working_area" boolean DEFAULT false NOT NULL,
	"working_area_position" integer,
	"working_area_row" integer,
	"working_area_column" integer,
	"paint_name" text NOT NULL,
	"manufacturer" text,
	"pigment_code" text,
	"hex_code" text DEFAULT '#808080' NOT NULL,
	"medium" text,
	"lightfastness" text,
	"opacity" text,
	"granulation" text,
	"staining" text,
	"series_name" text,
	"personal_notes" text,
	"affiliate_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colors_hex_format" CHECK ("colors"."hex_code" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "colors_affiliate_link_http" CHECK ("colors"."affiliate_link" ~* '^https?://'),
	CONSTRAINT "colors_position_non_negative" CHECK ("colors"."position" >= 0),
	CONSTRAINT "colors_working_area_cell" CHECK ("colors"."working_area_position" between 0 and 23
        and "colors"."working_area_row" between 0 and 3
        and "colors"."working_area_column" between 0 and 5),
	CONSTRAINT "colors_placement" CHECK (("colors"."is_in_working_area" and "colors"."working_area_position" is not null)
        or (not "colors"."is_in_working_area" and "colors"."working_area_position" is null))
);
--> statement-breakpoint
CREATE TABLE "color_tags" (
	"color_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "color_tags_color_id_tag_id_pk" PRIMARY KEY("color_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_name_length" CHECK (char_length(btrim("tags"."name")) between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "paints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paint_name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"series_name" text,
	"product_code" text,
	"pigment_number" text,
	"pigment_code" text,
	"pigment_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_hex_code" text,
	"hex_code" text,
	"medium" text NOT NULL,
	"lightfastness" text,
	"opacity" text,
	"granulation" text,
	"staining" text,
	"affiliate_link" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paints_hex_format" CHECK ("paints"."hex_code" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "paints_default_hex_format" CHECK ("paints"."default_hex_code" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "paints_affiliate_link_http" CHECK ("paints"."affiliate_link" ~* '^https?://'),
	CONSTRAINT "paints_lightfastness_scale" CHECK ("paints"."lightfastness" in ('I-Excellent', 'II-Very Good', 'III-Fair', 'IV-Fugitive'))
);
--> statement-breakpoint
CREATE TABLE "pigments" (
	"code" text PRIMARY KEY NOT NULL,
	"common_name" text NOT NULL,
	"chemical_class" text,
	CONSTRAINT "pigments_code_format" CHECK ("pigments"."code" ~ '^P(BK|BR|B|G|M|O|R|V|W|Y)[0-9]+(:[0-9]+)?$')
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"palette_id" uuid NOT NULL,
	"invitee_email" text NOT NULL,
	"invited_by_user_id" uuid,
	"accepted_by_user_id" uuid,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_email_lowercase" CHECK ("invites"."invitee_email" = lower("invites"."invitee_email")),
	CONSTRAINT "invites_acceptance_complete" CHECK (("invites"."accepted_at" is null) = ("invites"."accepted_by_user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"auto_subscribe" boolean NOT NULL,
	"has_opted_in" boolean NOT NULL,
	"opted_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"path" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_name" CHECK ("analytics_events"."name" in ('login', 'sign_up', 'page_view', 'color_add', 'color_update', 'buy_click'))
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_auth_user_id_auth_users_id_fk" FOREIGN KEY ("auth_user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "palettes" ADD CONSTRAINT "palettes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "palettes" ADD CONSTRAINT "palettes_original_palette_id_palettes_id_fk" FOREIGN KEY ("original_palette_id") REFERENCES "public"."palettes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_palette_id_palettes_id_fk" FOREIGN KEY ("palette_id") REFERENCES "public"."palettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "color_tags" ADD CONSTRAINT "color_tags_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "color_tags" ADD CONSTRAINT "color_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_palette_id_palettes_id_fk" FOREIGN KEY ("palette_id") REFERENCES "public"."palettes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_list_subscriptions" ADD CONSTRAINT "mailing_list_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "palettes_user_updated_idx" ON "palettes" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "palettes_masters_idx" ON "palettes" USING btree ("is_distributed","updated_at" DESC NULLS LAST) WHERE "palettes"."is_original";--> statement-breakpoint
CREATE UNIQUE INDEX "palettes_one_copy_per_user_idx" ON "palettes" USING btree ("user_id","original_palette_id") WHERE "palettes"."original_palette_id" is not null;--> statement-breakpoint
CREATE INDEX "palettes_original_idx" ON "palettes" USING btree ("original_palette_id");--> statement-breakpoint
CREATE INDEX "colors_palette_idx" ON "colors" USING btree ("palette_id");--> statement-breakpoint
CREATE INDEX "color_tags_tag_idx" ON "color_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_user_name_idx" ON "tags" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "paints_identity_idx" ON "paints" USING btree ("manufacturer",coalesce("series_name", ''),coalesce("product_code", "paint_name"));--> statement-breakpoint
CREATE INDEX "paints_manufacturer_series_idx" ON "paints" USING btree ("manufacturer","series_name");--> statement-breakpoint
CREATE INDEX "paints_pigment_codes_idx" ON "paints" USING gin ("pigment_codes");--> statement-breakpoint
CREATE INDEX "invites_palette_idx" ON "invites" USING btree ("palette_id");--> statement-breakpoint
CREATE INDEX "invites_accepted_by_idx" ON "invites" USING btree ("accepted_by_user_id","accepted_at" DESC NULLS LAST) WHERE "invites"."accepted_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_name_time_idx" ON "analytics_events" USING btree ("name","created_at");