CREATE TABLE "click_sessions" (
	"online_address_id" integer NOT NULL,
	"user_session_id" text NOT NULL,
	"user_id" integer,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"previous_first_at" timestamp with time zone,
	CONSTRAINT "click_sessions_online_address_id_user_session_id_pk" PRIMARY KEY("online_address_id","user_session_id")
);
--> statement-breakpoint
CREATE TABLE "owner_click_quarter_hours" (
	"user_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"clicks" integer NOT NULL,
	"new_visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_click_quarter_hours_user_id_bucket_pk" PRIMARY KEY("user_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "owner_clicks_daily" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"platform" text,
	"breakpoint_name" text,
	"share_on" text,
	"country" text,
	"state" text,
	"city" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "owner_clicks_daily_segment_unique" UNIQUE NULLS NOT DISTINCT("user_id","day","platform","breakpoint_name","share_on","country","state","city")
);
--> statement-breakpoint
CREATE TABLE "owner_domain_clicks_daily" (
	"user_id" integer NOT NULL,
	"domain" text NOT NULL,
	"day" date NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "owner_domain_clicks_daily_user_id_day_domain_pk" PRIMARY KEY("user_id","day","domain")
);
--> statement-breakpoint
ALTER TABLE "click_quarter_hours" ADD COLUMN "new_visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "click_sessions" ADD CONSTRAINT "click_sessions_online_address_id_online_addresses_id_fk" FOREIGN KEY ("online_address_id") REFERENCES "public"."online_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_sessions" ADD CONSTRAINT "click_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_click_quarter_hours" ADD CONSTRAINT "owner_click_quarter_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_clicks_daily" ADD CONSTRAINT "owner_clicks_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_domain_clicks_daily" ADD CONSTRAINT "owner_domain_clicks_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_sessions_user_first_idx" ON "click_sessions" USING btree ("user_id","first_at","last_at") WHERE date_bin('15 minutes', first_at, timestamptz '2000-01-01T00:00:00Z') <> date_bin('15 minutes', last_at, timestamptz '2000-01-01T00:00:00Z');--> statement-breakpoint
CREATE INDEX "click_sessions_user_last_idx" ON "click_sessions" USING btree ("user_id","last_at","first_at","online_address_id","user_session_id") WHERE date_bin('15 minutes', first_at, timestamptz '2000-01-01T00:00:00Z') <> date_bin('15 minutes', last_at, timestamptz '2000-01-01T00:00:00Z');--> statement-breakpoint
CREATE INDEX "click_sessions_link_last_idx" ON "click_sessions" USING btree ("online_address_id","last_at","first_at") WHERE date_bin('15 minutes', first_at, timestamptz '2000-01-01T00:00:00Z') <> date_bin('15 minutes', last_at, timestamptz '2000-01-01T00:00:00Z');--> statement-breakpoint
CREATE INDEX "clicks_online_address_session_created_idx" ON "clicks" USING btree ("online_address_id","user_session_id","created_at");