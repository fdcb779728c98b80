import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactPage } from '@/sdk/schemas/contact';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadPage } from '@/sdk/schemas/lead';
import type { LeadQueryInput } from '@/sdk/schemas/lead';
import { changeContact } from '../data/contactChanges';
import { indiaDay } from '../data/leadFilter';
import { updateLead } from '../data/leads';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { enquiry, staff } from './contactSeeds';
import type { Staff } from './contactSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// The inbox grouped by contact reads the matching leads newest first only as far as a page needs,
// and counts contacts on their own table when the filter asks about contacts only (issue 38,
// bench/contacts.bench.ts). Whatever the filter, its pages must be the contacts of the plain
// inbox's leads, in the order their latest lead appears there, and its total their number.

const at = (day: number, hour = 9) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

describe.each(databaseBackends())('pages of the inbox by contact on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let priya: Staff;

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    const db = database.db;
    priya = await staff(db, 'priya');
    // A school that asked ten times lately: a page of two contacts reads past all ten.
    for (let i = 0; i < 10; i++) {
      await enquiry(db, `busy-${i}`, at(20, i), {
        name: 'Busy School',
        email: 'office@busy.in',
        mobile: '9000000010',
        utmCampaign: i % 2 ? 'diwali' : undefined,
      });
    }
    await enquiry(db, 'ravi', at(12), { name: 'Ravi', email: 'ravi@x.in', mobile: '9000000011' });
    await enquiry(db, 'meena-1', at(3), { name: 'Meena', email: 'm@x.in', mobile: '9000000012' });
    await enquiry(db, 'meena-2', at(15), { name: 'Meena', email: 'm@x.in', mobile: '9000000012' });
    // A contact whose only enquiry was filed as spam later: listed in no view but Spam.
    await enquiry(db, 'bot', at(18), { name: 'Bot', email: 'bot@x.in', mobile: '9000000013' });
    await updateLead(db, 'bot', { status: 'spam' });
    await enquiry(db, 'old', at(1), { name: 'Old', email: 'old@x.in', mobile: '9000000014' });
    const inboxOf = async (id: string) =>
      (await leads({ pageSize: 100 })).find((lead) => lead._id === id)!.contactId!;
    const actor = { id: priya.id, username: priya.username };
    const today = indiaDay(new Date());
    await changeContact(db, { contactId: await inboxOf('meena-2'), ownerId: priya.id }, actor);
    await changeContact(db, { contactId: await inboxOf('ravi'), nextFollowUp: today }, actor);
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const post = (url: string, json: unknown) => call(server.app, url, { token: priya.token, json });
  const leads = async (json: LeadQueryInput) =>
    apiSuccess(LeadPage).parse((await post('/api/leads/getall', json)).body).data.items;
  const grouped = async (json: LeadQueryInput) => {
    const answer = await post('/api/contacts/getall', json);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return apiSuccess(ContactPage).parse(answer.body).data;
  };

  it.each<[string, LeadQueryInput]>([
    ['the inbox as it opens', {}],
    ['unassigned', { owner: 'unassigned' }],
    ['mine', { owner: 'me' }],
    ['due', { followUp: 'due' }],
    ['a campaign', { campaign: 'diwali' }],
    ['spam', { status: 'spam' }],
    ['a search', { search: 'School' }],
  ])('%s: pages of two are the plain inbox’s contacts, in order, counted', async (_, filter) => {
    const plain = await leads({ ...filter, pageSize: 100 });
    const expected = [...new Set(plain.map((lead) => lead.contactId))];
    const seen: (string | null)[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
      const answer = await grouped({ ...filter, page, pageSize: 2 });
      expect(answer.total).toBe(expected.length);
      seen.push(...answer.items.map((contact) => contact._id));
      for (const contact of answer.items) {
        const theirs = plain.filter((lead) => lead.contactId === contact._id);
        expect(contact.matching).toBe(theirs.length);
        expect(contact.latest._id).toBe(theirs[0]?._id);
      }
    }
    // A page of one stops reading early, so the total is counted apart.
    expect((await grouped({ ...filter, pageSize: 1 })).total).toBe(expected.length);
    // The due view puts the longest waiting first; every other view, the latest enquiry.
    if (filter.followUp) expect(new Set(seen)).toEqual(new Set(expected));
    else expect(seen).toEqual(expected);
  });

  it('leaves out a contact whose every enquiry is spam', async () => {
    const names = (await grouped({ pageSize: 100 })).items.map((contact) => contact.name);
    expect(names).toEqual(['Busy School', 'Meena', 'Ravi', 'Old']);
    expect((await grouped({ owner: 'unassigned' })).total).toBe(3);
    expect((await grouped({ status: 'spam' })).items.map((contact) => contact.name)).toEqual([
      'Bot',
    ]);
  });
});
