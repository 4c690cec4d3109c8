-- Clicks per link, UTC day and one dimension at a time (decision 019, "Speed"): a link's breakdowns read as many
-- rows a day as the dimension has values. Filled from the daily segment rollup; the click batch keeps it.
CREATE TABLE "click_dimensions_daily" (
	"online_address_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"platform" text,
	"breakpoint_name" text,
	"share_on" text,
	"country" text,
	"state" text,
	"city" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "click_dimensions_daily_unique" UNIQUE NULLS NOT DISTINCT("online_address_id","dimension","day","platform","breakpoint_name","share_on","country","state","city")
);
--> statement-breakpoint
INSERT INTO "click_dimensions_daily" ("online_address_id", "day", "dimension", "platform", "breakpoint_name", "share_on", "country", "state", "city", "clicks")
SELECT "online_address_id", "day",
  CASE WHEN grouping("platform") = 0 THEN 'platform' WHEN grouping("breakpoint_name") = 0 THEN 'breakpoint_name'
       WHEN grouping("share_on") = 0 THEN 'share_on' WHEN grouping("state") = 0 THEN 'region' ELSE 'country' END,
  "platform", "breakpoint_name", "share_on", "country", "state", "city", sum("clicks")
FROM "clicks_daily"
GROUP BY GROUPING SETS (("online_address_id", "day", "platform"), ("online_address_id", "day", "breakpoint_name"),
  ("online_address_id", "day", "share_on"), ("online_address_id", "day", "country"),
  ("online_address_id", "day", "country", "state", "city"));
--> statement-breakpoint
ALTER TABLE "click_dimensions_daily" ADD CONSTRAINT "click_dimensions_daily_online_address_id_online_addresses_id_fk" FOREIGN KEY ("online_address_id") REFERENCES "public"."online_addresses"("id") ON DELETE no action ON UPDATE no action;