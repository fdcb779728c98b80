// No zod here: the lead page is part of the public pages' hydration chunk, which must not carry a
// schema library; leadConsent.ts builds the schema from this table.

/**
 * The marketing consent a visitor may give with a lead (never pre-ticked, never required). The
 * wording is versioned: a lead stores the version the visitor was shown and the server stores the
 * wording of that version from this table, never text a client sends, so what the inbox and the
 * CSV show is exactly what the visitor agreed to. A new wording gets a new version here; the old
 * ones stay, so a page rendered before a deploy still sends a version the server knows.
 */
export const CONSENT_WORDINGS = {
  '2026-11':
    'Yes, send me news and offers about courses by e-mail, SMS or WhatsApp. I can unsubscribe at any time.',
} as const;
export type ConsentVersion = keyof typeof CONSENT_WORDINGS;

/** The version the lead forms show today. */
export const CURRENT_CONSENT_VERSION: ConsentVersion = '2026-11';

/** The wording the lead forms show today. */
export const CURRENT_CONSENT_WORDING: string = CONSENT_WORDINGS[CURRENT_CONSENT_VERSION];
