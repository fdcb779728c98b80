import { describe, expect, it } from 'vitest';
import { ContactChange, ContactMerge, ContactNote, ContactSplit } from './contact';
import { LeadQuery } from './lead';

describe('contact changes (issue 38)', () => {
  it('assigns, unassigns, plans and clears, but needs one of them', () => {
    expect(ContactChange.parse({ contactId: 'c1', ownerId: 'u1' })).toEqual({
      contactId: 'c1',
      ownerId: 'u1',
    });
    expect(ContactChange.parse({ contactId: 'c1', ownerId: null, nextFollowUp: null })).toEqual({
      contactId: 'c1',
      ownerId: null,
      nextFollowUp: null,
    });
    const none = ContactChange.safeParse({ contactId: 'c1' });
    expect(none.error?.issues[0]?.message).toBe('Change the owner or the follow-up day.');
    for (const day of ['2026-13-01', '25-11-2026', '2026-11-25T10:00:00Z', ''])
      expect(ContactChange.safeParse({ contactId: 'c1', nextFollowUp: day }).success, day).toBe(
        false,
      );
  });

  it('takes a note trimmed, and refuses an empty or overlong one', () => {
    expect(ContactNote.parse({ contactId: 'c1', text: '  Called.  ' }).text).toBe('Called.');
    expect(ContactNote.safeParse({ contactId: 'c1', text: ' \n ' }).error?.issues[0]?.message).toBe(
      'Write the note first.',
    );
    expect(ContactNote.safeParse({ contactId: 'c1', text: 'x'.repeat(5001) }).success).toBe(false);
  });

  it('merges two different contacts only, and splits by a lead id', () => {
    expect(ContactMerge.safeParse({ contactId: 'c1', otherContactId: 'c1' }).success).toBe(false);
    expect(ContactMerge.parse({ contactId: 'c1', otherContactId: 'c2' })).toBeTruthy();
    expect(ContactSplit.safeParse({ leadId: '' }).success).toBe(false);
  });

  it('filters the inbox by owner (me, unassigned, a user) and by due follow-ups', () => {
    for (const owner of ['me', 'unassigned', 'user-1'])
      expect(LeadQuery.parse({ owner }).owner).toBe(owner);
    expect(LeadQuery.safeParse({ owner: '' }).success).toBe(false);
    expect(LeadQuery.parse({ followUp: 'due' }).followUp).toBe('due');
    expect(LeadQuery.safeParse({ followUp: 'overdue' }).success).toBe(false);
  });
});
