-- Long-gap visits per owner and day (decision 019, "Speed"): the owner's visits after a gap of 32 hours or more,
-- counted per UTC day of the visit and of the previous visit (an older previous day stored as 400 days before),
-- so a month or a year counts its returning visitors from a few hundred rows per day instead of every such visit
-- (953,000 in the seed's year at 10 M clicks). Filled from `click_visits` here; the click batch keeps it from now
-- on, and the link trigger moves a link's rows between owners, as for `owner_visit_gaps` (migration 0020).
-- The backfill and the new index read every visit: longer than the statement timeout on a large database.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
CREATE TABLE "owner_long_gap_visits" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"previous_day" date NOT NULL,
	"visits" integer NOT NULL,
	-- The counts in the key, as for the quarter-hour series (migration 0022): a year is read from the index alone.
	CONSTRAINT "owner_long_gap_visits_user_id_day_previous_day_pk" PRIMARY KEY("user_id","day","previous_day") INCLUDE ("visits")
);
--> statement-breakpoint
INSERT INTO "owner_long_gap_visits" ("user_id", "day", "previous_day", "visits")
SELECT "user_id", (bucket AT TIME ZONE 'UTC')::date,
  greatest((previous_bucket AT TIME ZONE 'UTC')::date, (bucket AT TIME ZONE 'UTC')::date - 400), count(*)
FROM "click_visits" WHERE "user_id" IS NOT NULL AND "bucket" - "previous_bucket" >= interval '32 hours'
GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE "owner_long_gap_visits" ADD CONSTRAINT "owner_long_gap_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_visits_user_previous_long_idx" ON "click_visits" USING btree ("user_id","previous_bucket","bucket") WHERE bucket - previous_bucket >= interval '32 hours';--> statement-breakpoint
CREATE OR REPLACE FUNCTION "owner_click_rollups_link_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    UPDATE "owner_visit_gaps" o SET "after" = "visit_gaps_add"(o."after", g."after")
    FROM (SELECT "bucket", "visit_gaps_sum"("visit_gaps_of"(least((extract(epoch from "bucket" - "previous_bucket") / 900)::int, 128), -1)) AS "after"
          FROM "click_visits" WHERE "online_address_id" = NEW."id" AND "previous_bucket" IS NOT NULL GROUP BY 1) g
    WHERE o."user_id" = "before" AND o."bucket" = g."bucket";
    UPDATE "owner_long_gap_visits" o SET "visits" = o."visits" - g."visits"
    FROM (SELECT (bucket AT TIME ZONE 'UTC')::date AS "day",
            greatest((previous_bucket AT TIME ZONE 'UTC')::date, (bucket AT TIME ZONE 'UTC')::date - 400) AS "previous_day", count(*) AS "visits"
          FROM "click_visits" WHERE "online_address_id" = NEW."id" AND "bucket" - "previous_bucket" >= interval '32 hours' GROUP BY 1, 2) g
    WHERE o."user_id" = "before" AND o."day" = g."day" AND o."previous_day" = g."previous_day";
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
    INSERT INTO "owner_visit_gaps" ("user_id", "bucket", "after")
    SELECT "after", "bucket", "visit_gaps_sum"("visit_gaps_of"(least((extract(epoch from "bucket" - "previous_bucket") / 900)::int, 128), 1))
    FROM "click_visits" WHERE "online_address_id" = NEW."id" AND "previous_bucket" IS NOT NULL GROUP BY 2 ORDER BY 2
    ON CONFLICT ("user_id", "bucket") DO UPDATE SET "after" = "visit_gaps_add"("owner_visit_gaps"."after", excluded."after");
    INSERT INTO "owner_long_gap_visits" ("user_id", "day", "previous_day", "visits")
    SELECT "after", (bucket AT TIME ZONE 'UTC')::date,
      greatest((previous_bucket AT TIME ZONE 'UTC')::date, (bucket AT TIME ZONE 'UTC')::date - 400), count(*)
    FROM "click_visits" WHERE "online_address_id" = NEW."id" AND "bucket" - "previous_bucket" >= interval '32 hours' GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT ("user_id", "day", "previous_day") DO UPDATE SET "visits" = "owner_long_gap_visits"."visits" + excluded."visits";
    INSERT INTO "owner_clicks_daily" ("user_id", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city", "clicks")
    SELECT "after", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city", "clicks"
    FROM "clicks_daily" WHERE "online_address_id" = NEW."id"
    ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ("user_id", "day", "platform", "breakpoint_name", "share_on", "country", "state", "city")
      DO UPDATE SET "clicks" = "owner_clicks_daily"."clicks" + excluded."clicks";
  END IF;
  UPDATE "click_sessions" SET "user_id" = "after" WHERE "online_address_id" = NEW."id";
  UPDATE "click_visits" SET "user_id" = "after" WHERE "online_address_id" = NEW."id";
  RETURN NULL;
END $$;
