-- A deleted link's totals row loses its owner, so "my live links with clicks / clicked in a range" is counted on
-- the totals alone through these indexes instead of joining every link of the owner (issue 11 bench).
UPDATE "online_address_clicks" AS t SET "user_id" = NULL
FROM "online_addresses" AS l
WHERE l."id" = t."online_address_id" AND l."deleted_at" IS NOT NULL AND t."user_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "online_address_clicks_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "online_address_clicks" SET "user_id" = CASE WHEN NEW."deleted_at" IS NULL THEN NEW."user_id" END
  WHERE "online_address_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "online_address_clicks_owner" AFTER UPDATE OF "deleted_at", "user_id" ON "online_addresses"
  FOR EACH ROW WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "online_address_clicks_owner"();--> statement-breakpoint
CREATE INDEX "online_address_clicks_user_last_click_idx" ON "online_address_clicks" USING btree ("user_id","last_click_at","online_address_id");
