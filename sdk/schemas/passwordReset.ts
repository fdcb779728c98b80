import { z } from 'zod';
import { RecordId } from './common';
import { PASSWORD_MIN_LENGTH, PasswordMessages } from './users';

// Password reset (issue 47 item 5, docs/security.md): a single-use link valid for an hour, made by
// an admin for a user (shown once, e-mailed too when it can be) or asked for by e-mail from the
// sign-in page. The token travels in the link's fragment, which no browser sends to a server.

/** The console's page that takes the link: `/reset-password#<token>`. */
export const RESET_PASSWORD_PATH = '/reset-password';

/** How long a link works, in minutes. */
export const RESET_LINK_MINUTES = 60;

/** An admin makes a reset link for this user. */
export const PasswordResetCreate = z.object({ userId: RecordId });
export type PasswordResetCreate = z.infer<typeof PasswordResetCreate>;

/** The link, answered once (only its hash is kept), and whether it was e-mailed to the user too. */
export const PasswordResetLink = z.object({
  username: z.string(),
  link: z.string().min(1),
  expiresAt: z.string(),
  emailed: z.boolean(),
});
export type PasswordResetLink = z.infer<typeof PasswordResetLink>;

/** What the sign-in page offers: "Forgot password?" only when a link can be e-mailed. */
export const PasswordResetOptions = z.object({ byEmail: z.boolean() });
export type PasswordResetOptions = z.infer<typeof PasswordResetOptions>;

/** Someone asks for a link by e-mail, naming their username (their e-mail address). */
export const PasswordResetRequest = z.object({
  username: z
    .string({ error: 'Enter your username.' })
    .trim()
    .min(1, 'Enter your username.')
    .max(100, 'Keep the username under 100 characters.'),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** The link's token and the new password (the server also applies the password rules). */
export const PasswordResetSet = z.object({
  token: z.string().min(1, 'The link has no token.').max(200, 'This reset link is not valid.'),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PasswordMessages.tooShort)
    .max(1000, 'Keep the password under 1000 characters.'),
});
export type PasswordResetSet = z.infer<typeof PasswordResetSet>;

export const PasswordResetMessages = {
  created: 'Reset link made. Give it to them now: it is not shown again.',
  /** The same whether or not the username exists, so the answer tells nobody which ones do. */
  requested:
    'If that username has an e-mail address, a reset link is on its way. It works once, for an hour.',
  invalid: 'This reset link is not valid. Ask an admin for a new one.',
  expired: 'This reset link has expired: links work for an hour. Ask for a new one.',
  used: 'This reset link has been used already. Ask for a new one if you need it.',
  done: 'Your password is set. Sign in with it now.',
  byEmailOff: 'Resetting a password by e-mail is not set up on this site. Ask an admin.',
  slowed: (seconds: number) =>
    `Too many reset requests for this username. Please wait ${seconds} seconds and try again.`,
  tooMany: 'Too many reset requests. Please wait 15 minutes and try again.',
} as const;
