CREATE TABLE "insight_daily" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"people" bit(512),
	CONSTRAINT "insight_daily_metric_day_dim_pk" PRIMARY KEY("metric","day","dim")
);
--> statement-breakpoint
CREATE TABLE "insight_monthly" (
	"metric" text NOT NULL,
	"month" date NOT NULL,
	"dim" text NOT NULL,
	"value" integer NOT NULL,
	"people" bit(512),
	CONSTRAINT "insight_monthly_metric_month_dim_pk" PRIMARY KEY("metric","month","dim")
);
--> statement-breakpoint
CREATE TABLE "insight_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP CONSTRAINT "analytics_events_name";--> statement-breakpoint
CREATE INDEX "insight_daily_metric_dim_idx" ON "insight_daily" USING btree ("metric","dim","day");--> statement-breakpoint
CREATE INDEX "insight_monthly_metric_dim_idx" ON "insight_monthly" USING btree ("metric","dim","month");--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_user_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_name" CHECK ("analytics_events"."name" in ('login', 'sign_up', 'page_view', 'color_add', 'color_update', 'buy_click', 'palette_open', 'copy_removed'));--> statement-breakpoint
-- The one bit (0-511) a person sets in an insight row's people sketch (db/schema/insights.ts): from
-- md5, which every PostgreSQL computes alike, so a person keeps their bit across versions and engines.
CREATE FUNCTION insight_person_index(person text) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select ('x' || substr(md5(person), 1, 4))::bit(16)::int & 511
$$;--> statement-breakpoint
-- That bit as a sketch of one person.
CREATE FUNCTION insight_person_bit(person text) RETURNS bit(512) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select set_bit(repeat('0', 512)::bit(512), insight_person_index(person), 1)
$$;
