ALTER TABLE "palettes" ADD COLUMN "share_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "token" text;--> statement-breakpoint
-- Invites made before tokens existed get a random one in the tokens' own form (32 bytes, base64url,
-- 43 characters; the bytes come from two UUIDs, as pgcrypto is not assumed), then it is required.
UPDATE "invites" SET "token" = rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=');--> statement-breakpoint
ALTER TABLE "invites" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_live_per_email_idx" ON "invites" USING btree ("palette_id","invitee_email") WHERE "invites"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_token_unique" UNIQUE("token");--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_token_length" CHECK (char_length("invites"."token") >= 43);