-- Links panel (issue 11, decision 015). Existing links keep newest-first as their manual order; every link
-- gets its clicks total (from the rollup for existing clicks; the click batch adds to it from now on, and the
-- trigger below gives each new link its row); a deleted API credential tells every instance to forget it,
-- like a deleted session token (decision 009).
UPDATE "online_addresses" SET "position" = (-(extract(epoch from "created_at") * 1000000))::bigint - "id";
--> statement-breakpoint
INSERT INTO "online_address_clicks" ("online_address_id", "user_id", "clicks")
SELECT l."id", l."user_id", coalesce(d."clicks", 0)
FROM "online_addresses" l
LEFT JOIN (SELECT "online_address_id", sum("clicks") AS "clicks" FROM "clicks_daily" GROUP BY 1) d ON d."online_address_id" = l."id";
--> statement-breakpoint
CREATE FUNCTION "online_address_clicks_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "online_address_clicks" ("online_address_id", "user_id") VALUES (NEW."id", NEW."user_id")
  ON CONFLICT ("online_address_id") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "online_address_clicks_row" AFTER INSERT ON "online_addresses" FOR EACH ROW EXECUTE FUNCTION "online_address_clicks_row"();
--> statement-breakpoint
CREATE TRIGGER "api_credentials_revoked" AFTER DELETE ON "api_credentials" FOR EACH ROW EXECUTE FUNCTION "auth_token_revoked"();
