import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_CONSENT_VERSION, CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsent';
import { LeadMessages } from '@/sdk/schemas/lead';
import { listLeads } from '../data/leads';
import { leads } from '../db/schema';
import { LeadFormRefusals } from '../routes/leadFormOrigin';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The lead page's plain form post (server/routes/leadForm.ts) on a server without a built site:
// what is stored and what is answered. The rendered page itself: leadFormPage.test.ts.

let server: TestServer;
const HOST = 'lms.example';
const KEY = 'form-key-0123456789abcdef';
const person = {
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '+91 98765 43210',
  message: 'Please show us the test series.',
};
/** The hidden fields the page wrote into the form (leadFormPage.test.ts checks that it does). */
const hidden = {
  idempotencyKey: KEY,
  consentVersion: CURRENT_CONSENT_VERSION,
  cta: 'banner: Get Free Consultant',
  pagePath: '/',
  utmSource: 'newsletter',
  utmCampaign: 'diwali',
};

const post = (
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: `http://${HOST}` },
  body = new URLSearchParams(fields).toString(),
) =>
  server.app.inject({
    method: 'POST',
    url: '/book-a-demo',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: body,
  });

const stored = () => listLeads(server.context.db);

beforeAll(async () => {
  server = await startTestApp({ leadRateLimit: 1000 });
});
beforeEach(async () => {
  await server.context.db.delete(leads);
});
afterAll(() => server.close());

describe('the lead page post', () => {
  it('stores the lead with its attribution and consent, then sends the visitor to the thanks', async () => {
    const answer = await post({ ...person, ...hidden, marketingConsent: 'yes' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/book-a-demo/thanks');
    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      ...person,
      mobile: '9876543210',
      status: 'new',
      cta: 'banner: Get Free Consultant',
      pagePath: '/',
      utmSource: 'newsletter',
      utmCampaign: 'diwali',
      idempotencyKey: KEY,
      marketingConsent: true,
      consentVersion: CURRENT_CONSENT_VERSION,
      consentWording: CURRENT_CONSENT_WORDING,
    });
  });

  it('stores no consent when the box is left clear', async () => {
    expect((await post({ ...person, ...hidden })).statusCode).toBe(303);
    expect((await stored())[0]).toMatchObject({
      marketingConsent: false,
      consentWording: null,
      consentVersion: null,
    });
  });

  it('stores a form sent twice (a double click, a resend after a lost answer) once', async () => {
    const [first, second] = await Promise.all([
      post({ ...person, ...hidden }),
      post({ ...person, ...hidden }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([303, 303]);
    expect((await post({ ...person, ...hidden })).statusCode).toBe(303);
    expect(await stored()).toHaveLength(1);
  });

  it('answers a filled honeypot like a person and files it as spam', async () => {
    const answer = await post({ ...person, ...hidden, website: 'http://spam.example' });
    expect(answer.statusCode).toBe(303);
    expect((await stored()).map((row) => row.status)).toEqual(['spam']);
  });

  it('refuses an incomplete form with 400 and the first problem, storing nothing', async () => {
    const answer = await post({ ...person, ...hidden, email: 'asha@school', name: ' ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe(LeadMessages.required);
    expect(await stored()).toEqual([]);
  });

  it('drops attribution that does not fit instead of refusing the lead', async () => {
    const answer = await post({
      ...person,
      ...hidden,
      pagePath: 'not a path',
      referrerHost: 'a b',
    });
    expect(answer.statusCode).toBe(303);
    expect((await stored())[0]).toMatchObject({
      pagePath: null,
      referrerHost: null,
      cta: hidden.cta,
    });
  });

  it('refuses text the database cannot store, and a field sent twice, with 400', async () => {
    expect((await post({ ...person, ...hidden, message: 'a\u0000b' })).statusCode).toBe(400);
    const twice = `${new URLSearchParams({ ...person, ...hidden })}&name=Other`;
    expect((await post({}, undefined, twice)).statusCode).toBe(400);
    const many = Array.from({ length: 60 }, (_, i) => `f${i}=x`).join('&');
    expect((await post({}, undefined, `${new URLSearchParams(person)}&${many}`)).statusCode).toBe(
      400,
    );
    expect(await stored()).toEqual([]);
  });
});

describe('the lead page post from another site', () => {
  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['the Origin a page without a referrer sends', { origin: 'null' }],
    ['a Referer of another site and no Origin', { referer: 'https://evil.example/form.html' }],
  ])('is refused with 403 and stores nothing: %s', async (_case, headers) => {
    const answer = await post({ ...person, ...hidden }, headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toBe(LeadFormRefusals.otherSite);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['its own Origin', { origin: `https://${HOST}` }],
    ['its own Referer and no Origin', { referer: `http://${HOST}/book-a-demo?cta=x` }],
    ['neither (no browser page sent it)', {}],
  ])('is taken from this site: %s', async (_case, headers) => {
    expect((await post({ ...person, ...hidden }, headers)).statusCode).toBe(303);
    expect(await stored()).toHaveLength(1);
  });
});

describe('the lead page', () => {
  it('is never cached and keeps its referrer on this site (so its post names it)', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/book-a-demo?cta=x' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    expect(answer.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('takes only a plain form: JSON sent to it is refused with 415', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/book-a-demo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...person, ...hidden }),
    });
    expect(answer.statusCode).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('leaves the API to JSON and multipart: a plain form post to it is refused with 415', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/leads/create',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(person).toString(),
    });
    expect(answer.statusCode).toBe(415);
    expect(await stored()).toEqual([]);
  });
});

describe('the lead page post, rate-limited', () => {
  it('refuses past the limit per address with 429 and the form, storing nothing more', async () => {
    const limited = await startTestApp({ leadRateLimit: 2 });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/book-a-demo',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(person).toString(),
        });
      expect([(await send()).statusCode, (await send()).statusCode]).toEqual([303, 303]);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toBe(LeadFormRefusals.tooMany);
      expect(await listLeads(limited.context.db)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
