import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role, TokenScope } from '@/sdk/schemas/users';

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
  /** E-mail me about reviews (issue 47): waiting drafts (reviewers), published or sent back. */
  reviewEmails: boolean().notNull().default(true),
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
 * Password reset links (issue 47): a random 256-bit token, kept as its SHA-256, valid for an hour
 * and used once. `createdBy` names the admin who made it, null when the user asked by e-mail.
 */
export const passwordResets = pgTable('password_resets', {
  id: id(),
  tokenHash: text().notNull().unique(),
  adminId: text()
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  createdBy: text(),
  createdAt: createdAt(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
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
    /** The content version a publish created (issue 37): the console links the entry to it. */
    versionId: text(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);

/**
 * The people and schools behind the enquiries (issue 38, docs/api.md "Contacts"): leads with the
 * same e-mail or mobile number share one, kept on each lead (`leads.contact_id`) by the writer in
 * the transaction that stores the lead. Owner and follow-up belong to the contact, so every
 * enquiry of one school has one salesperson and one date.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    createdAt: createdAt(),
    /** The salesperson who works it; null: unassigned (also when that user is deleted). */
    ownerId: text().references(() => admins.id, { onDelete: 'set null' }),
    /** The next follow-up: a calendar day in India; null: none planned. */
    nextFollowUp: date({ mode: 'string' }),
  },
  (table) => [
    index('contacts_owner_idx').on(table.ownerId),
    index('contacts_next_follow_up_idx').on(table.nextFollowUp),
  ],
);

/**
 * A contact's timeline: notes, status changes, assignments, follow-ups, merges and splits (the
 * enquiries themselves are the leads). The actor is kept by id and name, as in the audit log.
 */
export const contactActivity = pgTable(
  'contact_activity',
  {
    id: id(),
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The enquiry it is about; null for the contact as a whole. Goes with a deleted lead. */
    leadId: text().references(() => leads.id, { onDelete: 'cascade' }),
    at: createdAt(),
    actorId: text(),
    actorName: text().notNull(),
    /** 'note', 'status', 'owner', 'follow-up', 'merge' or 'split' (sdk/schemas/contact.ts). */
    kind: text().notNull(),
    text: text().notNull().default(''),
    fromValue: text(),
    toValue: text(),
  },
  (table) => [index('contact_activity_contact_idx').on(table.contactId, table.at)],
);

/**
 * Contacts a person split apart by hand: the matching rules never join them again, even for a
 * later enquiry that matches both (a manual decision wins). One row per pair, the smaller id first.
 */
export const contactSeparations = pgTable(
  'contact_separations',
  {
    contactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    otherContactId: text()
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    at: createdAt(),
    actorName: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.otherContactId] }),
    index('contact_separations_other_idx').on(table.otherContactId),
  ],
);

/**
 * A lead's searched fields as one text, in the index below and in the inbox's filter alike (the
 * planner uses the index only for this very expression). The separator is a control character
 * (unit separator) no one types, so a match does not run from one field into the next as it
 * could with a space.
 */
export const leadSearchText = (lead: {
  name: AnyPgColumn;
  email: AnyPgColumn;
  mobile: AnyPgColumn;
  message: AnyPgColumn;
}) =>
  sql`(${lead.name} || E'\\x1f' || ${lead.email} || E'\\x1f' || ${lead.mobile} || E'\\x1f' || ${lead.message})`;

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
     * instead of storing a second (docs/api.md). Honoured for IDEMPOTENCY_KEY_HOURS, then set to
     * null (leadStore.ts, the retention job); never answered.
     */
    idempotencyKey: text(),
    /** The visitor ticked the optional marketing consent box (never pre-ticked). */
    marketingConsent: boolean().notNull().default(false),
    /**
     * With a ticked box: the exact wording the visitor agreed to and its version
     * (sdk/schemas/leadConsent.ts), written by the server from its own table, never by a client.
     */
    consentWording: text(),
    consentVersion: text(),
    /**
     * Its contact (issue 38); null for a lead filed as spam on arrival, which joins none. The
     * keys it was matched by: the e-mail lower-cased and trimmed, the mobile's ten digits.
     */
    contactId: text().references(() => contacts.id),
    emailKey: text(),
    mobileKey: text(),
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
    // A new lead's contact: the latest lead with its e-mail or mobile. A contact's enquiries,
    // oldest first, and which of them a lead is ("3rd enquiry").
    index('leads_email_key_created_at_idx').on(table.emailKey, table.createdAt),
    index('leads_mobile_key_created_at_idx').on(table.mobileKey, table.createdAt),
    index('leads_contact_created_at_idx').on(table.contactId, table.createdAt, table.id),
    // The inbox's search: trigrams of the four searched fields as one text (pg_trgm), so a
    // search reads the leads that can match instead of every lead (docs/performance.md,
    // "Contacts at 100,000 leads"). The filter searches the same expression (leadSearchText).
    index('leads_search_trgm_idx').using('gin', sql`${leadSearchText(table)} gin_trgm_ops`),
  ],
);

/**
 * Leads moved to the trash (issue 43): out of every read of `leads` (the inbox, export, dashboard,
 * contacts, tokens) because they are no longer in it, restorable for LEAD_TRASH_DAYS, then purged
 * by the retention job. The row is the lead as it was, and its own timeline lines, as JSON, so a
 * restore puts both back (server/data/leadTrash.ts).
 */
export const leadTrash = pgTable(
  'lead_trash',
  {
    /** The lead's own id: a restore gives it back, so links and webhooks still name it. */
    id: id(),
    lead: jsonb().$type<Record<string, unknown>>().notNull(),
    activity: jsonb().$type<Record<string, unknown>[]>().notNull(),
    /** When the lead arrived: LEAD_RETENTION_MONTHS deletes trashed leads by it, too. */
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    trashedAt: createdAt(),
    trashedById: text(),
    trashedByName: text().notNull(),
  },
  (table) => [index('lead_trash_trashed_at_idx').on(table.trashedAt, table.id)],
);

// The content tables (home, clients, ...) are derived from their declarations in sdk/content:
// server/db/contentTables.ts.

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

// Drafts, versions, trash, releases, preview links and review (issue 37, docs/drafts.md). One
// generic table of each, keyed by the declaration's key and the record's id; the JSON values are
// records as the API answers them, checked against the declaration's zod schemas on every write
// and read (server/content/drafts/*), so a new declaration needs no table of its own here.

/** A record as the API answers it (without `_id`), or some of its fields. */
type RecordJson = Record<string, unknown>;

/**
 * Unpublished changes: one draft per record at most. `changes` holds only the fields that differ
 * from the published record (every field of a new item), so a draft saved before someone else
 * published a different field does not undo that field when it is published.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    contentKey: text().notNull(),
    recordId: text().notNull(),
    changes: jsonb().$type<RecordJson>().notNull(),
    /** A collection item that is not public yet: publishing creates it. */
    isNew: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
    updatedById: text(),
    updatedByName: text().notNull(),
    /** 'editing', 'waiting' (asked for review) or 'sent-back' (with the reviewer's note). */
    reviewState: text().notNull().default('editing'),
    reviewNote: text().notNull().default(''),
    reviewByName: text(),
    reviewAt: timestamp({ withTimezone: true }),
    /**
     * Issue 47: the draft proposes to delete the published item (an editor under review);
     * publishing it moves the item to the trash. Its `changes`, if any, go to the trash with it.
     */
    proposesDelete: boolean().notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.contentKey, table.recordId] })],
);

/**
 * One row per publish of one record (never per keystroke): who, when, the record after it (null
 * once deleted) and, of the record before it, only the fields that changed (the whole record for
 * a delete). The audit entry of the publish names the version (audit_log.version_id).
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: id(),
    contentKey: text().notNull(),
    recordId: text().notNull(),
    /** 'create', 'update', 'delete' or 'restore' (from the trash). */
    action: text().notNull(),
    before: jsonb().$type<RecordJson>(),
    after: jsonb().$type<RecordJson>(),
    changedFields: jsonb().$type<string[]>().notNull(),
    actorId: text(),
    actorName: text().notNull(),
    at: createdAt(),
    /** The release that published it, when one did. */
    releaseId: text(),
  },
  (table) => [
    index('content_versions_record_idx').on(table.contentKey, table.recordId, table.at),
    index('content_versions_at_idx').on(table.at),
  ],
);

/** Deleted records, restorable until purged (30 days): the whole row, its draft if it had one. */
export const contentTrash = pgTable(
  'content_trash',
  {
    id: id(),
    contentKey: text().notNull(),
    recordId: text().notNull(),
    record: jsonb().$type<RecordJson>().notNull(),
    /** The item's place and creation time, so a restore puts it back where it was. */
    position: integer(),
    recordCreatedAt: timestamp({ withTimezone: true }),
    draft: jsonb().$type<RecordJson>(),
    deletedAt: createdAt(),
    deletedById: text(),
    deletedByName: text().notNull(),
    versionId: text(),
  },
  (table) => [
    index('content_trash_deleted_at_idx').on(table.deletedAt),
    index('content_trash_record_idx').on(table.contentKey, table.recordId),
  ],
);

/**
 * Drafts published together, now or at a time: a release is also the queue of scheduled work
 * (the job claims a due row with FOR UPDATE SKIP LOCKED, so it runs once across instances).
 */
export const contentReleases = pgTable(
  'content_releases',
  {
    id: id(),
    name: text().notNull(),
    /** 'open', 'scheduled', 'published' or 'failed'. */
    status: text().notNull().default('open'),
    scheduledAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    createdById: text(),
    createdByName: text().notNull(),
    publishedByName: text(),
    /** Why a scheduled run published nothing ('' unless failed). */
    failure: text().notNull().default(''),
  },
  (table) => [index('content_releases_due_idx').on(table.status, table.scheduledAt)],
);

/** What a release does to one record: publish its draft, or take a collection item off the site. */
export const contentReleaseItems = pgTable(
  'content_release_items',
  {
    releaseId: text()
      .notNull()
      .references(() => contentReleases.id, { onDelete: 'cascade' }),
    contentKey: text().notNull(),
    recordId: text().notNull(),
    /** 'publish' or 'unpublish'. */
    action: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.releaseId, table.contentKey, table.recordId] })],
);

/** Links that show the site with its drafts: a random 256-bit token, kept as its SHA-256. */
export const previewLinks = pgTable('preview_links', {
  id: id(),
  tokenHash: text().notNull().unique(),
  label: text().notNull().default(''),
  createdAt: createdAt(),
  createdById: text(),
  createdByName: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  revokedAt: timestamp({ withTimezone: true }),
});

/** How content is published, one row (id 'publishing'): "editors need review", admins only. */
export const publishingSettings = pgTable('publishing_settings', {
  id: id(),
  editorsNeedReview: boolean().notNull().default(false),
  updatedAt: createdAt(),
});

/**
 * Stored pictures that may have lost their last reference (a draft replaced or discarded, a
 * version pruned, a trash item purged): the picture collector deletes each file that no
 * published record, draft, version or trash item names any more.
 */
export const pictureCandidates = pgTable('picture_candidates', {
  path: text().primaryKey(),
  since: createdAt(),
});

/**
 * Issue 38: endpoints of other systems that hear of leads and published content. The signing
 * secret is kept sealed (AES-256-GCM, server/webhooks/secretBox.ts): the server must read it to
 * sign, so it cannot be a hash, and a copy of the database alone does not give it away.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text().notNull(),
  description: text().notNull().default(''),
  /** Of sdk/schemas/webhooks WebhookEventType. */
  events: text().array().notNull(),
  active: boolean().notNull().default(true),
  secretSealed: text().notNull(),
  createdAt: createdAt(),
  createdById: text(),
  createdByName: text().notNull(),
  updatedAt: createdAt(),
});

/**
 * The delivery queue and its log in one: one row per event and endpoint. A worker on any
 * instance claims due rows with FOR UPDATE SKIP LOCKED and a lease (`next_attempt_at` moved
 * past the attempt, `claim_id` its own), so a crashed instance's rows are taken again after it.
 * `payload` is the exact body that is signed and sent, on every attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: text()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    eventType: text().notNull(),
    payload: text().notNull(),
    /** 'pending', 'succeeded' or 'failed'. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimId: text(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    responseStatus: integer(),
    latencyMs: integer(),
    error: text(),
    resentFrom: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/**
 * Issue 38: tokens for other systems, scoped (sdk/schemas/users TokenScopes), always expiring.
 * Only the SHA-256 of a token is kept, as for sessions; `hint` is its last four characters.
 */
export const apiTokens = pgTable('api_tokens', {
  id: id(),
  name: text().notNull(),
  scope: text().$type<TokenScope>().notNull(),
  tokenHash: text().notNull().unique(),
  hint: text().notNull(),
  createdAt: createdAt(),
  createdById: text(),
  createdByName: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  revokedAt: timestamp({ withTimezone: true }),
  lastUsedAt: timestamp({ withTimezone: true }),
});

/**
 * Old addresses answering 301 (issue 44): made when a published page's address changes, or by
 * hand. `from_path` is a path on this site; `to_path` a path or an https:// address.
 */
export const redirects = pgTable('redirects', {
  fromPath: text().primaryKey(),
  toPath: text().notNull(),
  origin: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: text().notNull().default(''),
});
