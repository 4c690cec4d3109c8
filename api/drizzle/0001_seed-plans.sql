-- Plan catalogue (mirrors api/src/modules/plans/catalogue.ts). Prices in centavos (BRL); yearly = 12 x monthly x 0.7, whole reais.
INSERT INTO "subscription_plans" ("id", "name", "free", "price", "annual_price", "active", "order") VALUES
  (1, 'FREE', true, 0, 0, true, 1),
  (2, 'URL_SHORTNER_BASIC', false, 1490, 12500, true, 2),
  (3, 'URL_SHORTNER_PRO', false, 2990, 25100, true, 3),
  (4, 'URL_SHORTNER_BUSINESS', false, 7990, 67100, true, 4);
--> statement-breakpoint
INSERT INTO "subscription_plan_includes" ("subscription_plan_id", "name", "order", "active") VALUES
  (1, 'UNLIMITED_LINKS', 1, true),
  (1, 'BIO_PAGE', 2, true),
  (1, 'QR_CODES', 3, true),
  (2, 'UNLIMITED_LINKS', 1, true),
  (2, 'ACCESS_COUNTS', 2, true),
  (2, 'EDIT_LINKS', 3, true),
  (3, 'ACCESS_COUNTS', 1, true),
  (3, 'LOADING_SCREEN', 2, true),
  (3, 'CUSTOM_PREVIEW', 3, true),
  (3, 'FULL_REPORTS', 4, true),
  (3, 'SMS_BONUS', 5, true),
  (4, 'FULL_REPORTS', 1, true),
  (4, 'CUSTOM_DOMAIN', 2, true),
  (4, 'API_ACCESS', 3, true);
