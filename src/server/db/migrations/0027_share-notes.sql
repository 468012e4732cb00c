-- Issue 41: whether a palette's share link shows its notes ("Show notes on the shared page").
-- New shares start without them. Until now every shared link showed them, and the people who
-- shared those palettes shared them so: a palette shared by link today keeps showing its notes
-- until its owner turns that off, rather than losing them unannounced on its readers' screens.
ALTER TABLE "palettes" ADD COLUMN "share_notes" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "palettes" SET "share_notes" = true WHERE "share_enabled";
