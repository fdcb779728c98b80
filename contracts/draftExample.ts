import { FAQ_ID, PREVIEW_LINK_ID, RELEASE_ID, USER_ID } from './pactIds';

// The records the issue-37 contracts name (consumer) and seed (provider): one FAQ entry.
export const PACT_FAQ = {
  id: FAQ_ID.drafts,
  question: 'Is there an app?',
  answer: 'Yes, on Android and iOS.',
} as const;

/** A second FAQ entry, added after the first (so listed before it: new items go first). */
export const PACT_SECOND_FAQ = {
  id: FAQ_ID.second,
  question: 'Can I take payments?',
  answer: 'Yes, by UPI and card.',
} as const;

/** The draft of the FAQ entry: a new answer. */
export const PACT_FAQ_DRAFT = { answer: 'Yes: Android, iOS and the web.' } as const;

export const PACT_RELEASE_ID = RELEASE_ID.drafts;
export const PACT_PREVIEW_LINK_ID = PREVIEW_LINK_ID;
/** The token user's id, so the user's own delete can be undone (it names its deleter). */
export const PACT_USER_ID = USER_ID.tokenUser;
