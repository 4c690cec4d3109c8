-- The links list's text filter (code, destination or tags containing the text, any case) as one trigram
-- index over the same expression the query uses (decision 015): without it every search reads all of an
-- owner's links, ~0.1-1 s for 100,000 of them. PostgreSQL ships pg_trgm as a contrib extension; where it is
-- missing or not allowed, and on the embedded PGlite (small databases, no extension loaded), the search
-- reads the owner's rows as before.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "online_addresses_search_trgm_idx" ON "online_addresses"
      USING gin (("code" || ' ' || "url" || ' ' || coalesce("tags", '')) gin_trgm_ops) WHERE "deleted_at" IS NULL;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not installed (%): the links text search reads every row', SQLERRM;
END $$;
