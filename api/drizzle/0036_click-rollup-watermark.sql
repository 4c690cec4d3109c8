CREATE TABLE "click_rollup_watermark" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"last_click_id" bigint NOT NULL,
	CONSTRAINT "click_rollup_watermark_one_row" CHECK ("click_rollup_watermark"."one")
);
--> statement-breakpoint
-- The clicks stored so far were rolled up by the batch statement that stored them (decision 042). A database
-- without clicks gets no row: the rollups start from 0.
INSERT INTO "click_rollup_watermark" ("one", "last_click_id") SELECT true, max("id") FROM "clicks" HAVING max("id") IS NOT NULL;
