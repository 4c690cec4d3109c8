-- Owner-level rollups and visitors (decision 019, "Speed"). Existing clicks fill `click_sessions` (each
-- visitor's first and last click on a link), the quarter hours' `new_visitors` (visitors whose first click
-- falls there, plus clicks without a session) and the owner-level series and segments (sums over each
-- owner's live links, also per destination domain); the click batch statement keeps them from now on, and the
-- trigger below takes a link's rows out of its owner's when it is deleted or changes owner (and moves them to
-- its new domain when its destination changes), in that transaction.
INSERT INTO "click_sessions" ("online_address_id", "user_session_id", "user_id", "first_at", "last_at")
SELECT c."online_address_id", c."user_session_id", min(l."user_id") FILTER (WHERE l."deleted_at" IS NULL),
  min(c."created_at"), max(c."created_at")
FROM "clicks" c JOIN "online_addresses" l ON l."id" = c."online_address_id"
WHERE c."user_session_id" IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
UPDATE "click_quarter_hours" q SET "new_visitors" = n."visitors"
FROM (
  SELECT "online_address_id", "bucket", sum("n")::int AS "visitors" FROM (
    SELECT "online_address_id", date_bin('15 minutes', "first_at", timestamptz '2000-01-01T00:00:00Z') AS "bucket", 1 AS "n"
    FROM "click_sessions"
    UNION ALL
    SELECT "online_address_id", date_bin('15 minutes', "created_at", timestamptz '2000-01-01T00:00:00Z'), 1
    FROM "clicks" WHERE "user_session_id" IS NULL
  ) v GROUP BY 1, 2
) n
WHERE q."online_address_id" = n."online_address_id" AND q."bucket" = n."bucket";
--> statement-breakpoint
INSERT INTO "owner_click_quarter_hours" ("user_id", "bucket", "clicks", "new_visitors")
SELECT l."user_id", q."bucket", sum(q."clicks"), sum(q."new_visitors")
FROM "click_quarter_hours" q JOIN "online_addresses" l ON l."id" = q."online_address_id"
WHERE l."deleted_at" IS NULL AND l."user_id" IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "owner_clicks_daily" ("user_id", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city", "clicks")
SELECT l."user_id", d."day", d."platform", d."breakpoint_name", d."share_on", d."country", d."state", d."city", sum(d."clicks")
FROM "clicks_daily" d JOIN "online_addresses" l ON l."id" = d."online_address_id"
WHERE l."deleted_at" IS NULL AND l."user_id" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
--> statement-breakpoint
INSERT INTO "owner_domain_clicks_daily" ("user_id", "domain", "day", "clicks")
SELECT l."user_id", l."domain", (q."bucket" AT TIME ZONE 'UTC')::date, sum(q."clicks")
FROM "click_quarter_hours" q JOIN "online_addresses" l ON l."id" = q."online_address_id"
WHERE l."deleted_at" IS NULL AND l."user_id" IS NOT NULL AND l."domain" IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "owner_click_rollups_link_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "before" integer := CASE WHEN OLD."deleted_at" IS NULL THEN OLD."user_id" END;
  "after" integer := CASE WHEN NEW."deleted_at" IS NULL THEN NEW."user_id" END;
BEGIN
  IF "before" IS NOT NULL AND OLD."domain" IS NOT NULL
    AND ("before" IS DISTINCT FROM "after" OR OLD."domain" IS DISTINCT FROM NEW."domain") THEN
    UPDATE "owner_domain_clicks_daily" o SET "clicks" = o."clicks" - d."clicks"
    FROM (SELECT ("bucket" AT TIME ZONE 'UTC')::date AS "day", sum("clicks") AS "clicks" FROM "click_quarter_hours"
          WHERE "online_address_id" = NEW."id" GROUP BY 1) d
    WHERE o."user_id" = "before" AND o."domain" = OLD."domain" AND o."day" = d."day";
  END IF;
  IF "after" IS NOT NULL AND NEW."domain" IS NOT NULL
    AND ("before" IS DISTINCT FROM "after" OR OLD."domain" IS DISTINCT FROM NEW."domain") THEN
    INSERT INTO "owner_domain_clicks_daily" ("user_id", "domain", "day", "clicks")
    SELECT "after", NEW."domain", ("bucket" AT TIME ZONE 'UTC')::date, sum("clicks") FROM "click_quarter_hours"
    WHERE "online_address_id" = NEW."id" GROUP BY 3 ORDER BY 3
    ON CONFLICT ("user_id", "day", "domain") DO UPDATE SET "clicks" = "owner_domain_clicks_daily"."clicks" + excluded."clicks";
  END IF;
  IF "before" IS NOT DISTINCT FROM "after" THEN RETURN NULL; END IF;
  IF "before" IS NOT NULL THEN
    UPDATE "owner_click_quarter_hours" o
    SET "clicks" = o."clicks" - q."clicks", "new_visitors" = o."new_visitors" - q."new_visitors"
    FROM "click_quarter_hours" q
    WHERE q."online_address_id" = NEW."id" AND o."user_id" = "before" AND o."bucket" = q."bucket";
    UPDATE "owner_clicks_daily" o SET "clicks" = o."clicks" - d."clicks"
    FROM "clicks_daily" d
    WHERE d."online_address_id" = NEW."id" AND o."user_id" = "before" AND o."day" = d."day"
      AND o."platform" IS NOT DISTINCT FROM d."platform" AND o."breakpoint_name" IS NOT DISTINCT FROM d."breakpoint_name"
      AND o."share_on" IS NOT DISTINCT FROM d."share_on" AND o."country" IS NOT DISTINCT FROM d."country"
      AND o."state" IS NOT DISTINCT FROM d."state" AND o."city" IS NOT DISTINCT FROM d."city";
  END IF;
  IF "after" IS NOT NULL THEN
    INSERT INTO "owner_click_quarter_hours" ("user_id", "bucket", "clicks", "new_visitors")
    SELECT "after", "bucket", "clicks", "new_visitors" FROM "click_quarter_hours" WHERE "online_address_id" = NEW."id"
    ORDER BY 2
    ON CONFLICT ("user_id", "bucket") DO UPDATE SET "clicks" = "owner_click_quarter_hours"."clicks" + excluded."clicks",
      "new_visitors" = "owner_click_quarter_hours"."new_visitors" + excluded."new_visitors";
    INSERT INTO "owner_clicks_daily" ("user_id", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city", "clicks")
    SELECT "after", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city", "clicks"
    FROM "clicks_daily" WHERE "online_address_id" = NEW."id"
    ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ("user_id", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city")
      DO UPDATE SET "clicks" = "owner_clicks_daily"."clicks" + excluded."clicks";
  END IF;
  UPDATE "click_sessions" SET "user_id" = "after" WHERE "online_address_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "owner_click_rollups_link" AFTER UPDATE OF "deleted_at", "user_id", "url" ON "online_addresses"
  FOR EACH ROW WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."domain" IS DISTINCT FROM NEW."domain")
  EXECUTE FUNCTION "owner_click_rollups_link_changed"();
