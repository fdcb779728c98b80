import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadMessages } from '@/sdk/schemas/lead';
import { CURRENT_CONSENT_VERSION, CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsent';
import { listLeads } from '../data/leads';
import { buildSite } from './siteBuild';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The lead page as a browser without JavaScript gets it (issue 34 item 1), from the real builds:
// the form, its hidden fields, a refused post shown again, the thank-you page, the links to it.

const out = mkdtempSync(join(tmpdir(), 'lms-lead-page-'));
const HOST = 'lms.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestApp({ staticDir: await buildSite(out), demoContent: true });
}, 180_000);
afterAll(async () => {
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
const documentOf = (html: string) => new JSDOM(html).window.document;
const hiddenFields = (document: Document) =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLInputElement>('form input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]),
  );
/** The field named `label` and the message the page shows beside it (none: ''). */
const field = (document: Document, label: string) => {
  const labelElement = [...document.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(label),
  );
  const input = document.getElementById(labelElement?.htmlFor ?? '') as HTMLInputElement | null;
  const describedBy = input?.getAttribute('aria-describedby');
  return {
    value: input?.tagName === 'TEXTAREA' ? input.textContent : input?.value,
    message: describedBy ? document.getElementById(describedBy)?.textContent : '',
  };
};

describe('the landing page', () => {
  it('links every call to action to the lead page, named for attribution', async () => {
    const document = documentOf((await get('/')).body);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-lead-cta]')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Book a Demo',
      'Get Free Consultant',
      'Book A Meeting',
      ...links.slice(3).map(() => 'Book A Meeting'),
    ]);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(
        `/book-a-demo?cta=${encodeURIComponent(link.dataset.leadCta ?? '')}`,
      );
      expect(link.getAttribute('referrerpolicy')).toBe('same-origin');
    }
  });
});

describe('the lead page', () => {
  it('is a plain form that posts to itself, with the source of the visit in hidden fields', async () => {
    const answer = await get('/book-a-demo?cta=banner%3A%20Get%20Free%20Consultant&utm_x=1', {
      referer: `http://${HOST}/?utm_source=newsletter&utm_campaign=diwali`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const document = documentOf(answer.body);
    const form = document.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/book-a-demo');
    expect(document.querySelector('h1')?.textContent).toBe('Ready to take your business online?');
    for (const label of ['Your Name', 'Email Address', 'Mobile No', 'Message']) {
      expect(field(document, label)).toEqual({ value: '', message: '' });
    }
    const consent = document.querySelector<HTMLInputElement>('input[name="marketingConsent"]');
    expect(consent?.checked).toBe(false);
    expect(document.querySelector(`label[for="${consent?.id}"]`)?.textContent).toBe(
      CURRENT_CONSENT_WORDING,
    );
    const hidden = hiddenFields(document);
    expect(hidden).toEqual({
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      consentVersion: CURRENT_CONSENT_VERSION,
      cta: 'banner: Get Free Consultant',
      pagePath: '/',
      utmSource: 'newsletter',
      utmCampaign: 'diwali',
    });
    // Each view of the form has a key of its own: no page of it is kept for another visitor.
    const again = hiddenFields(documentOf((await get('/book-a-demo?cta=x')).body));
    expect(again.idempotencyKey).not.toBe(hidden.idempotencyKey);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://${HOST}/book-a-demo`,
    );
  });

  it('names the referring site when the visitor came from elsewhere', async () => {
    const answer = await get('/book-a-demo?utm_source=partner', {
      referer: 'https://www.google.com/search?q=lms',
    });
    expect(hiddenFields(documentOf(answer.body))).toMatchObject({
      referrerHost: 'www.google.com',
      utmSource: 'partner',
    });
  });

  it('runs no inline script and carries the pages’ security headers', async () => {
    const answer = await get('/book-a-demo');
    expect([...answer.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g)]).toEqual([]);
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(answer.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows a refused post again with what was typed and the messages beside the fields', async () => {
    const first = hiddenFields(documentOf((await get('/book-a-demo?cta=x')).body));
    const sent = {
      ...first,
      name: 'Asha <Rao>',
      email: 'asha@school',
      mobile: '12345',
      message: 'Please call "after" 5',
      marketingConsent: 'yes',
    };
    const answer = await server.app.inject({
      method: 'POST',
      url: '/book-a-demo',
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(sent).toString(),
    });
    expect(answer.statusCode).toBe(400);
    const document = documentOf(answer.body);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(LeadMessages.email);
    expect(field(document, 'Your Name')).toEqual({ value: 'Asha <Rao>', message: '' });
    expect(field(document, 'Email Address')).toEqual({
      value: 'asha@school',
      message: LeadMessages.email,
    });
    expect(field(document, 'Mobile No')).toEqual({ value: '12345', message: LeadMessages.mobile });
    expect(field(document, 'Message')).toEqual({ value: 'Please call "after" 5', message: '' });
    expect(
      document.querySelector<HTMLInputElement>('input[name="marketingConsent"]')?.checked,
    ).toBe(true);
    // The same key: the corrected form is the same lead attempt, stored once.
    expect(hiddenFields(document)).toEqual(first);
    expect(await listLeads(server.context.db)).toEqual([]);
  });

  it('ends on a thank-you page kept out of search', async () => {
    const answer = await get('/book-a-demo/thanks');
    expect(answer.statusCode).toBe(200);
    const document = documentOf(answer.body);
    expect(document.querySelector('h1')?.textContent).toBe('Form Submitted Successfully!');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('is in the sitemap once, without its query', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap.match(/\/book-a-demo</g)).toHaveLength(1);
    expect(sitemap).not.toContain('thanks');
  });
});
