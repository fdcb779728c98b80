import { describe, expect, it } from 'vitest';
import { ContactDetail } from '@/sdk/schemas/contact';
import { contactFixture, newContactFixture } from '@/src/fixtures/contacts';
import { ordinal } from '../LeadsTable';
import { contactTimelineEntries } from './contactTimelineEntries';

describe('contactTimelineEntries', () => {
  it('puts enquiries and lines on one timeline, oldest first, the first and latest touch marked', () => {
    const entries = contactTimelineEntries(contactFixture);
    expect(entries.map((e) => (e.kind === 'enquiry' ? e.lead._id : e.activity._id))).toEqual([
      'lead-meera-1',
      'act-1',
      'act-2',
      'act-3',
      'lead-meera-2',
      'act-4',
    ]);
    const touches = entries.flatMap((e) => (e.kind === 'enquiry' ? [e.touch] : []));
    expect(touches).toEqual(['first', 'latest']);
  });

  it('orders by time, not by the order the server listed them, and marks an only enquiry', () => {
    const reversed = ContactDetail.parse({
      ...contactFixture,
      leads: [...contactFixture.leads].reverse(),
    });
    const first = contactTimelineEntries(reversed)[0];
    expect(first?.kind === 'enquiry' && first.touch).toBe('first');
    const only = contactTimelineEntries(newContactFixture);
    expect(only).toHaveLength(1);
    expect(only[0]?.kind === 'enquiry' && only[0].touch).toBe('only');
  });
});

describe('ordinal', () => {
  it('says which enquiry as people write it', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
