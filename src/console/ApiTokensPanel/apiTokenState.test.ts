import { describe, expect, it } from 'vitest';
import { apiTokens, stoppedApiTokens } from '@/src/fixtures/integrations';
import { makerNote, stateOf } from './apiTokenState';

describe('an API token in the console list (issue 43)', () => {
  it('is marked when its maker is disabled, no longer an admin or deleted', () => {
    expect(stoppedApiTokens.map((t) => `${t.createdBy}${makerNote(t)}: ${stateOf(t)}`)).toEqual([
      'ravi (disabled): Stopped: maker disabled',
      'meera (no longer an admin): Stopped: maker no longer an admin',
      'arjun (deleted): Stopped: maker deleted',
    ]);
  });

  it('reads as before while its maker is active', () => {
    expect(apiTokens.map((t) => `${makerNote(t)}${stateOf(t).replace(/ \d.*/, '')}`)).toEqual([
      'Active',
      'Revoked',
      'Expired',
    ]);
  });
});
