import { describe, expect, it } from 'vitest';
import { LeadFilter } from '@/sdk/schemas/lead';
import { EMPTY_LEAD_FILTER } from '@/src/console/LeadFilters';
import {
  LEADS_TRASH_LINK,
  MY_FOLLOW_UPS_DUE,
  MY_FOLLOW_UPS_DUE_LINK,
  fallbackCsvName,
  isTrashView,
  leadFilterFromLink,
  leadFilterLink,
  leadsLink,
  toLeadFilter,
} from './leadFilterQuery';

describe('toLeadFilter', () => {
  it('leaves out the empty parts', () => {
    expect(toLeadFilter({ ...EMPTY_LEAD_FILTER, search: '   ' })).toEqual({});
  });

  it('reads picked days as whole days in India, in a form the sdk schema accepts', () => {
    const filter = toLeadFilter({
      search: ' neet ',
      status: 'contacted',
      from: '2025-03-01',
      to: '2025-03-31',
      source: ' newsletter ',
      campaign: '',
      cta: 'banner: Get Free Consultant',
      owner: '',
      followUp: '',
    });
    expect(filter).toEqual({
      source: 'newsletter',
      cta: 'banner: Get Free Consultant',
      search: 'neet',
      status: 'contacted',
      from: '2025-03-01T00:00:00+05:30',
      to: '2025-03-31T23:59:59.999+05:30',
    });
    expect(LeadFilter.safeParse(filter).success).toBe(true);
  });

  it('lets a single day be both ends', () => {
    const filter = toLeadFilter({ ...EMPTY_LEAD_FILTER, from: '2025-03-14', to: '2025-03-14' });
    expect(LeadFilter.safeParse(filter).success).toBe(true);
  });
});

describe('fallbackCsvName', () => {
  it("names the file after today's date in India", () => {
    // 20:00 UTC on 14 March is already 15 March in India.
    expect(fallbackCsvName(new Date('2025-03-14T20:00:00Z'))).toBe(
      'leads-exported-2025-03-15-IST.csv',
    );
  });
});

describe('leadFilterFromLink and leadsLink', () => {
  it('round-trip a source, campaign or call to action through the inbox link', () => {
    const link = leadsLink('cta', 'banner: Get Free Consultant');
    expect(link).toBe('/leads?cta=banner%3A+Get+Free+Consultant');
    const params = new URL(link, 'http://x').searchParams;
    expect(leadFilterFromLink(params)).toEqual({
      ...EMPTY_LEAD_FILTER,
      cta: 'banner: Get Free Consultant',
    });
    expect(leadFilterFromLink(new URLSearchParams('source=newsletter'))).toEqual({
      ...EMPTY_LEAD_FILTER,
      source: 'newsletter',
    });
  });

  it('keep the whole applied filter in the inbox address, and drop what is malformed', () => {
    const applied = {
      ...EMPTY_LEAD_FILTER,
      search: 'neet',
      status: 'contacted' as const,
      from: '2025-03-01',
      to: '2025-03-31',
    };
    const link = leadFilterLink(applied);
    expect(link.toString()).toBe('search=neet&status=contacted&from=2025-03-01&to=2025-03-31');
    expect(leadFilterFromLink(link)).toEqual(applied);
    expect(leadFilterFromLink(new URLSearchParams('status=lost&from=yesterday'))).toEqual(
      EMPTY_LEAD_FILTER,
    );
  });

  it('keep the view (Mine, Unassigned, Follow-up due, one owner) in the address and the query', () => {
    const mineDue = { ...EMPTY_LEAD_FILTER, owner: 'me', followUp: 'due' as const };
    const link = leadFilterLink(mineDue);
    expect(link.toString()).toBe('owner=me&followUp=due');
    expect(leadFilterFromLink(link)).toEqual(mineDue);
    expect(toLeadFilter(mineDue)).toEqual({ owner: 'me', followUp: 'due' });
    const someone = '11111111-2222-4333-8444-555555555555';
    expect(leadFilterFromLink(new URLSearchParams(`owner=${someone}`)).owner).toBe(someone);
    expect(toLeadFilter({ ...EMPTY_LEAD_FILTER, owner: 'unassigned' })).toEqual({
      owner: 'unassigned',
    });
    expect(leadFilterFromLink(new URLSearchParams('owner=&followUp=later'))).toEqual(
      EMPTY_LEAD_FILTER,
    );
  });
});

describe('isTrashView', () => {
  it('is the Trash link, and nothing else', () => {
    expect(isTrashView(new URL(LEADS_TRASH_LINK, 'https://x.test').searchParams)).toBe(true);
    expect(isTrashView(new URLSearchParams('view=Trash'))).toBe(false);
    expect(isTrashView(new URLSearchParams('owner=me'))).toBe(false);
  });

  it('is not part of the inbox filter, so leaving the trash drops it from the address', () => {
    const values = leadFilterFromLink(new URLSearchParams('view=trash&status=new'));
    expect(leadFilterLink(values).toString()).toBe('status=new');
  });
});

describe('MY_FOLLOW_UPS_DUE', () => {
  it("asks for the user's own contacts whose follow-up is due", () => {
    expect(toLeadFilter(MY_FOLLOW_UPS_DUE)).toEqual({ owner: 'me', followUp: 'due' });
  });

  it('links to the inbox grouped by contact, where the same filter is read back', () => {
    expect(MY_FOLLOW_UPS_DUE_LINK).toBe('/leads?owner=me&followUp=due&group=contact');
    const params = new URL(MY_FOLLOW_UPS_DUE_LINK, 'http://console.test').searchParams;
    expect(leadFilterFromLink(params)).toEqual(MY_FOLLOW_UPS_DUE);
    expect(isTrashView(params)).toBe(false);
  });
});
