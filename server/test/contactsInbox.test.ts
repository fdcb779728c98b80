import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactDetail, ContactPage } from '@/sdk/schemas/contact';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadPage } from '@/sdk/schemas/lead';
import { leadWriter } from '../data/leadWriter';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { enquiry, staff } from './contactSeeds';
import type { Staff } from './contactSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The inbox with contacts (issue 38 item 1): "3rd enquiry", the inbox grouped by contact, and a
// contact's page with every enquiry and where each came from. Spam is counted nowhere.

const school = { email: 'asha@school.in', mobile: '9876543210', name: 'Asha Rao' };

describe.each(databaseBackends())('the inbox by contact on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let priya: Staff;
  let schoolId: string;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    const db = database.db;
    await enquiry(db, 's1', '2026-11-01T09:00:00Z', {
      ...school,
      cta: 'header: Book a Demo',
      pagePath: '/',
      utmSource: 'newsletter',
      utmCampaign: 'spring',
    });
    await enquiry(db, 'r1', '2026-11-03T09:00:00Z', {
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      mobile: '7000000001',
    });
    await enquiry(db, 's2', '2026-11-05T09:00:00Z', {
      ...school,
      email: 'office@school.in',
      cta: 'banner: Get Free Consultant',
      referrerHost: 'www.google.com',
    });
    await enquiry(db, 's3', '2026-11-10T09:00:00Z', {
      ...school,
      mobile: '9123456789',
      utmCampaign: 'diwali',
    });
    // A bot with the school's address: filed as spam, in no contact, counted nowhere.
    await leadWriter(db)({ ...school, message: 'spam' }, undefined, 'spam');
    priya = await staff(db, 'priya');
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const post = (url: string, json: unknown, token = priya.token) =>
    call(server.app, url, { token, json });
  const inbox = async (json: unknown = {}) =>
    apiSuccess(LeadPage).parse((await post('/api/leads/getall', json)).body).data;
  const grouped = async (json: unknown = {}) => {
    const answer = await post('/api/contacts/getall', json);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    return apiSuccess(ContactPage).parse(answer.body).data;
  };

  it('numbers each enquiry within its contact: "3rd enquiry", spam left out', async () => {
    const page = await inbox();
    expect(page.items.map((l) => [l._id, l.enquiryNumber, l.contactEnquiries])).toEqual([
      ['s3', 3, 3],
      ['s2', 2, 3],
      ['r1', 1, 1],
      ['s1', 1, 3],
    ]);
    schoolId = page.items[0]!.contactId!;
    expect(
      new Set(page.items.filter((l) => l._id.startsWith('s')).map((l) => l.contactId)),
    ).toEqual(new Set([schoolId]));
    const [spam] = (await inbox({ status: 'spam' })).items;
    expect(spam).toMatchObject({ contactId: null, enquiryNumber: null, contactEnquiries: 0 });
  });

  it('groups the inbox by contact, newest first, with the latest enquiry the filter shows', async () => {
    const page = await grouped();
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c._id, c.name, c.enquiries, c.matching, c.latest._id])).toEqual([
      [schoolId, 'Asha Rao', 3, 3, 's3'],
      [page.items[1]!._id, 'Ravi Kumar', 1, 1, 'r1'],
    ]);
    expect(page.items[0]).toMatchObject({
      emails: ['asha@school.in', 'office@school.in'],
      mobiles: ['9123456789', '9876543210'],
      firstAt: '2026-11-01T09:00:00.000Z',
      latestAt: '2026-11-10T09:00:00.000Z',
    });
    const spring = await grouped({ campaign: 'spring' });
    expect(spring.items.map((c) => [c._id, c.matching, c.latest._id])).toEqual([
      [schoolId, 1, 's1'],
    ]);
    expect((await grouped({ pageSize: 1, page: 2 })).items.map((c) => c.name)).toEqual([
      'Ravi Kumar',
    ]);
    expect(await grouped({ pageSize: 1, page: 5 })).toMatchObject({ items: [], total: 2 });
  });

  it("shows a contact's page: every enquiry with where it came from, first and latest touch", async () => {
    const answer = await post('/api/contacts/get', { contactId: schoolId });
    const detail = apiSuccess(ContactDetail).parse(answer.body).data;
    expect(detail.leads.map((l) => [l._id, l.enquiryNumber])).toEqual([
      ['s1', 1],
      ['s2', 2],
      ['s3', 3],
    ]);
    expect(detail.leads[0]).toMatchObject({ cta: 'header: Book a Demo', utmCampaign: 'spring' });
    expect(detail.leads[1]).toMatchObject({ referrerHost: 'www.google.com' });
    expect(detail.leads.at(-1)).toMatchObject({ utmCampaign: 'diwali' });
    expect(detail).toMatchObject({ enquiries: 3, owner: null, nextFollowUp: null, activity: [] });
  });

  it('answers 404 for an unknown contact and 400 for a body that names none', async () => {
    const unknown = await post('/api/contacts/get', { contactId: 'no-such-contact' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { success: false, msg: 'No contact with this id.' },
    });
    for (const bad of [{}, { contactId: '' }, { contactId: 7 }, { contactId: 'x'.repeat(65) }]) {
      const answer = await post('/api/contacts/get', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post('/api/contacts/getall', { page: 0 })).status).toBe(400);
    expect((await post('/api/leads/getall', { owner: '' })).status).toBe(400);
    expect((await post('/api/leads/getall', { followUp: 'soon' })).status).toBe(400);
  });
});
