// The records the issue-37 contracts name (consumer) and seed (provider): one FAQ entry.
export const PACT_FAQ = {
  id: 'faq-pact-1',
  question: 'Is there an app?',
  answer: 'Yes, on Android and iOS.',
} as const;

/** The draft of the FAQ entry: a new answer. */
export const PACT_FAQ_DRAFT = { answer: 'Yes: Android, iOS and the web.' } as const;

export const PACT_RELEASE_ID = 'release-pact-1';
export const PACT_PREVIEW_LINK_ID = 'preview-pact-1';
/** The token user's id, so the user's own delete can be undone (it names its deleter). */
export const PACT_USER_ID = 'user-pact-1';
