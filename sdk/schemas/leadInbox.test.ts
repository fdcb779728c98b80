import { describe, expect, it } from 'vitest';
import { LeadChange, LeadDelete, LeadFilter, LeadPage, LeadQuery } from './lead';
import { UNKNOWN_ATTRIBUTION } from './leadAttribution';
import { NO_CONSENT } from './leadConsent';

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('LeadQuery', () => {
  it('defaults to the first page of 25', () => {
    expect(LeadQuery.parse({})).toEqual({ page: 1, pageSize: 25 });
  });

  it('keeps a full filter and trims the search', () => {
    const query = {
      page: 3,
      pageSize: 100,
      search: '  Asha ',
      from: '2026-11-01',
      to: '2026-11-21T23:59:59+05:30',
      status: 'contacted',
    };
    expect(LeadQuery.parse(query)).toEqual({ ...query, search: 'Asha' });
  });

  it.each([
    { page: 0 },
    { page: 1.5 },
    { page: '2' },
    { pageSize: 0 },
    { pageSize: 101 },
    { search: 5 },
    { search: 'x'.repeat(201) },
    { status: 'won' },
    { from: '21/11/2026' },
    { to: '2026-13-01' },
    { from: '2026-11-21T10:00:00' },
  ])('refuses %o', (input) => {
    expect(LeadQuery.safeParse(input).success).toBe(false);
  });

  it('accepts what Date#toISOString gives (UTC, milliseconds)', () => {
    const from = new Date('2026-11-21T00:00:00+05:30').toISOString();
    expect(LeadQuery.parse({ from }).from).toBe('2026-11-20T18:30:00.000Z');
  });

  it('refuses a range that ends before it starts', () => {
    const result = LeadQuery.safeParse({ from: '2026-11-22', to: '2026-11-21' });
    expect(issue(result)).toBe('The start date is after the end date.');
    expect(LeadQuery.safeParse({ from: '2026-11-21', to: '2026-11-21' }).success).toBe(true);
  });
});

describe('LeadFilter', () => {
  it('takes source, campaign and call to action, trimmed', () => {
    expect(LeadFilter.parse({ source: ' newsletter ', campaign: 'spring', cta: 'x' })).toEqual({
      source: 'newsletter',
      campaign: 'spring',
      cta: 'x',
    });
    expect(LeadFilter.safeParse({ cta: 'y'.repeat(101) }).success).toBe(false);
  });

  it('takes the filter and drops paging (the export holds every match)', () => {
    expect(LeadFilter.parse({ status: 'new', page: 4, pageSize: 10 })).toEqual({ status: 'new' });
  });

  it('refuses a reversed range too', () => {
    expect(LeadFilter.safeParse({ from: '2026-11-22', to: '2026-11-01' }).success).toBe(false);
  });
});

describe('LeadChange', () => {
  it('accepts a status, a note, or both', () => {
    expect(LeadChange.parse({ leadId: 'l1', status: 'qualified' })).toEqual({
      leadId: 'l1',
      status: 'qualified',
    });
    expect(LeadChange.parse({ leadId: 'l1', note: '' }).note).toBe('');
    expect(LeadChange.safeParse({ leadId: 'l1', status: 'closed', note: 'Won' }).success).toBe(
      true,
    );
  });

  it('needs something to change', () => {
    expect(issue(LeadChange.safeParse({ leadId: 'l1' }))).toBe('Change the status or the note.');
  });

  it('bounds the note at 5000 characters', () => {
    expect(LeadChange.safeParse({ leadId: 'l1', note: 'x'.repeat(5000) }).success).toBe(true);
    expect(issue(LeadChange.safeParse({ leadId: 'l1', note: 'x'.repeat(5001) }))).toMatch(/5000/);
  });

  it.each([{ status: 'new' }, { leadId: '', status: 'new' }, { leadId: 'l1', status: 'lost' }])(
    'refuses %o',
    (input) => expect(LeadChange.safeParse(input).success).toBe(false),
  );
});

describe('LeadDelete and LeadPage', () => {
  it('needs a lead id', () => {
    expect(LeadDelete.safeParse({}).success).toBe(false);
    expect(LeadDelete.parse({ leadId: 'l1' })).toEqual({ leadId: 'l1' });
  });

  it('reads a page of leads', () => {
    const item = {
      _id: 'l1',
      name: 'Asha',
      email: 'a@b.co',
      mobile: '9876543210',
      message: 'Hi',
      status: 'new',
      note: '',
      createdAt: '2026-11-21T10:00:00.000Z',
      ...UNKNOWN_ATTRIBUTION,
      ...NO_CONSENT,
      utmSource: 'newsletter',
      // Issue 38: its contact, which enquiry of it this is, and the contact's owner and follow-up.
      contactId: 'c1',
      enquiryNumber: 2,
      contactEnquiries: 3,
      owner: { _id: 'u1', username: 'priya' },
      nextFollowUp: '2026-11-25',
    };
    const page = { items: [item], total: 1, page: 1, pageSize: 25 };
    expect(LeadPage.parse(page)).toEqual(page);
    expect(LeadPage.safeParse({ ...page, total: -1 }).success).toBe(false);
    // Every attribution part is present on a record (null where unknown), so the console can rely on it.
    const { cta: _dropped, ...withoutCta } = item;
    expect(LeadPage.safeParse({ ...page, items: [withoutCta] }).success).toBe(false);
    const bad = [{ enquiryNumber: 0 }, { nextFollowUp: '25/11/2026' }, { owner: { _id: 'u1' } }];
    for (const part of bad)
      expect(LeadPage.safeParse({ ...page, items: [{ ...item, ...part }] }).success).toBe(false);
  });
});
