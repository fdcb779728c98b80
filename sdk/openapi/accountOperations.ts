import { z } from 'zod';
import { AuditPage, AuditQuery } from '../schemas/audit';
import { LoginRequest, LoginResponse } from '../schemas/auth';
import { DeletedId } from '../schemas/envelope';
import {
  PasswordResetCreate,
  PasswordResetLink,
  PasswordResetOptions,
  PasswordResetRequest,
  PasswordResetSet,
} from '../schemas/passwordReset';
import {
  RecoveryCodes,
  SecurityOverview,
  SecuritySettings,
  TwoFactorConfirmation,
  TwoFactorEnable,
  TwoFactorLogin,
  TwoFactorSetup,
} from '../schemas/twoFactor';
import {
  CurrentUser,
  ReviewEmails,
  PasswordChange,
  PasswordChanged,
  User,
  UserChange,
  UserCreate,
  UserCreated,
  UserDelete,
} from '../schemas/users';
import type { OperationCatalogue } from './operation';

// Signing in, one's own account, users, sign-in rules and the audit log (docs/api.md).

const login = {
  contentType: 'application/json',
  description:
    "Outside the envelope: `{ token, message, expiresAt }` (the spec's client reads `message`).",
  schema: LoginResponse,
};

export const accountOperations: OperationCatalogue = {
  'POST /api/admin/auth/login': {
    tag: 'Sign-in',
    summary:
      'Sign in with username and password; an account with two-factor gets a challenge (401)',
    request: LoginRequest,
    answer: login,
    errors: [401, 429, 503],
  },
  'POST /api/admin/auth/login/two-factor': {
    tag: 'Sign-in',
    summary: 'Finish a two-factor sign-in with the challenge and an authenticator or recovery code',
    request: TwoFactorLogin,
    answer: login,
    errors: [401, 410, 429],
  },
  'POST /api/admin/auth/logout': {
    tag: 'Sign-in',
    summary: 'Sign out this session',
    data: z.null(),
  },
  'POST /api/admin/account/me': {
    tag: 'Own account',
    summary: 'Who is signed in: name, role, two-factor state',
    data: CurrentUser,
  },
  'POST /api/admin/account/password': {
    tag: 'Own account',
    summary: 'Change the own password; answers a fresh session (every other one ends)',
    request: PasswordChange,
    data: PasswordChanged,
  },
  'POST /api/admin/account/signout-all': {
    tag: 'Own account',
    summary: 'End every session of the own account',
    data: z.null(),
  },
  'POST /api/admin/account/review-emails': {
    tag: 'Own account',
    summary: 'Turn the own "E-mail me about reviews" on or off',
    request: ReviewEmails,
    data: ReviewEmails,
  },
  'POST /api/admin/account/two-factor/setup': {
    tag: 'Two-factor sign-in',
    summary: 'Start setting up an authenticator: a secret and its QR code',
    data: TwoFactorSetup,
    errors: [409],
  },
  'POST /api/admin/account/two-factor/enable': {
    tag: 'Two-factor sign-in',
    summary: 'Confirm the set-up with a code; answers the recovery codes, shown once',
    request: TwoFactorEnable,
    data: RecoveryCodes,
    errors: [409],
  },
  'POST /api/admin/account/two-factor/recovery-codes': {
    tag: 'Two-factor sign-in',
    summary: 'New recovery codes (the old ones stop working)',
    request: TwoFactorConfirmation,
    data: RecoveryCodes,
    errors: [409],
  },
  'POST /api/admin/account/two-factor/disable': {
    tag: 'Two-factor sign-in',
    summary: 'Turn two-factor sign-in off with the password and a code',
    request: TwoFactorConfirmation,
    data: z.null(),
    errors: [409],
  },
  'POST /api/admin/security/getall': {
    tag: 'Users',
    summary: 'The sign-in rules and the admins without two-factor',
    data: SecurityOverview,
  },
  'POST /api/admin/security/update': {
    tag: 'Users',
    summary: 'Require two-factor sign-in for admins, or not',
    request: SecuritySettings,
    data: SecurityOverview,
    errors: [409],
  },
  'POST /api/admin/users/getall': { tag: 'Users', summary: 'Every user', data: z.array(User) },
  'POST /api/admin/users/create': {
    tag: 'Users',
    summary: 'Add a user; answers its one-time password, shown once',
    request: UserCreate,
    data: UserCreated,
    errors: [409],
  },
  'POST /api/admin/users/update': {
    tag: 'Users',
    summary: 'Change a role, or disable or enable a user',
    request: UserChange,
    data: User,
    errors: [404, 409],
  },
  'POST /api/admin/users/delete': {
    tag: 'Users',
    summary: 'Delete a user (never the last admin)',
    request: UserDelete,
    data: DeletedId,
    errors: [404, 409],
  },
  'POST /api/admin/users/password-reset': {
    tag: 'Users',
    summary:
      'Make a single-use password reset link for a user (an hour); answered once, e-mailed too when it can be',
    request: PasswordResetCreate,
    data: PasswordResetLink,
    errors: [404, 409],
  },
  'POST /api/admin/auth/password-reset/options': {
    tag: 'Sign-in',
    summary: 'Whether the sign-in page may offer a reset link by e-mail',
    data: PasswordResetOptions,
  },
  'POST /api/admin/auth/password-reset/request': {
    tag: 'Sign-in',
    summary: 'Ask for a reset link by e-mail; the same answer whether the username exists or not',
    request: PasswordResetRequest,
    data: z.null(),
    errors: [409, 429],
  },
  'POST /api/admin/auth/password-reset': {
    tag: 'Sign-in',
    summary: "Set a new password with a reset link's token (once); every session of the user ends",
    request: PasswordResetSet,
    data: z.null(),
    errors: [404, 410, 429, 503],
  },
  'POST /api/admin/audit/getall': {
    tag: 'Audit log',
    summary: 'One page of the audit log, newest first',
    request: AuditQuery,
    data: AuditPage,
  },
};
