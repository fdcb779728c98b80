import { z } from 'zod';
import { RecordId } from './common';
import { TokenScope } from './users';

// API tokens (issue 38, docs/api.md "API tokens"): made by admins for other systems, scoped to
// one area (sdk/schemas/users TokenScopes), always with an expiry. The token is shown once.

export const API_TOKEN_DAYS_DEFAULT = 90;
export const API_TOKEN_DAYS_MAX = 365;
/** Every token starts so, which makes a leaked one easy to spot in logs and code. */
export const API_TOKEN_PREFIX = 'lms_';

export const ApiTokenCreate = z.strictObject({
  /** What it is for, e.g. 'CRM import'. */
  name: z
    .string({ error: 'Give the token a name.' })
    .trim()
    .min(1, 'Give the token a name.')
    .max(100, 'Keep the name under 100 characters.'),
  scope: TokenScope,
  /** Days until it stops working. */
  days: z
    .number({ error: 'Give the days as a number.' })
    .int('Give whole days.')
    .min(1, 'A token lasts at least a day.')
    .max(API_TOKEN_DAYS_MAX, `A token lasts at most ${API_TOKEN_DAYS_MAX} days.`)
    .default(API_TOKEN_DAYS_DEFAULT),
});
export type ApiTokenCreate = z.input<typeof ApiTokenCreate>;

/**
 * Whether the person who made a token could make it now (issue 43): a token works only while
 * its maker is an enabled admin, so one made by someone since disabled, demoted or deleted stops
 * (401), and one whose maker is enabled or made admin again works again. Deleted is for good.
 */
export const MakerStatus = z.enum(['active', 'disabled', 'not-admin', 'deleted']);
export type MakerStatus = z.infer<typeof MakerStatus>;

/** A token as lists show it: never the token itself, only its last four characters. */
export const ApiToken = z.object({
  _id: RecordId,
  name: z.string(),
  scope: TokenScope,
  hint: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Neither expired nor revoked. It works when this is true and `makerStatus` is `active`. */
  active: z.boolean(),
  /** The maker named in `createdBy`, as things stand now. */
  makerStatus: MakerStatus,
});
export type ApiToken = z.infer<typeof ApiToken>;

/** A new token: `token` is sent as `Authorization: Bearer <token>`, and shown this once. */
export const ApiTokenCreated = ApiToken.extend({
  token: z.string().startsWith(API_TOKEN_PREFIX).min(40),
});
export type ApiTokenCreated = z.infer<typeof ApiTokenCreated>;

export const ApiTokenRef = z.strictObject({ tokenId: RecordId });
export type ApiTokenRef = z.infer<typeof ApiTokenRef>;

export const ApiTokenMessages = {
  fetched: 'API tokens fetched.',
  created: 'API token created. Copy it now: it is not shown again.',
  revoked: 'API token revoked.',
  notFound: 'No API token with this id.',
  /** 401: the Bearer token is not one the server knows, or it expired or was revoked. */
  unknown: 'This API token is unknown, expired or revoked.',
  /** 403: a live token whose scope does not include the route. */
  outOfScope: "This API token's scope does not allow this. Make a token with the scope it needs.",
} as const;
