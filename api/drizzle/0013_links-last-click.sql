ALTER TABLE "online_address_clicks" ADD COLUMN "last_click_at" timestamp with time zone;--> statement-breakpoint
UPDATE "online_address_clicks" AS t SET "last_click_at" = m.last_click_at
FROM (SELECT "online_address_id", max("created_at") AS last_click_at FROM "clicks" GROUP BY 1) AS m
WHERE m."online_address_id" = t."online_address_id";
