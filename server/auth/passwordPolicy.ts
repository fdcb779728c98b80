import { readFileSync } from 'node:fs';
import { PASSWORD_MIN_LENGTH, PasswordMessages } from '@/sdk/schemas/users';

let common: Set<string> | undefined;

/** The 10,000 most common passwords (scripts/common-passwords.mjs wrote the file), lower case. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.toLowerCase()),
  );
  return common;
}

/**
 * Why a new password is refused, or null if it is acceptable: too short, containing the username,
 * or one of the 10,000 most common passwords (compared without case, as attackers try variants).
 */
export function passwordProblem(password: string, username: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PasswordMessages.tooShort;
  const lower = password.toLowerCase();
  if (lower.includes(username.trim().toLowerCase())) return PasswordMessages.username;
  if (commonPasswords().has(lower)) return PasswordMessages.common;
  return null;
}

/**
 * ADMIN_PASSWORD, refused at start (config.ts) with the rule it breaks when it fails the rules
 * above, as every password chosen in the console must pass. Unset stays unset: one is generated.
 */
export function checkedAdminPassword(password: string | undefined, username: string) {
  if (!password) return undefined;
  const problem = passwordProblem(password, username);
  if (problem) {
    throw new Error(
      `ADMIN_PASSWORD is refused: ${problem} (ADMIN_USERNAME is "${username}"; the rules are ` +
        'those of every password in the console.) Choose another, or unset ADMIN_PASSWORD to ' +
        'have a strong one generated and printed once. It is only read to create the first ' +
        'admin and by npm run admin, so once the first admin exists it can be removed.',
    );
  }
  return password;
}
