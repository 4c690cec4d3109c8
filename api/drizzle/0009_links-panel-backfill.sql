-- Links panel (issue 11, decision 015). Existing links keep newest-first as their manual order, existing
-- clicks are counted once into online_address_clicks (the click batch maintains it from now on), and a
-- deleted API credential tells every instance to forget it, like a deleted session token (decision 009).
UPDATE "online_addresses" SET "position" = (-(extract(epoch from "created_at") * 1000000))::bigint - "id";
--> statement-breakpoint
INSERT INTO "online_address_clicks" ("online_address_id", "clicks")
SELECT "online_address_id", sum("clicks") FROM "clicks_daily" GROUP BY "online_address_id";
--> statement-breakpoint
CREATE TRIGGER "api_credentials_revoked" AFTER DELETE ON "api_credentials" FOR EACH ROW EXECUTE FUNCTION "auth_token_revoked"();
