import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { onlineAddresses } from './links';
import { users } from './users';

/** The visitor segment of a click: what the dashboards break clicks down by (new builders per table). */
const segmentColumns = () => ({
  platform: text('platform'),
  breakpointName: text('breakpoint_name'),
  shareOn: text('share_on'),
  country: text('country'),
  state: text('state'),
  city: text('city'),
});

const clickId = () => bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity();

/** A stored click: its link, the visitor's session and segment, when (new builders per table). */
const clickColumns = () => ({
  id: clickId(),
  onlineAddressId: integer('online_address_id')
    .notNull()
    .references(() => onlineAddresses.id),
  userSessionId: text('user_session_id'),
  ...segmentColumns(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per counted click. The properties are columns rather than key/value rows so per-property counts
 * are plain GROUP BYs; the dashboards read the rollup below instead of scanning this table.
 *
 * Partitioned by month of `created_at` (migration 0037, decision 043): `clicks_pYYYYMM` per UTC month and
 * `clicks_default` for any other instant, kept by `clicks.maintain-partitions`, which also drops the months past
 * the retention. Drizzle cannot declare partitioning, so this describes the parent only; the key holds the
 * partition key, as PostgreSQL requires, and `id` stays unique by its identity sequence alone.
 */
export const clicks = pgTable('clicks', clickColumns(), (t) => [
  // Also the index of reads in id order (`where id > $1 order by id`): a merge of each month's.
  primaryKey({ columns: [t.id, t.createdAt] }),
  // The session id rides in the index so unique views are an index-only scan (decision 019).
  index('clicks_online_address_created_session_idx').on(t.onlineAddressId, t.createdAt, t.userSessionId),
  // A visitor's clicks on a link in time order: does a returning visitor click inside a period (decision 019).
  index('clicks_online_address_session_created_idx').on(t.onlineAddressId, t.userSessionId, t.createdAt),
]);

export type ClickRow = typeof clicks.$inferSelect;

/**
 * How far the rollups have read the raw clicks (decision 042): every click with `id <= last_click_id` is in
 * every rollup table, none after it. One row, updated in the same transaction as the rollup rows it
 * accounts for; absent until the first rollup (a new database), which reads as 0.
 */
export const clickRollupWatermark = pgTable(
  'click_rollup_watermark',
  {
    one: boolean('one').primaryKey().default(true),
    lastClickId: bigint('last_click_id', { mode: 'number' }).notNull(),
  },
  (t) => [check('click_rollup_watermark_one_row', sql`${t.one}`)],
);

/**
 * Clicks per link, UTC day and visitor segment (platform, breakpoint, share-on, country, state, city),
 * upserted in the same statement as the clicks. One row per combination seen rather than one table per
 * property: a click costs one upsert instead of one per property, and every dashboard breakdown (per day,
 * per country and city, per screen size, per platform, per share option) is a SUM … GROUP BY over a
 * link's rows for the period. NULL is a value here ("not known"), so the key treats NULLs as equal.
 */
export const clicksDaily = pgTable(
  'clicks_daily',
  {
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    day: date('day', { mode: 'string' }).notNull(),
    ...segmentColumns(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    unique('clicks_daily_segment_unique')
      .on(t.onlineAddressId, t.day, t.platform, t.breakpointName, t.shareOn, t.country, t.state, t.city)
      .nullsNotDistinct(),
  ],
);

/**
 * Clicks per link, UTC day and one dimension at a time (decision 019, "Speed"): `dimension` says which columns
 * are set (`platform`, `breakpoint_name`, `share_on`, `country`, or `region` = country, state and city), the
 * others are null. A breakdown of one link reads its dimension's rows, as many a day as the dimension has
 * values, where `clicks_daily` holds every combination seen (about one row per click on a busy link).
 * Upserted by the click batch statement.
 */
export const clickDimensionsDaily = pgTable(
  'click_dimensions_daily',
  {
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    ...segmentColumns(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    unique('click_dimensions_daily_unique')
      .on(
        t.onlineAddressId,
        t.dimension,
        t.day,
        t.platform,
        t.breakpointName,
        t.shareOn,
        t.country,
        t.state,
        t.city,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * Counted clicks per link and quarter hour (UTC instants on :00/:15/:30/:45), upserted in the click batch
 * statement. Every IANA zone's offset is a whole number of quarter hours, so a local day, month or year is an
 * exact sum of these rows; periods are read in whole quarter hours (decision 019).
 */
export const clickQuarterHours = pgTable(
  'click_quarter_hours',
  {
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    clicks: integer('clicks').notNull(),
    /** Visitors (link, session) whose first click on the link falls here, plus clicks without a session. */
    newVisitors: integer('new_visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.onlineAddressId, t.bucket] })],
);

/**
 * The owner-level series of the unfiltered all-links dashboard: `click_quarter_hours` summed over the owner's
 * live links, upserted by the same click batch statement; a link's rows are taken out when it is deleted or
 * changes owner, in that transaction (trigger `owner_click_rollups_link_changed`, decision 019).
 */
export const ownerClickQuarterHours = pgTable(
  'owner_click_quarter_hours',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    clicks: integer('clicks').notNull(),
    newVisitors: integer('new_visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bucket] })],
);

/** `clicks_daily` summed over the owner's live links, kept like `owner_click_quarter_hours`. */
export const ownerClicksDaily = pgTable(
  'owner_clicks_daily',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ...segmentColumns(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [
    unique('owner_clicks_daily_segment_unique')
      .on(t.userId, t.day, t.platform, t.breakpointName, t.shareOn, t.country, t.state, t.city)
      .nullsNotDistinct(),
  ],
);

/**
 * Counted clicks per owner, destination domain (the link's `domain`) and UTC day over the owner's live links:
 * the all-links views per domain. Kept like `owner_click_quarter_hours`; a link whose destination moves to
 * another domain takes its days along (same trigger).
 */
export const ownerDomainClicksDaily = pgTable(
  'owner_domain_clicks_daily',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.domain] })],
);

/**
 * A visitor (`click_sessions` row) whose first and last clicks lie in different quarter hours: the only ones
 * that can count in a bucket after their first (decision 019). The dashboards' queries repeat it verbatim so
 * the planner uses the partial indexes below.
 */
export const returningVisitor = sql`date_bin('15 minutes', first_at, timestamptz '2000-01-01T00:00:00Z') <> date_bin('15 minutes', last_at, timestamptz '2000-01-01T00:00:00Z')`;

/**
 * One row per visitor of a link (link, session): its first and last click, upserted by the click batch
 * statement. Tells the batch whether a click is the visitor's first (`new_visitors`), and the dashboards
 * which visitors came before a period and came back inside it (unique views, decision 019).
 * `previous_first_at` is the first click before the batch's upsert (what RETURNING cannot show otherwise).
 */
export const clickSessions = pgTable(
  'click_sessions',
  {
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    userSessionId: text('user_session_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    previousFirstAt: timestamp('previous_first_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.onlineAddressId, t.userSessionId] }),
    // Only visitors whose clicks span two quarter hours or more can come back after a bucket's start.
    index('click_sessions_user_first_idx').on(t.userId, t.firstAt, t.lastAt).where(returningVisitor),
    // Covering: the visitors around a period's start are counted, and probed, without the heap.
    index('click_sessions_user_last_idx')
      .on(t.userId, t.lastAt, t.firstAt, t.onlineAddressId, t.userSessionId)
      .where(returningVisitor),
    index('click_sessions_link_last_idx').on(t.onlineAddressId, t.lastAt, t.firstAt).where(returningVisitor),
  ],
);

/**
 * A visit: a quarter hour (UTC, like `click_quarter_hours`) in which a visitor (link, session) clicked the link,
 * with the visitor's previous quarter hour with clicks (null for its first). A visitor counts in a bucket or
 * period [s, e) exactly once, through its first visit there: the visit with s ≤ bucket < e whose previous one
 * is before s (decision 019). Written by the click batch's second statement, after the first has locked the
 * visitors' `click_sessions` rows, so a late click that lands between two visits also moves the next one's
 * `previous_bucket`. `user_id` is the link's owner while the link is live (null once deleted).
 */
export const clickVisits = pgTable(
  'click_visits',
  {
    onlineAddressId: integer('online_address_id')
      .notNull()
      .references(() => onlineAddresses.id),
    userSessionId: text('user_session_id').notNull(),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    previousBucket: timestamp('previous_bucket', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.onlineAddressId, t.userSessionId, t.bucket] }),
    index('click_visits_link_bucket_idx')
      .on(t.onlineAddressId, t.bucket, t.previousBucket)
      .where(sql`previous_bucket is not null`),
    // Visits after a gap of 32 hours or more: the only ones whose previous visit can precede the start of a
    // bucket that began 32 hours or more before them (periods, months, years).
    index('click_visits_user_long_idx')
      .on(t.userId, t.bucket, t.previousBucket)
      .where(sql`bucket - previous_bucket >= interval '32 hours'`),
    // The same visits by their previous one: those whose previous visit falls on a bucket's first UTC day but
    // before its start, the part of `owner_long_gap_visits` that a whole previous day cannot tell.
    index('click_visits_user_previous_long_idx')
      .on(t.userId, t.previousBucket, t.bucket)
      .where(sql`bucket - previous_bucket >= interval '32 hours'`),
  ],
);

/**
 * Gaps (in quarter hours) are kept exactly below this cap, 32 hours: longer than any local day since 1970 (31
 * hours at most, Antarctica/Vostok in 1994; Antarctica/Casey's three-hour fall-backs make 27-hour days).
 */
export const VISIT_GAP_CAP = 128;

/** The gap of a `click_visits` row in quarter hours, capped (SQL text, repeated in migration 0020). */
export const visitGapOf = (previous = 'previous_bucket') =>
  `least((extract(epoch from bucket - ${previous}) / 900)::int, ${VISIT_GAP_CAP})`;

/** A long gap (SQL text): the cap, 32 hours, as an interval; `click_visits_user_long_idx`'s predicate. */
export const LONG_GAP = `interval '${(VISIT_GAP_CAP * 15) / 60} hours'`;

/**
 * How far back `owner_long_gap_visits.previous_day` is told apart: an older previous day is stored as this many
 * days before the visit's. Longer than any bucket (a local year: 367 days at most, with offset changes).
 */
export const LONG_GAP_DAYS_CAP = 400;

/** A `click_visits` row's UTC day and its previous visit's, capped (SQL text, repeated in migration 0023). */
export const longGapDaysOf = (previous = 'previous_bucket') =>
  `(bucket AT TIME ZONE 'UTC')::date AS day,
    greatest((${previous} AT TIME ZONE 'UTC')::date, (bucket AT TIME ZONE 'UTC')::date - ${LONG_GAP_DAYS_CAP}) AS previous_day`;

/**
 * The owner's visits after a gap of 32 hours or more, counted per UTC day of the visit and UTC day of the
 * previous visit (`previous_day`, capped at `LONG_GAP_DAYS_CAP` days before). A month or a year counts the
 * visitors who came back in it through these: those whose previous visit is before its start (decision 019,
 * "Speed"), read per whole day instead of visit by visit. Kept like `owner_visit_gaps`; the counts sit in the
 * key (`INCLUDE`, migration 0023) so a year is read from the index alone.
 */
export const ownerLongGapVisits = pgTable(
  'owner_long_gap_visits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    previousDay: date('previous_day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.previousDay] })],
);

/**
 * The owner's visits after the first, per quarter hour: `after[k]` (k = 1 … `VISIT_GAP_CAP`) counts those whose
 * gap to the visitor's previous visit is k quarter hours or more (a gap past the cap counts in every k). A
 * visit counts in a bucket that starts t quarter hours before it (t < the cap) when its gap is more than t, so a
 * quarter hour's count in any local day is one subscript, `after[t + 1]`, whatever the zone. Kept like
 * `owner_click_quarter_hours` (the click batch, the same link trigger), added element by element with
 * `visit_gaps_add` (migration 0020).
 */
export const ownerVisitGaps = pgTable(
  'owner_visit_gaps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    after: integer('after').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bucket] })],
);

/**
 * Clicks over the per-visitor or per-address cap (issue 9): acknowledged to the visitor but kept apart, out of
 * `clicks` and the rollup, so the analytics area can show them as suspicious. `reason` says which cap.
 */
export const suspiciousClicks = pgTable(
  'suspicious_clicks',
  { ...clickColumns(), id: clickId().primaryKey(), reason: text('reason').notNull() },
  (t) => [index('suspicious_clicks_online_address_created_idx').on(t.onlineAddressId, t.createdAt)],
);

/**
 * The day's random salt of the visitor ids without a cookie (decision 041): one row per São Paulo day, created by
 * the first instance that needs it (insert … on conflict), the days before deleted as soon as a new one starts
 * (and hourly by `clicks.forget-visitor-salts`), so no one can recompute yesterday's ids from an address and
 * a browser.
 */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text('salt').notNull(),
});
