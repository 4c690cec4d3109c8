-- Nothing listens on "auth_token_revoked" since every request reads its token (decision 009, issue 38): each delete
-- of a session token or API credential paid for a notification no one heard.
DROP TRIGGER IF EXISTS "auth_tokens_revoked" ON "auth_tokens";--> statement-breakpoint
DROP TRIGGER IF EXISTS "api_credentials_revoked" ON "api_credentials";--> statement-breakpoint
DROP FUNCTION IF EXISTS "auth_token_revoked"();
