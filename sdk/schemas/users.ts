import { z } from 'zod';
import { RecordId } from './common';
import { TWO_FACTOR_OFF, TwoFactorStatus } from './twoFactor';

/**
 * 'admin' may do everything, users included; 'editor' edits content and media only (issue 15);
 * 'sales' works the leads: the inbox, contacts, owners and follow-ups, the dashboard (issue 38).
 */
export const Role = z.enum(['admin', 'editor', 'sales'], {
  error: 'The role must be admin, editor or sales.',
});
export type Role = z.infer<typeof Role>;

/**
 * Which roles may use each area: the server's guards and the console's navigation read this one
 * table, so what the console shows and what the server allows cannot drift apart.
 */
export const Permissions = {
  /** Content sections and collections, their images included (media). */
  content: ['admin', 'editor'],
  /** The inbox, contacts, owners, follow-ups, the export and the dashboard. */
  leads: ['admin', 'sales'],
  users: ['admin'],
  audit: ['admin'],
  /**
   * Issue 37: turning "editors need review" on and off, sending drafts back, and publishing
   * while it is on (docs/drafts.md). With it off, whoever has `content` publishes.
   */
  review: ['admin'],
  /** One's own password, two-factor sign-in, sign-out, sign-out everywhere. */
  account: ['admin', 'editor', 'sales'],
  /** Issue 38: webhooks and API tokens (what other systems may hear and do). */
  integrations: ['admin'],
  /**
   * Issue 43: moving leads to the trash and purging them. Sales works leads but removes none;
   * the trash's list and restore stay with `leads`.
   */
  leadRemoval: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Area = keyof typeof Permissions;

/** Whether a role may use an area. */
export const can = (role: Role, area: Area): boolean =>
  (Permissions[area] as readonly Role[]).includes(role);

/**
 * What an API token may do (issue 38): a scope names one area of `Permissions`, and whether the
 * token may also call that area's writing routes or only its reading ones. The server's one role
 * guard reads this table; a token never reaches an area its scope does not name.
 */
export const TokenScope = z.enum(['read-leads', 'content'], {
  error: 'The scope must be read-leads or content.',
});
export type TokenScope = z.infer<typeof TokenScope>;

export const TokenScopes = {
  /** The leads area's reading routes: the inbox list, the export, the dashboard. */
  'read-leads': { area: 'leads', writes: false, label: 'Read leads' },
  /** Every content route: sections, collections, drafts, releases, history, preview links. */
  content: { area: 'content', writes: true, label: 'Content' },
} as const satisfies Record<TokenScope, { area: Area; writes: boolean; label: string }>;

/** Whether a token of `scope` may call a route of `area` that reads only (`readOnly`) or writes. */
export const scopeAllows = (scope: TokenScope, area: Area, readOnly: boolean): boolean =>
  TokenScopes[scope].area === area && (readOnly || TokenScopes[scope].writes);

/** Shortest password a user may choose (generated ones are longer). */
export const PASSWORD_MIN_LENGTH = 12;

export const PasswordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  username: 'The password must not contain your username.',
  common: 'This password is one of the 10,000 most common ones; choose another.',
  same: 'The new password must differ from the current one.',
  wrongCurrent: 'The current password is not right.',
} as const;

export const Username = z
  .string({ error: 'A username is required.' })
  .trim()
  .min(3, 'Use at least 3 characters for the username.')
  .max(100, 'Keep the username under 100 characters.')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Use letters, digits and . _ @ - only in the username.');

/** A staff account as the Users screen reads it; never its password hash. */
export const User = z.object({
  _id: RecordId,
  username: z.string(),
  role: Role,
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof User>;

/**
 * Who is signed in: the console shapes its navigation on the role, and sends a user to My account
 * while a one-time password or a required two-factor set-up is pending.
 */
export const ReviewEmailsBlocked = z.enum(['no-smtp', 'no-address']);
export type ReviewEmailsBlocked = z.infer<typeof ReviewEmailsBlocked>;

export const CurrentUser = User.pick({
  _id: true,
  username: true,
  role: true,
  mustChangePassword: true,
}).extend({
  twoFactor: TwoFactorStatus.default(TWO_FACTOR_OFF),
  /** "E-mail me about reviews" (issue 47): on unless the user turned it off. */
  reviewEmails: z.boolean().default(true),
  /**
   * Why review e-mails cannot reach this user whatever the setting: the server sends no mail
   * (SMTP_HOST unset), or the username is not an e-mail address (users have no other). Null: they
   * can. My account says so instead of offering a switch that does nothing.
   */
  reviewEmailsBlocked: ReviewEmailsBlocked.nullable().default(null),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * "E-mail me about reviews" (issue 47): drafts waiting (reviewers), and one's own asked-for
 * drafts published or sent back. Sent only when SMTP is set and the username is an address.
 */
export const ReviewEmails = z.strictObject({
  reviewEmails: z.boolean({ error: 'Say true or false.' }),
});
export type ReviewEmails = z.infer<typeof ReviewEmails>;

export const UserCreate = z.object({ username: Username, role: Role });
export type UserCreate = z.infer<typeof UserCreate>;

/** The new user and its one-time password, shown to the admin once and never stored in clear. */
export const UserCreated = z.object({ user: User, password: z.string().min(1) });
export type UserCreated = z.infer<typeof UserCreated>;

/** Change a user's role or disabled flag (either or both). */
export const UserChange = z
  .object({ userId: RecordId, role: Role.optional(), disabled: z.boolean().optional() })
  .refine((c) => c.role !== undefined || c.disabled !== undefined, {
    message: 'Send a role or a disabled flag to change.',
  });
export type UserChange = z.infer<typeof UserChange>;

export const UserDelete = z.object({ userId: RecordId });
export type UserDelete = z.infer<typeof UserDelete>;

/** Own password change: the server also checks the username and the common-password list. */
export const PasswordChange = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1000),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PasswordMessages.tooShort)
    .max(1000, 'Keep the password under 1000 characters.'),
});
export type PasswordChange = z.infer<typeof PasswordChange>;

/** After a password change every session ends; this new one keeps the current browser in. */
export const PasswordChanged = z.object({ token: z.string().min(1), expiresAt: z.string() });
export type PasswordChanged = z.infer<typeof PasswordChanged>;

/** A create refused because the username is in use (409, named at the `username` field). */
export const USERNAME_TAKEN = 'This username is taken; choose another.';

/** The 409 when a change would leave no active admin. */
export const LAST_ADMIN =
  'This is the last active admin: make another user an admin first, so someone can still manage users.';
