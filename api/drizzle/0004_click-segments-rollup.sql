-- One rollup row per link, day and visitor segment replaces the per-day and per-property tables: a click
-- costs one upsert instead of four. The new rows are rebuilt from the raw clicks, which hold every segment.
DROP TABLE "clicks_daily_properties" CASCADE;--> statement-breakpoint
DELETE FROM "clicks_daily";--> statement-breakpoint
ALTER TABLE "clicks_daily" DROP CONSTRAINT "clicks_daily_online_address_id_day_pk";--> statement-breakpoint
ALTER TABLE "clicks_daily" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "clicks_daily" ADD COLUMN "breakpoint_name" text;--> statement-breakpoint
ALTER TABLE "clicks_daily" ADD COLUMN "share_on" text;--> statement-breakpoint
ALTER TABLE "clicks_daily" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "clicks_daily" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "clicks_daily" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "clicks_daily" ADD CONSTRAINT "clicks_daily_segment_unique" UNIQUE NULLS NOT DISTINCT("online_address_id","day","platform","breakpoint_name","share_on","country","state","city");--> statement-breakpoint
INSERT INTO "clicks_daily" ("online_address_id", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city", "clicks")
SELECT "online_address_id", ("created_at" AT TIME ZONE 'UTC')::date, "platform", "breakpoint_name", "share_on", "country", "state", "city", count(*)
FROM "clicks"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
