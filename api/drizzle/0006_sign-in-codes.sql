CREATE TABLE "sign_in_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A deleted session token (logout, or its user deleted) notifies channel "auth_token_revoked" with its hash:
-- every API instance LISTENs and drops it from its resolved-token cache (decision 009).
CREATE FUNCTION "auth_token_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_token_revoked', OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auth_tokens_revoked" AFTER DELETE ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION "auth_token_revoked"();
