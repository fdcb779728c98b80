import { createHash } from 'node:crypto';
import type { ContentKey } from '@/sdk/content';

// Every id the contracts give a record: the consumer tests send and expect them, the provider
// states seed under them, the webhook message contracts carry them. Each is written here once.
//
// They are fixed, valid RFC 4122 version-4 UUIDs (`xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx`), so
// a backend whose records are keyed by UUIDs can store each seeded record under the id its state
// names. That matters where Pact cannot put in the id a state answered: a multipart request (a
// content update sent as a form) still sends these examples (docs/contracts.md, "Ids").
//
// Readable by design: `KKKKKKKK-0000-4000-8000-NNNNNNNNNNNN`, the first group names the kind of
// record (the table below), the last one numbers the records of that kind. MISSING_ID (kind
// 00000000, contracts/consumer/contentContract.ts) names a record that is never seeded.
//
//   00000001 user             00000006 API token        0000000b contact activity
//   00000002 lead             00000007 preview link     0000000c audit entry
//   00000003 contact          00000008 content version  00000010 content record (by key below)
//   00000004 webhook          00000009 trash entry
//   00000005 delivery         0000000a release          0000000d experiment

/** Users (the `admins` of the server). */
export const USER_ID = {
  /** The user of the admin token ('a valid admin token exists' with `userId`): "me". */
  tokenUser: '00000001-0000-4000-8000-000000000001',
  /** Edna, an editor: changed, deleted, audited, refused as a contact's owner, a draft's author. */
  editor: '00000001-0000-4000-8000-000000000002',
  /** Meera, the sales user who owns the webhook messages' contact. */
  sales: '00000001-0000-4000-8000-000000000003',
} as const;

/** Enquiries (leads). */
export const LEAD_ID = {
  /** The inbox's example lead (leadsInbox.pact.test.ts). */
  inbox: '00000002-0000-4000-8000-000000000001',
  /** The same lead, filed as spam. */
  spam: '00000002-0000-4000-8000-000000000002',
  /** The same lead, in the trash (leadTrash.pact.test.ts). */
  trashed: '00000002-0000-4000-8000-000000000003',
  /** The lead an API token with the leads scope changes (integrations.pact.test.ts). */
  bearer: '00000002-0000-4000-8000-000000000004',
  /** The lead of today the dashboard counts. */
  today: '00000002-0000-4000-8000-000000000005',
  /** The lead the site just sent (the id the answer shows). */
  created: '00000002-0000-4000-8000-000000000006',
  /** The school's two enquiries, oldest first (contracts/contactExample.ts). */
  schoolFirst: '00000002-0000-4000-8000-000000000011',
  schoolSecond: '00000002-0000-4000-8000-000000000012',
  /** The other contact's enquiry. */
  other: '00000002-0000-4000-8000-000000000021',
  /** The lead of the webhook messages (contracts/webhookExample.ts). */
  webhook: '00000002-0000-4000-8000-000000000031',
} as const;

/** Contacts (the people enquiries join). */
export const CONTACT_ID = {
  /** The school that asked twice. */
  school: '00000003-0000-4000-8000-000000000001',
  /** Another contact, to merge. */
  other: '00000003-0000-4000-8000-000000000002',
  /** The inbox lead's contact (answers only). */
  inbox: '00000003-0000-4000-8000-000000000003',
  /** The contact a split makes (answers only). */
  split: '00000003-0000-4000-8000-000000000004',
  /** The webhook messages' contact. */
  webhook: '00000003-0000-4000-8000-000000000005',
} as const;

export const WEBHOOK_ID = '00000004-0000-4000-8000-000000000001';
export const DELIVERY_ID = {
  /** The delivery whose attempt failed. */
  failed: '00000005-0000-4000-8000-000000000001',
  /** Its resend, a new delivery of the same event (answers only). */
  resent: '00000005-0000-4000-8000-000000000002',
} as const;
export const API_TOKEN_ID = '00000006-0000-4000-8000-000000000001';
export const PREVIEW_LINK_ID = '00000007-0000-4000-8000-000000000001';
/** The FAQ entry's versions, oldest first (the states answer the ids the server made). */
export const VERSION_ID = {
  first: '00000008-0000-4000-8000-000000000001',
  second: '00000008-0000-4000-8000-000000000002',
  third: '00000008-0000-4000-8000-000000000003',
} as const;
/** The FAQ entry in the trash (the state answers the id the server made). */
export const TRASH_ID = '00000009-0000-4000-8000-000000000001';
export const RELEASE_ID = {
  /** The open release with the FAQ entry's draft (drafts.pact.test.ts). */
  drafts: '0000000a-0000-4000-8000-000000000001',
  /** The release of the webhook messages. */
  webhook: '0000000a-0000-4000-8000-000000000002',
} as const;
export const CONTACT_ACTIVITY_ID = '0000000b-0000-4000-8000-000000000001';
export const AUDIT_ENTRY_ID = '0000000c-0000-4000-8000-000000000001';
/** The running experiment on a block (experiments.pact.test.ts). */
export const EXPERIMENT_ID = '0000000d-0000-4000-8000-000000000001';
/**
 * The block it tests. A block's id names it within its page, not a record, but the contract's
 * rule is one shape for every id it sends, and the page builder makes new blocks' ids the same way.
 */
export const EXPERIMENT_BLOCK_ID = '0000000d-0000-4000-8000-000000000002';

/** The seeded record of each content contract (contracts/consumer/contentCases.ts), by key. */
export const CONTENT_ID = {
  faqs: '00000010-0000-4000-8000-000000000001',
  featureTabs: '00000010-0000-4000-8000-000000000002',
  whyChoose: '00000010-0000-4000-8000-000000000003',
  eLearning: '00000010-0000-4000-8000-000000000004',
  settings: '00000010-0000-4000-8000-000000000005',
  clients: '00000010-0000-4000-8000-000000000006',
  testimonials: '00000010-0000-4000-8000-000000000007',
  home: '00000010-0000-4000-8000-000000000008',
  course: '00000010-0000-4000-8000-000000000009',
  launch: '00000010-0000-4000-8000-00000000000a',
  business: '00000010-0000-4000-8000-00000000000b',
  privacyPolicy: '00000010-0000-4000-8000-00000000000c',
  termsPolicy: '00000010-0000-4000-8000-00000000000d',
  refundPolicy: '00000010-0000-4000-8000-00000000000e',
} as const satisfies Partial<Record<ContentKey, string>>;

/** Content records outside the content contracts: the drafts' FAQ entry, the webhook one. */
export const FAQ_ID = {
  drafts: '00000010-0000-4000-8000-000000000101',
  webhook: '00000010-0000-4000-8000-000000000102',
  /** A second FAQ entry, for an order of two (issue 47's proposed order). */
  second: '00000010-0000-4000-8000-000000000103',
} as const;

/**
 * The id of a content contract's record: the one above, or (for a declaration added since, whose
 * contract is derived: contracts/consumer/derivedContract.ts) one made from its key, so a new
 * declaration needs no line here and still gets a UUID-shaped id of the content kind.
 */
export function contentRecordId(key: string): string {
  const written: Partial<Record<string, string>> = CONTENT_ID;
  return written[key] ?? `00000010-0000-4000-8000-${sha256(key).slice(0, 12)}`;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
