DROP INDEX "contacts_user_created_idx";--> statement-breakpoint
DROP INDEX "contacts_user_status_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "property_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_segment_ids_idx" ON "contacts" USING gin ("segment_ids");--> statement-breakpoint
CREATE INDEX "contacts_property_names_idx" ON "contacts" USING gin ("property_names");--> statement-breakpoint
CREATE INDEX "contacts_user_created_idx" ON "contacts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_user_status_idx" ON "contacts" USING btree ("user_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Written by hand after the generated statements (keep it when regenerating; decision 032). The arrays start
-- from the rows they repeat.
UPDATE "contacts" AS c SET
  "segment_ids" = coalesce((SELECT array_agg(s."segment_id" ORDER BY s."segment_id") FROM "contact_segments" AS s WHERE s."contact_id" = c."id"), '{}'),
  "property_names" = coalesce((SELECT array_agg(p."name" ORDER BY p."name") FROM "contact_properties" AS p WHERE p."contact_id" = c."id"), '{}')
WHERE EXISTS (SELECT 1 FROM "contact_segments" AS s WHERE s."contact_id" = c."id")
   OR EXISTS (SELECT 1 FROM "contact_properties" AS p WHERE p."contact_id" = c."id");--> statement-breakpoint
-- The list counts a status with a segment or property filter from one index, without reading the rows (INCLUDE
-- is not in drizzle's index builder): at 100,000 contacts the count of 37,500 OPT_IN with a property went from a
-- 55 ms table scan to a 25 ms index-only scan.
CREATE INDEX IF NOT EXISTS "contacts_user_status_arrays_idx" ON "contacts" ("user_id", "status") INCLUDE ("segment_ids", "property_names");--> statement-breakpoint
-- The contacts list's `text` filter finds tags starting with it: the tags as one string, each after a U+001F,
-- so `%<U+001F>text%` is "a tag starts with text" (IMMUTABLE, to be indexed).
CREATE OR REPLACE FUNCTION "contact_tags_text"(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT chr(31) || array_to_string(tags, chr(31)) $$;--> statement-breakpoint
-- Property values starting with the text, any case: a btree over the lowercased value answers the prefix on every
-- database, with one entry per value where a trigram index writes one per three letters.
CREATE INDEX IF NOT EXISTS "contact_properties_value_prefix_idx" ON "contact_properties" ("user_id", lower("value") text_pattern_ops);--> statement-breakpoint
-- The tags string's trigram index (like 0027's on the number), where pg_trgm exists.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "contacts_tags_text_trgm_idx" ON "contacts" USING gin ("contact_tags_text"("tags") gin_trgm_ops);
  END IF;
END $$;
