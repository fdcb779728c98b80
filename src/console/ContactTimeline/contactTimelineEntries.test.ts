import { describe, expect, it } from 'vitest';
import { ContactActivity, ContactDetail } from '@/sdk/schemas/contact';
import { contactFixture, newContactFixture } from '@/src/fixtures/contacts';
import { ordinal } from '../LeadsTable';
import { activityText, contactTimelineEntries } from './contactTimelineEntries';

describe('contactTimelineEntries', () => {
  it('puts enquiries and lines on one timeline, newest first, the first and latest touch marked', () => {
    const entries = contactTimelineEntries(contactFixture);
    expect(entries.map((e) => (e.kind === 'enquiry' ? e.lead._id : e.activity._id))).toEqual([
      'act-4',
      'lead-meera-2',
      'act-3',
      'act-2',
      'act-1',
      'lead-meera-1',
    ]);
    const touches = entries.flatMap((e) => (e.kind === 'enquiry' ? [e.touch] : []));
    expect(touches).toEqual(['latest', 'first']);
  });

  it('puts a line of the same instant as an enquiry above it: it happened to that enquiry', () => {
    const lead = contactFixture.leads[1]!;
    const same = ContactDetail.parse({
      ...contactFixture,
      activity: [{ ...contactFixture.activity[0]!, _id: 'act-same', at: lead.createdAt }],
    });
    const ids = contactTimelineEntries(same).map((e) =>
      e.kind === 'enquiry' ? e.lead._id : e.activity._id,
    );
    expect(ids.indexOf('act-same')).toBe(ids.indexOf(lead._id) - 1);
  });

  it('orders by time, not by the order the server listed them, and marks an only enquiry', () => {
    const reversed = ContactDetail.parse({
      ...contactFixture,
      leads: [...contactFixture.leads].reverse(),
      activity: [],
    });
    const newest = contactTimelineEntries(reversed)[0];
    expect(newest?.kind === 'enquiry' && newest.touch).toBe('latest');
    const only = contactTimelineEntries(newContactFixture);
    expect(only).toHaveLength(1);
    expect(only[0]?.kind === 'enquiry' && only[0].touch).toBe('only');
  });
});

describe('activityText', () => {
  const line = (over: Partial<ContactActivity>) =>
    ContactActivity.parse({
      _id: 'act',
      at: '2026-12-03T11:00:00Z',
      actorName: 'sales.priya',
      kind: 'status',
      text: 'Status set to contacted',
      from: 'new',
      to: 'contacted',
      leadId: 'lead-meera-2',
      ...over,
    });
  const leads = contactFixture.leads;
  // The timeline writes dates with no-break spaces; compare as a person reads them.
  const read = (text: string) => text.replace(/\s/g, ' ');

  it('says which enquiry a status change belongs to, in words, not the stored values', () => {
    expect(activityText(line({}), leads)).toBe('2nd enquiry: New to Contacted');
    expect(activityText(line({ leadId: 'lead-meera-1', from: null }), leads)).toBe(
      '1st enquiry: Contacted',
    );
    expect(activityText(line({ leadId: 'lead-gone' }), leads)).toBe(
      'An enquiry no longer here: New to Contacted',
    );
    expect(activityText(line({ leadId: null }), leads)).toBe('New to Contacted');
  });

  it('writes a follow-up day the console way, not as the API stores it', () => {
    const set = line({ kind: 'follow-up', text: 'Follow-up set for 2026-12-03', from: null });
    expect(read(activityText({ ...set, to: '2026-12-03' }, leads))).toBe(
      'Follow-up set for 3 Dec 2026',
    );
    expect(activityText({ ...set, to: null, text: 'Follow-up cleared' }, leads)).toBe(
      'Follow-up cleared',
    );
  });

  it("keeps every other line's own sentence", () => {
    const note = line({ kind: 'note', text: 'Wants a demo.', from: null, to: null });
    expect(activityText(note, leads)).toBe('Wants a demo.');
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
