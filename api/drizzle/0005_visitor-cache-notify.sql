-- Every write to what a visitor page shows notifies channel "visitor_cache", whoever writes it (any module,
-- the admin CLI, plain SQL): each API instance LISTENs and drops its cached copies (decision 007). Clicks
-- write other tables and notify nothing. Payloads: {"link":id,"codes":[...]}, {"owner":user_id}, {"all":true}.
CREATE FUNCTION "visitor_cache_link_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('visitor_cache', json_build_object('link', NEW.id, 'codes', json_build_array(NEW.code))::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('visitor_cache', json_build_object('link', OLD.id, 'codes', json_build_array(OLD.code))::text);
  ELSE
    -- Both ids and both codes: a changed code must also forget the cached "not found" of the new one.
    PERFORM pg_notify('visitor_cache', json_build_object('link', OLD.id, 'codes', json_build_array(OLD.code, NEW.code))::text);
    IF NEW.id <> OLD.id THEN
      PERFORM pg_notify('visitor_cache', json_build_object('link', NEW.id, 'codes', json_build_array(NEW.code))::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The owner's config and plans are shown on every one of their links.
CREATE FUNCTION "visitor_cache_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('visitor_cache', json_build_object('owner', OLD.user_id)::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id <> OLD.user_id) THEN
    PERFORM pg_notify('visitor_cache', json_build_object('owner', NEW.user_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A plan's name or flag, or a truncated table, concerns every cached link.
CREATE FUNCTION "visitor_cache_all_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('visitor_cache', '{"all":true}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_link" AFTER INSERT OR DELETE ON "online_addresses" FOR EACH ROW EXECUTE FUNCTION "visitor_cache_link_changed"();
--> statement-breakpoint
-- An UPDATE that changes nothing (e.g. a re-sent form) notifies nothing.
CREATE TRIGGER "visitor_cache_link_update" AFTER UPDATE ON "online_addresses" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "visitor_cache_link_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_config" AFTER INSERT OR DELETE ON "configs" FOR EACH ROW EXECUTE FUNCTION "visitor_cache_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_config_update" AFTER UPDATE ON "configs" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "visitor_cache_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_plan" AFTER INSERT OR DELETE ON "user_subscription_plans" FOR EACH ROW EXECUTE FUNCTION "visitor_cache_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_plan_update" AFTER UPDATE ON "user_subscription_plans" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "visitor_cache_owner_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_plan_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "subscription_plans" FOR EACH STATEMENT EXECUTE FUNCTION "visitor_cache_all_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_link_truncate" AFTER TRUNCATE ON "online_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "visitor_cache_all_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_config_truncate" AFTER TRUNCATE ON "configs" FOR EACH STATEMENT EXECUTE FUNCTION "visitor_cache_all_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_plan_truncate" AFTER TRUNCATE ON "user_subscription_plans" FOR EACH STATEMENT EXECUTE FUNCTION "visitor_cache_all_changed"();
--> statement-breakpoint
CREATE TRIGGER "visitor_cache_plan_catalogue_truncate" AFTER TRUNCATE ON "subscription_plans" FOR EACH STATEMENT EXECUTE FUNCTION "visitor_cache_all_changed"();
