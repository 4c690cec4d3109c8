-- Visits (decision 019, "Unique views"): one row per link, session and UTC quarter hour with clicks, carrying
-- the visitor's previous quarter hour with clicks, and the owner-level counts of the visits after the first per
-- quarter hour by gap (after[k]: gap of k quarter hours or more, k up to 128, 32 hours). Filled from the raw clicks before the indexes are built;
-- the click batch keeps them from now on, and the link trigger moves a link's gaps between owners.
-- The backfills read every click: longer than the server's statement timeout on a large database (minutes at
-- 10 M clicks). The migrations run in one transaction, so this lasts until they are applied.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
CREATE TABLE "click_visits" (
	"online_address_id" integer NOT NULL,
	"user_session_id" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"previous_bucket" timestamp with time zone,
	"user_id" integer,
	CONSTRAINT "click_visits_online_address_id_user_session_id_bucket_pk" PRIMARY KEY("online_address_id","user_session_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "owner_visit_gaps" (
	"user_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"after" integer[] NOT NULL,
	CONSTRAINT "owner_visit_gaps_user_id_bucket_pk" PRIMARY KEY("user_id","bucket")
);
--> statement-breakpoint
-- Element-by-element sums of gap counts (`after`, 128 elements), and one visit's (or n visits') contribution:
-- 1 (n) at every k up to its capped gap.
CREATE FUNCTION "visit_gaps_add"(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), '{}') FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i)
$$;
--> statement-breakpoint
CREATE FUNCTION "visit_gaps_of"(gap integer, n integer) RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_fill(n, ARRAY[gap]) || array_fill(0, ARRAY[128 - gap])
$$;
--> statement-breakpoint
CREATE AGGREGATE "visit_gaps_sum"(integer[]) (SFUNC = "visit_gaps_add", STYPE = integer[], INITCOND = '{}');
--> statement-breakpoint
INSERT INTO "click_visits" ("online_address_id", "user_session_id", "bucket", "previous_bucket", "user_id")
SELECT v."online_address_id", v."user_session_id", v."bucket",
  lag(v."bucket") OVER (PARTITION BY v."online_address_id", v."user_session_id" ORDER BY v."bucket"),
  CASE WHEN l."deleted_at" IS NULL THEN l."user_id" END
FROM (SELECT DISTINCT "online_address_id", "user_session_id",
        date_bin('15 minutes', "created_at", timestamptz '2000-01-01T00:00:00Z') AS "bucket"
      FROM "clicks" WHERE "user_session_id" IS NOT NULL) v
JOIN "online_addresses" l ON l."id" = v."online_address_id";
--> statement-breakpoint
INSERT INTO "owner_visit_gaps" ("user_id", "bucket", "after")
SELECT "user_id", "bucket", "visit_gaps_sum"("visit_gaps_of"("gap", "visits")) FROM (
  SELECT "user_id", "bucket", least((extract(epoch from "bucket" - "previous_bucket") / 900)::int, 128) AS "gap", count(*)::int AS "visits"
  FROM "click_visits" WHERE "user_id" IS NOT NULL AND "previous_bucket" IS NOT NULL
  GROUP BY 1, 2, 3
) g GROUP BY 1, 2;
--> statement-breakpoint
ALTER TABLE "click_visits" ADD CONSTRAINT "click_visits_online_address_id_online_addresses_id_fk" FOREIGN KEY ("online_address_id") REFERENCES "public"."online_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_visits" ADD CONSTRAINT "click_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_visit_gaps" ADD CONSTRAINT "owner_visit_gaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_visits_link_bucket_idx" ON "click_visits" USING btree ("online_address_id","bucket","previous_bucket") WHERE previous_bucket is not null;--> statement-breakpoint
CREATE INDEX "click_visits_user_long_idx" ON "click_visits" USING btree ("user_id","bucket","previous_bucket") WHERE bucket - previous_bucket >= interval '32 hours';--> statement-breakpoint
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
