/**
 * The contracts' two-factor sign-in: the consumer sends this challenge and recovery code, and the
 * provider state 'a two-factor sign-in awaits its code' stores the same (as their hashes) first.
 */
export const PACT_TWO_FACTOR_USER = {
  username: 'second.factor',
  password: 'a long and private passphrase',
};
/** 43 base64url characters, as the server's 256-bit challenges are. */
export const PACT_CHALLENGE = 'pAcTcHaLlEnGe0123456789abcdefghijklmnopqrst';
/** As shown to the user; the sdk sends it without dashes (sdk/schemas/twoFactor.ts). */
export const PACT_RECOVERY_CODE = 'ABCD-EFGH-JKLM-NPQR';
