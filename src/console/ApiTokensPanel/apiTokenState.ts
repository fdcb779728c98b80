import type { ApiToken, MakerStatus } from '@/sdk/schemas/apiTokens';
import { formatDateTime } from '../format';

/** A token works only while its maker is an enabled admin (issue 43): what became of them. */
const makerWords: Record<Exclude<MakerStatus, 'active'>, string> = {
  disabled: 'disabled',
  'not-admin': 'no longer an admin',
  deleted: 'deleted',
};

/** Beside "made by <maker>": nothing for an active maker, else what stopped the token. */
export const makerNote = (token: ApiToken) =>
  token.makerStatus === 'active' ? '' : ` (${makerWords[token.makerStatus]})`;

/** The State column: revoked, expired, stopped by its maker, or active. */
export const stateOf = (token: ApiToken) =>
  token.revokedAt
    ? `Revoked ${formatDateTime(token.revokedAt)}`
    : !token.active
      ? 'Expired'
      : token.makerStatus !== 'active'
        ? `Stopped: maker ${makerWords[token.makerStatus]}`
        : 'Active';
