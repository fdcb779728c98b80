import { beforeEach, describe, expect, it } from 'vitest';
import { Lead } from '@/sdk/schemas/lead';
import {
  VISIT_STORAGE_KEY,
  attributionForLead,
  fitted,
  rememberVisit,
  sourceOfLanding,
  storedVisit,
} from './visitAttribution';

const site = (query = '') => new URL(`https://lms.example/${query}`);
const lead = { name: 'Asha', email: 'asha@school.in', mobile: '9876543210', message: 'Hi' };

describe('visit attribution', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads the five UTM parameters and the referring host', () => {
    const url = site(
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=lms&utm_content=top&x=1',
    );
    expect(sourceOfLanding(url, 'https://www.Google.com/search?q=lms')).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      utmTerm: 'lms',
      utmContent: 'top',
      referrerHost: 'www.google.com',
    });
  });

  it('does not count this site, an empty or a broken referrer as a source', () => {
    expect(sourceOfLanding(site(), 'https://lms.example/privacy-policy')).toEqual({});
    expect(sourceOfLanding(site(), '')).toEqual({});
    expect(sourceOfLanding(site(), 'not a url')).toEqual({});
  });

  it('cuts long values to fit and drops control characters, so the lead still passes', () => {
    const url = site(`?utm_campaign=${'x'.repeat(500)}&utm_source=a%00b%0Ac`);
    const source = sourceOfLanding(url, '');
    expect(source.utmCampaign).toHaveLength(200);
    expect(source.utmSource).toBe('abc');
    expect(Lead.safeParse({ ...lead, ...source }).success).toBe(true);
    expect(fitted('utmSource', '   ')).toBeUndefined();
  });

  it('keeps the first landing of the visit across pages without UTM parameters', () => {
    rememberVisit(sessionStorage, site('?utm_source=newsletter&utm_campaign=spring'), '');
    rememberVisit(sessionStorage, site('privacy-policy'), 'https://elsewhere.example/');
    expect(storedVisit(sessionStorage)).toEqual({ utmSource: 'newsletter', utmCampaign: 'spring' });
  });

  it('lets a new campaign link in the same visit replace the old one', () => {
    rememberVisit(sessionStorage, site('?utm_source=newsletter'), '');
    rememberVisit(sessionStorage, site('?utm_source=facebook&utm_medium=social'), '');
    expect(storedVisit(sessionStorage)).toEqual({ utmSource: 'facebook', utmMedium: 'social' });
  });

  it('treats tampered storage as unknown and a missing storage as no source', () => {
    sessionStorage.setItem(VISIT_STORAGE_KEY, '{not json');
    expect(storedVisit(sessionStorage)).toEqual({});
    sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ utmSource: 'x'.repeat(201) }));
    expect(storedVisit(sessionStorage)).toEqual({});
    expect(() => rememberVisit(null, site('?utm_source=a'), '')).not.toThrow();
    expect(storedVisit(null)).toEqual({});
  });

  it('adds the page path (never its query) to what a lead carries', () => {
    rememberVisit(sessionStorage, site('?utm_source=newsletter'), 'https://t.co/abc');
    expect(attributionForLead(sessionStorage, '/privacy-policy')).toEqual({
      utmSource: 'newsletter',
      referrerHost: 't.co',
      pagePath: '/privacy-policy',
    });
  });
});
