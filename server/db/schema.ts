import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '@/sdk/schemas/users';

// Text primary keys (crypto.randomUUID) so any id a caller sends is just a string to compare:
// a malformed id can only miss (404), never raise a SQL cast error.
const id = () => text().primaryKey();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const admins = pgTable('admins', {
  id: id(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  /** 'admin' (everything, users included) or 'editor' (content and media): sdk/schemas/users. */
  role: text().$type<Role>().notNull().default('admin'),
  /** A disabled user cannot sign in and its sessions are revoked; its audit entries stay. */
  disabled: boolean().notNull().default(false),
  /** Set for a generated one-time password: the user must choose a new one before anything else. */
  mustChangePassword: boolean().notNull().default(false),
  createdAt: createdAt(),
  /** The authenticator's TOTP secret (base32) once two-factor sign-in is confirmed; null: off. */
  twoFactorSecret: text(),
  twoFactorEnabledAt: timestamp({ withTimezone: true }),
  /** A secret shown for enrolment, kept only until it is confirmed with a code or expires. */
  twoFactorPendingSecret: text(),
  twoFactorPendingAt: timestamp({ withTimezone: true }),
  /** The last TOTP time step accepted: a code (and any older one) cannot be used twice. */
  twoFactorLastStep: integer(),
  /** Wrong codes in a row; past a limit only a recovery code signs in (server/auth/twoFactor.ts). */
  twoFactorFailures: integer().notNull().default(0),
});

/** Two-factor recovery codes: only the SHA-256 of each is kept, and each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    adminId: text()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    createdAt: createdAt(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('recovery_codes_admin_idx').on(table.adminId)],
);

/**
 * A sign-in whose password was right and whose code is awaited: a random 256-bit challenge, kept
 * as its SHA-256, short-lived, used once, with a few tries.
 */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  id: id(),
  challengeHash: text().notNull().unique(),
  adminId: text()
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  attempts: integer().notNull().default(0),
});

/** Sign-in rules for the whole site, one row (id 'security'); changed by admins, audited. */
export const securitySettings = pgTable('security_settings', {
  id: id(),
  requireTwoFactorForAdmins: boolean().notNull().default(false),
  updatedAt: createdAt(),
});

/** Admin sessions: only the SHA-256 of the token is kept, so a leaked table grants nothing. */
export const sessions = pgTable('sessions', {
  id: id(),
  tokenHash: text().notNull().unique(),
  adminId: text()
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  revokedAt: timestamp({ withTimezone: true }),
});

/**
 * Who did what and when (issue 15). Append-only: no route edits or deletes an entry. The actor is
 * kept by id and by name, without a foreign key, so deleting a user keeps its history readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: createdAt(),
    actorId: text(),
    actorName: text().notNull(),
    kind: text().notNull(),
    action: text().notNull(),
    target: text().notNull().default(''),
    summary: text().notNull().default(''),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);

/**
 * Visitor enquiries; status and note are for the sales team's inbox. Attribution (call to action,
 * page, UTM, referrer host) is null where unknown. No IP address is ever stored with a lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    message: text().notNull(),
    status: text().notNull().default('new'),
    note: text().notNull().default(''),
    createdAt: createdAt(),
    cta: text(),
    pagePath: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    utmTerm: text(),
    utmContent: text(),
    referrerHost: text(),
    /**
     * The client's Idempotency-Key, when it sent one: a retried submission finds its lead here
     * instead of storing a second (docs/api.md). Kept as long as the lead; never answered.
     */
    idempotencyKey: text(),
  },
  // The inbox pages newest first and the dashboard counts a date range: both walk created_at.
  // The filters narrow by one attribute and then sort or count by time.
  (table) => [
    // Unique across instances (the database decides, not a process's memory); only leads sent
    // with a key are in it, so leads without one cost it nothing.
    uniqueIndex('leads_idempotency_key_idx')
      .on(table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
    index('leads_created_at_idx').on(table.createdAt, table.id),
    index('leads_status_created_at_idx').on(table.status, table.createdAt),
    index('leads_utm_source_created_at_idx').on(table.utmSource, table.createdAt),
    index('leads_utm_campaign_created_at_idx').on(table.utmCampaign, table.createdAt),
    index('leads_cta_created_at_idx').on(table.cta, table.createdAt),
  ],
);

/** An image's alt text and decorative mark (sdk/content/imageAlt.ts): '' and false until set. */
const altText = () => text().notNull().default('');
const decorativeMark = () => boolean().notNull().default(false);
const described = <N extends string>(image: N) =>
  ({ [`${image}Alt`]: altText(), [`${image}Decorative`]: decorativeMark() }) as Record<
    `${N}Alt`,
    ReturnType<typeof altText>
  > &
    Record<`${N}Decorative`, ReturnType<typeof decorativeMark>>;

// Content tables are exported under their declaration's key (sdk/content: `home`, `course`, ...);
// server/content/repository.ts finds each by that name. The SQL names predate the keys.
export const home = pgTable('home_content', {
  id: id(),
  bannerTitle: text().notNull(),
  bannerSubTitle: text().notNull(),
  bannerImage: text().notNull().default(''),
  ...described('bannerImage'),
  serviceTitle: text().notNull(),
  serviceSubTitle: text().notNull(),
  serviceImage: text().notNull().default(''),
  ...described('serviceImage'),
  serviceTitleOne: text().notNull(),
  serviceTitleTwo: text().notNull(),
  serviceTitleThree: text().notNull(),
  serviceTitleFour: text().notNull(),
  serviceSubTitleOne: text().notNull(),
  serviceSubTitleTwo: text().notNull(),
  serviceSubTitleThree: text().notNull(),
  serviceSubTitleFour: text().notNull(),
  serviceImageOne: text().notNull().default(''),
  ...described('serviceImageOne'),
  serviceImageTwo: text().notNull().default(''),
  ...described('serviceImageTwo'),
  serviceImageThree: text().notNull().default(''),
  ...described('serviceImageThree'),
  serviceImageFour: text().notNull().default(''),
  ...described('serviceImageFour'),
  serviceBannerImage: text().notNull().default(''),
  ...described('serviceBannerImage'),
  serviceBannerImageMob: text().notNull().default(''),
  updatedAt: createdAt(),
});

export const course = pgTable('course_section', {
  id: id(),
  courseTitle: text().notNull(),
  courseSubTitle: text().notNull(),
  courseImage: text().notNull().default(''),
  ...described('courseImage'),
  pointOne: text().notNull(),
  pointTwo: text().notNull(),
  pointThree: text().notNull(),
  pointFour: text().notNull(),
  pointFive: text().notNull(),
  updatedAt: createdAt(),
});

export const launch = pgTable('launch_section', {
  id: id(),
  launchTitle: text().notNull(),
  launchDesc: text().notNull(),
  launchImage: text().notNull().default(''),
  ...described('launchImage'),
  updatedAt: createdAt(),
});

export const business = pgTable('business_section', {
  id: id(),
  cities: integer().notNull().default(0),
  teachers: integer().notNull().default(0),
  students: integer().notNull().default(0),
  updatedAt: createdAt(),
});

export const clients = pgTable('clients', {
  id: id(),
  clientTitle: text().notNull(),
  clientImg: text().notNull(),
  ...described('clientImg'),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const testimonials = pgTable('testimonials', {
  id: id(),
  testimonialDesc: text().notNull(),
  testimonialPersonName: text().notNull(),
  testimonialImg: text().notNull(),
  ...described('testimonialImg'),
  rating: integer().notNull(),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: id(),
  question: text().notNull(),
  answer: text().notNull(),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const featureTabs = pgTable('feature_tabs', {
  id: id(),
  label: text().notNull(),
  title: text().notNull(),
  text: text().notNull(),
  isActive: boolean().notNull().default(true),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
});

export const whyChoose = pgTable('why_choose_section', {
  id: id(),
  title: text().notNull(),
  lead: text().notNull(),
  reasonOneTitle: text().notNull(),
  reasonOneText: text().notNull(),
  reasonTwoTitle: text().notNull(),
  reasonTwoText: text().notNull(),
  reasonThreeTitle: text().notNull(),
  reasonThreeText: text().notNull(),
  reasonFourTitle: text().notNull(),
  reasonFourText: text().notNull(),
  updatedAt: createdAt(),
});

export const eLearning = pgTable('e_learning_section', {
  id: id(),
  eyebrow: text().notNull(),
  title: text().notNull(),
  body: text().notNull(),
  updatedAt: createdAt(),
});

/** The three policy pages (sdk/content/policies.ts): one row each, Markdown text. */
const policyColumns = () => ({
  id: id(),
  title: text().notNull(),
  updatedOn: text().notNull(),
  body: text().notNull(),
  updatedAt: createdAt(),
});
export const privacyPolicy = pgTable('privacy_policy', policyColumns());
export const termsPolicy = pgTable('terms_policy', policyColumns());
export const refundPolicy = pgTable('refund_policy', policyColumns());

/** The site settings (sdk/content/settings.ts): one row, created on first start. */
export const settings = pgTable('site_settings', {
  id: id(),
  brandName: text().notNull(),
  legalName: text().notNull(),
  tagline: text().notNull(),
  logo: text().notNull().default(''),
  ...described('logo'),
  salesPhone: text().notNull(),
  supportPhone: text().notNull(),
  salesEmail: text().notNull(),
  supportEmail: text().notNull(),
  privacyEmail: text().notNull(),
  billingEmail: text().notNull(),
  postalAddress: text().notNull(),
  socialLinks: text().notNull().default(''),
  promoEnabled: boolean().notNull().default(true),
  promoText: text().notNull(),
  promoPercent: integer().notNull(),
  promoCode: text().notNull(),
  promoEndsOn: text().notNull().default(''),
  googlePlayUrl: text().notNull(),
  appStoreUrl: text().notNull(),
  productLinks: text().notNull(),
  footerAbout: text().notNull(),
  footerColumns: text().notNull().default(''),
  homeTitle: text().notNull().default(''),
  homeDescription: text().notNull().default(''),
  homeImage: text().notNull().default(''),
  ...described('homeImage'),
  privacyTitle: text().notNull().default(''),
  privacyDescription: text().notNull().default(''),
  privacyImage: text().notNull().default(''),
  ...described('privacyImage'),
  termsTitle: text().notNull().default(''),
  termsDescription: text().notNull().default(''),
  termsImage: text().notNull().default(''),
  ...described('termsImage'),
  refundTitle: text().notNull().default(''),
  refundDescription: text().notNull().default(''),
  refundImage: text().notNull().default(''),
  ...described('refundImage'),
  updatedAt: createdAt(),
});

/** Facts about this database, e.g. when the demo content was seeded (so it is seeded once). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (login throttling, lead limits).
 * The key is a SHA-256 of the limiter's key (username and address), so no address is kept in
 * clear. Not backed up: a counter outlives its window by minutes at most.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (table) => [index('rate_limit_counters_window_start_idx').on(table.windowStart)],
);
