import { describe, expect, it } from 'vitest';
import { ApiError } from '@/sdk';
import { WebhookMessages } from '@/sdk/schemas/webhooks';
import { fieldErrors } from './fieldErrors';

const FIELDS = ['url', 'events'] as const;

describe('fieldErrors: a refused save as the form shows it', () => {
  it('puts each 400 issue beside its field, the first per field, nothing above', () => {
    const refused = new ApiError(400, WebhookMessages.privateAddress, [
      { path: ['url'], message: WebhookMessages.privateAddress },
      { path: ['url'], message: 'a second issue about the address' },
      { path: ['events'], message: WebhookMessages.events },
    ]);
    expect(fieldErrors(refused, FIELDS, 'fallback')).toEqual({
      url: WebhookMessages.privateAddress,
      events: WebhookMessages.events,
    });
  });

  it("shows the server's message above the form when no issue names a field", () => {
    const conflict = new ApiError(409, WebhookMessages.keyMissing, [
      { path: ['secret'], message: 'not a field of this form' },
    ]);
    expect(fieldErrors(conflict, FIELDS, 'fallback')).toEqual({
      general: WebhookMessages.keyMissing,
    });
  });

  it('falls back to its own words for a failure that is not an ApiError', () => {
    expect(fieldErrors(new TypeError('x'), FIELDS, 'Please try again.')).toEqual({
      general: 'Please try again.',
    });
  });
});
