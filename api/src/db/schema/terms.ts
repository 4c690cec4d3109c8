import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

export const termsOfUse = pgTable('terms_of_use', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** The version, e.g. "1.0.2". */
  name: text('name').notNull().unique(),
  content: text('content').notNull(),
  dateUpdate: timestamp('date_update', { withTimezone: true }).notNull().defaultNow(),
});

export const privacyPolicies = pgTable('privacy_policies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  content: text('content').notNull(),
  dateUpdate: timestamp('date_update', { withTimezone: true }).notNull().defaultNow(),
});

export const userSignTermsOfUse = pgTable(
  'user_sign_terms_of_use',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsOfUseId: integer('terms_of_use_id')
      .notNull()
      .references(() => termsOfUse.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_sign_terms_of_use_user_terms_unique').on(t.userId, t.termsOfUseId),
    index('user_sign_terms_of_use_user_idx').on(t.userId),
  ],
);

export const userSignPrivacyPolicies = pgTable(
  'user_sign_privacy_policies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    privacyPolicyId: integer('privacy_policy_id')
      .notNull()
      .references(() => privacyPolicies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_sign_privacy_policies_user_policy_unique').on(t.userId, t.privacyPolicyId),
    index('user_sign_privacy_policies_user_idx').on(t.userId),
  ],
);
