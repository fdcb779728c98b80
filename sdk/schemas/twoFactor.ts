import { z } from 'zod';

/**
 * Two-factor sign-in (issue 33 item 10): a TOTP from an authenticator app, or a recovery code.
 * docs/api.md ("Two-factor sign-in") has the calls; the server checks with these same schemas.
 */

/** Digits of an authenticator's code. */
export const TOTP_DIGITS = 6;
/** Recovery codes given at once; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code (base32: 80 random bits), shown in groups of four. */
export const RECOVERY_CODE_LENGTH = 16;

export const TwoFactorMessages = {
  /** The first answer of a sign-in whose account has two-factor on (a 401 with a challenge). */
  codeNeeded: 'Enter the code from your authenticator app to finish signing in.',
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app, or a recovery code.`,
  totpFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
  wrongCode: 'That code is not right. Enter the current code from your authenticator app.',
  /** The challenge expired, was used, or had too many wrong codes (410): back to the password. */
  signInAgain: 'This sign-in has expired or had too many wrong codes. Please sign in again.',
  /** Too many wrong authenticator codes in a row: only a recovery code signs in now. */
  useRecoveryCode:
    'Too many wrong codes for this account: enter one of your recovery codes instead, or ask the operator to reset two-factor sign-in.',
  /** The guard's 403 for an admin without two-factor while the site requires it. */
  setUpFirst: 'Set up two-factor sign-in first: an admin requires it.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to use another authenticator.',
  notOn: 'Two-factor sign-in is not on for this account.',
  setupExpired: 'The set-up expired. Start again and scan the new QR code.',
  wrongPassword: 'The password is not right.',
  /** Refused when an admin without two-factor would switch the requirement on for everyone. */
  ownFirst: 'Turn on two-factor sign-in for your own account first, so you cannot be locked out.',
} as const;

/** Spaces and dashes are for reading; base32 has no 0, 1 or 8, so those are the O, I and B meant. */
const normalizeCode = (value: string) => {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === TOTP_DIGITS
    ? compact
    : compact.replace(/0/g, 'O').replace(/1/g, 'I').replace(/8/g, 'B');
};

const TOTP_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_PATTERN = new RegExp(`^[A-Z2-7]{${RECOVERY_CODE_LENGTH}}$`);

/** What the authenticator shows: six digits (spaces allowed while typing). */
export const TotpCode = z
  .string({ error: TwoFactorMessages.totpFormat })
  .max(20, TwoFactorMessages.totpFormat)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(TOTP_PATTERN, TwoFactorMessages.totpFormat));
export type TotpCode = z.infer<typeof TotpCode>;

/** An authenticator's code or a recovery code (ABCD-EFGH-JKLM-NOPQ; case and dashes ignored). */
export const TwoFactorCode = z
  .string({ error: TwoFactorMessages.codeFormat })
  .max(40, TwoFactorMessages.codeFormat)
  .transform(normalizeCode)
  .pipe(
    z.string().refine((code) => TOTP_PATTERN.test(code) || RECOVERY_PATTERN.test(code), {
      message: TwoFactorMessages.codeFormat,
    }),
  );
export type TwoFactorCode = z.infer<typeof TwoFactorCode>;

/** Whether a (normalized) code is a recovery code rather than an authenticator's. */
export const isRecoveryCode = (code: TwoFactorCode): boolean => RECOVERY_PATTERN.test(code);

/** The random sign-in challenge (256 bits, base64url): the second step's proof of the first. */
export const TwoFactorChallengeId = z
  .string({ error: 'The sign-in challenge is missing.' })
  .min(1, 'The sign-in challenge is missing.')
  .max(200, TwoFactorMessages.signInAgain);

/**
 * The 401 that a sign-in with the right password gets when its account has two-factor on. A
 * spec-era client reads it as a failed login and shows `message`; the console asks for the code.
 */
export const TwoFactorChallenge = z.object({
  success: z.literal(false),
  msg: z.string(),
  message: z.string(),
  twoFactorRequired: z.literal(true),
  challenge: z.string().min(1),
  /** When the challenge ends (ISO 8601); the password must be entered again after it. */
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** The second step of a sign-in: the challenge and a code. The answer is the login answer. */
export const TwoFactorLogin = z.object({ challenge: TwoFactorChallengeId, code: TwoFactorCode });
export type TwoFactorLogin = z.infer<typeof TwoFactorLogin>;

/** Where an account stands; part of the current user (`/api/admin/account/me`). */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when two-factor is off). */
  recoveryCodesLeft: z.number().int().min(0),
  /** The site requires it of this user (an admin while "require two-factor for admins" is on). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** An account without any two-factor (also how an older server's answer reads). */
export const TWO_FACTOR_OFF: TwoFactorStatus = {
  enabled: false,
  recoveryCodesLeft: 0,
  required: false,
};

/** The start of an enrolment: scan the QR code, or type the secret. Shown once, never stored here. */
export const TwoFactorSetup = z.object({
  /** The TOTP secret in base32, for typing into an app that cannot scan. */
  secret: z.string().min(1),
  /** The otpauth:// URI the QR code holds. */
  otpauthUrl: z.string().startsWith('otpauth://totp/'),
  /** The QR code as an SVG data URL (made on the server: the console carries no QR encoder). */
  qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
  /** When the set-up ends unless confirmed with a code (ISO 8601). */
  expiresAt: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/**
 * The signed-in user's password, asked again before two-factor is turned on or off or its
 * recovery codes replaced (issue 43): a session alone, stolen or left open, cannot do it.
 */
export const CurrentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(1000, 'Keep the password under 1000 characters.');

/** Confirms an enrolment with the current password and the authenticator's current code. */
export const TwoFactorEnable = z.object({ currentPassword: CurrentPassword, code: TotpCode });
export type TwoFactorEnable = z.infer<typeof TwoFactorEnable>;

/** New recovery codes, shown once (only their hashes are kept). */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).min(1) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Turning two-factor off or getting new recovery codes: the current password and a code, again. */
export const TwoFactorConfirmation = z.object({
  currentPassword: CurrentPassword,
  code: TwoFactorCode,
});
export type TwoFactorConfirmation = z.infer<typeof TwoFactorConfirmation>;

/** The site's sign-in rules (admins only). */
export const SecuritySettings = z.object({
  requireTwoFactorForAdmins: z.boolean({ error: 'Send requireTwoFactorForAdmins: true or false.' }),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** The rules and whom they concern: the admins who have not set two-factor up yet. */
export const SecurityOverview = SecuritySettings.extend({
  adminsWithoutTwoFactor: z.array(z.string()),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;
