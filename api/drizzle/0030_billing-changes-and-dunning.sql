DROP INDEX "user_subscription_plans_live_billing_idx";--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD COLUMN "scheduled_plan_id" integer;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD COLUMN "scheduled_interval" text;--> statement-breakpoint
ALTER TABLE "user_subscription_plans" ADD CONSTRAINT "user_subscription_plans_scheduled_plan_id_subscription_plans_id_fk" FOREIGN KEY ("scheduled_plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- One live paid plan per user (issue 35): where an account holds several (a second subscribe added one), the
-- highest plan stays; the others stop renewing and keep their benefits until their paid cycle ends.
UPDATE "user_subscription_plans" AS s SET "status" = 'canceled', "canceled_at" = now(), "next_billing_at" = NULL
WHERE s."status" IN ('active', 'future') AND s."interval" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "user_subscription_plans" AS o
  WHERE o."user_id" = s."user_id" AND o."id" <> s."id" AND o."status" IN ('active', 'future') AND o."interval" IS NOT NULL
    AND (o."subscription_plan_id" > s."subscription_plan_id" OR (o."subscription_plan_id" = s."subscription_plan_id" AND o."id" > s."id"))
);--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscription_plans_live_billing_idx" ON "user_subscription_plans" USING btree ("user_id") WHERE status in ('active', 'future') and interval is not null;