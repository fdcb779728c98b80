import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Counting without cookies (issue 45, docs/analytics.md). Kept apart from schema.ts: the
// analytics tables are written by server/analytics/ alone, through raw SQL (the upserts), and
// drizzle-kit reads both files (drizzle.config.ts). Days are India days (the dashboard's).

const count = () => integer().notNull().default(0);
/** A dimension of a roll-up: '' when unknown (a primary key column cannot be null). */
const dimension = () => text().notNull().default('');

/**
 * One random 256-bit salt per day (hex), shared by every instance on the database; deleted once
 * its day is over, so a visitor key can never be computed again (server/analytics/dailySalt.ts).
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date().primaryKey(),
  salt: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every counted event, kept ANALYTICS_RAW_DAYS days (jobs/analyticsRetention.ts). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    // A random uuid, not an identity: backups restore rows as they are, with no sequence to move on.
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    day: date().notNull(),
    /** pageview, cta, form_shown, form_submitted, lead. */
    kind: text().notNull(),
    page: text().notNull(),
    cta: text(),
    referrerHost: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    device: text().notNull(),
    /** The daily visitor key (an HMAC, hex): never an address. */
    visitor: text().notNull(),
  },
  (table) => [index('analytics_events_at_idx').on(table.at)],
);

/** A visitor once a day per page: the row's insert (ON CONFLICT DO NOTHING) says "new visitor". */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  { day: date().notNull(), visitor: text().notNull(), page: text().notNull() },
  (table) => [primaryKey({ columns: [table.day, table.visitor, table.page] })],
);

/** The daily roll-up, written as events arrive (one upsert per event). */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date().notNull(),
    page: text().notNull(),
    /** utm_source, else the referring host, else '' (direct). */
    source: dimension(),
    campaign: dimension(),
    device: dimension(),
    views: count(),
    visitors: count(),
    ctaTaps: count(),
    formsShown: count(),
    formsSubmitted: count(),
    leads: count(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.page, table.source, table.campaign, table.device],
    }),
  ],
);

/** The lead path by call to action: taps, forms shown, forms submitted and leads per label. */
export const analyticsDailyCta = pgTable(
  'analytics_daily_cta',
  {
    day: date().notNull(),
    page: text().notNull(),
    cta: text().notNull(),
    source: dimension(),
    campaign: dimension(),
    device: dimension(),
    taps: count(),
    formsShown: count(),
    formsSubmitted: count(),
    leads: count(),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.page, table.cta, table.source, table.campaign, table.device],
    }),
  ],
);

/** Page views from browsers that ask not to be tracked (Sec-GPC, DNT): a number a day, no more. */
export const analyticsDailyAnonymous = pgTable('analytics_daily_anonymous', {
  day: date().primaryKey(),
  views: count(),
});
