import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactDetail } from '@/sdk/schemas/contact';
import { apiSuccess } from '@/sdk/schemas/envelope';
import { LeadPage } from '@/sdk/schemas/lead';
import type { LeadEvent } from '../data/leadEvents';
import { indiaDay } from '../data/leadFilter';
import { admins, auditLog } from '../db/schema';
import type { Database } from '../db/database';
import { databaseBackends } from './backends';
import { enquiry, staff } from './contactSeeds';
import type { Staff } from './contactSeeds';
import { call } from './requests';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Owners, follow-ups and the timeline (issue 38 item 2): a salesperson takes a contact, plans the
// next call, and every change is a line of the timeline and an audit entry.

/** A day `n` days from today in India, as the console sends it. */
const dayFromToday = (n: number) => indiaDay(new Date(Date.now() + n * 86_400_000));

describe.each(databaseBackends())('owners and follow-ups on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let server: TestServer;
  let priya: Staff;
  let admin: Staff;
  let school: string;
  let ravi: string;
  const events: LeadEvent[] = [];

  beforeAll(async () => {
    ({ database, dispose } = await backend.open());
    server = await startTestApp({}, database);
    server.context.leadEventListeners.push((event) => void events.push(event));
    const db = database.db;
    school = (await enquiry(db, 's1', '2026-11-01T09:00:00Z')).contactId!;
    await enquiry(db, 's2', '2026-11-02T09:00:00Z', { mobile: '9123456789' });
    ravi = (
      await enquiry(db, 'r1', '2026-11-03T09:00:00Z', {
        name: 'Ravi',
        email: 'ravi@example.in',
        mobile: '7000000001',
      })
    ).contactId!;
    priya = await staff(db, 'priya');
    admin = await staff(db, 'anita', 'admin');
  });
  afterAll(async () => {
    await server.close();
    await dispose();
  });

  const post = (url: string, json: unknown, token = priya.token) =>
    call(server.app, url, { token, json });
  const change = async (json: unknown, token?: string) => {
    const answer = await post('/api/contacts/update', json, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return apiSuccess(ContactDetail).parse(answer.body).data;
  };
  const ids = async (json: unknown, token?: string) =>
    apiSuccess(LeadPage)
      .parse((await post('/api/leads/getall', json, token)).body)
      .data.items.map((l) => l._id);

  it('lets a salesperson assign a contact to themselves: a timeline line, an audit entry, an event', async () => {
    const detail = await change({ contactId: school, ownerId: priya.id });
    expect(detail.owner).toEqual({ _id: priya.id, username: 'priya' });
    expect(detail.activity[0]).toMatchObject({
      kind: 'owner',
      actorName: 'priya',
      text: 'Assigned to priya',
      from: null,
      to: 'priya',
    });
    const audited = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'owner'), eq(auditLog.target, school)));
    expect(audited).toMatchObject([
      { kind: 'lead', actorName: 'priya', summary: 'Assigned to priya' },
    ]);
    expect(events.map((e) => e.type === 'lead.updated' && [e.lead._id, e.changes]).sort()).toEqual([
      ['s1', ['owner']],
      ['s2', ['owner']],
    ]);
    // The same owner again changes nothing and says nothing.
    expect((await change({ contactId: school, ownerId: priya.id })).activity).toHaveLength(1);
  });

  it('shows "mine" to its owner, "unassigned" to everyone, and one owner by id', async () => {
    expect(await ids({ owner: 'me' })).toEqual(['s2', 's1']);
    expect(await ids({ owner: 'me' }, admin.token)).toEqual([]);
    expect(await ids({ owner: 'unassigned' })).toEqual(['r1']);
    expect(await ids({ owner: priya.id }, admin.token)).toEqual(['s2', 's1']);
    const { items } = apiSuccess(LeadPage).parse((await post('/api/leads/getall', {})).body).data;
    expect(items.find((l) => l._id === 's1')).toMatchObject({
      owner: { _id: priya.id, username: 'priya' },
    });
    expect(items.find((l) => l._id === 'r1')).toMatchObject({ owner: null });
  });

  it('gives contacts only to people who may work on leads and can sign in', async () => {
    const editor = await staff(database.db, 'edna', 'editor');
    const cases: [unknown, number, string][] = [
      [{ contactId: ravi, ownerId: editor.id }, 400, 'This user may not work on leads'],
      [{ contactId: ravi, ownerId: 'no-such-user' }, 404, 'No user with this id.'],
      [{ contactId: 'no-such-contact', ownerId: priya.id }, 404, 'No contact with this id.'],
      [{ contactId: ravi }, 400, 'Change the owner or the follow-up day.'],
      [{ contactId: ravi, nextFollowUp: '25-11-2026' }, 400, 'Use a date like'],
    ];
    const sam = await staff(database.db, 'sam');
    await database.db.update(admins).set({ disabled: true }).where(eq(admins.id, sam.id));
    cases.push([{ contactId: ravi, ownerId: sam.id }, 400, 'This user is disabled']);
    for (const [json, status, msg] of cases) {
      const answer = await post('/api/contacts/update', json);
      expect(answer.status, JSON.stringify(json)).toBe(status);
      expect(JSON.stringify(answer.body), JSON.stringify(json)).toContain(msg);
    }
    expect((await change({ contactId: ravi, nextFollowUp: null })).owner).toBeNull();
  });

  it('lists follow-ups due today or overdue (India time), the longest waiting first', async () => {
    expect(await ids({ followUp: 'due' })).toEqual([]);
    await change({ contactId: school, nextFollowUp: dayFromToday(0) });
    await change({ contactId: ravi, nextFollowUp: dayFromToday(-3) });
    expect(await ids({ followUp: 'due' })).toEqual(['r1', 's2', 's1']);
    expect(await ids({ followUp: 'due', owner: 'me' })).toEqual(['s2', 's1']);
    const detail = await change({ contactId: school, nextFollowUp: dayFromToday(1) });
    expect(detail.activity[0]).toMatchObject({
      kind: 'follow-up',
      from: dayFromToday(0),
      to: dayFromToday(1),
    });
    expect(await ids({ followUp: 'due' })).toEqual(['r1']);
    const cleared = await change({ contactId: ravi, nextFollowUp: null });
    expect(cleared.activity[0]).toMatchObject({ text: 'Follow-up cleared', to: null });
  });

  it('adds notes to the contact or to one enquiry, which keeps it as its latest note', async () => {
    const note = (json: unknown) => post('/api/contacts/notes/create', json);
    const onContact = await note({ contactId: school, text: '  Spoke to the principal.  ' });
    expect(onContact.status).toBe(200);
    const onLead = apiSuccess(ContactDetail).parse(
      (await note({ contactId: school, leadId: 's2', text: 'Wants a demo.' })).body,
    ).data;
    expect(onLead.activity.slice(0, 2)).toMatchObject([
      { kind: 'note', text: 'Wants a demo.', leadId: 's2' },
      { kind: 'note', text: 'Spoke to the principal.', leadId: null },
    ]);
    expect(onLead.leads.find((l) => l._id === 's2')?.note).toBe('Wants a demo.');
    const refused: [unknown, number][] = [
      [{ contactId: school, text: '   ' }, 400],
      [{ contactId: school, text: 'x'.repeat(5001) }, 400],
      [{ contactId: school, leadId: 'r1', text: 'Wrong contact' }, 400],
      [{ contactId: school, leadId: 'no-such-lead', text: 'Gone' }, 404],
      [{ contactId: 'no-such-contact', text: 'Gone' }, 404],
    ];
    for (const [json, status] of refused)
      expect((await note(json)).status, JSON.stringify(json)).toBe(status);
  });

  it('writes status changes and notes from the inbox to the timeline too', async () => {
    await post('/api/leads/update', { leadId: 's1', status: 'contacted', note: 'Called.' });
    const detail = apiSuccess(ContactDetail).parse(
      (await post('/api/contacts/get', { contactId: school })).body,
    ).data;
    expect(detail.activity.slice(0, 2)).toMatchObject([
      { kind: 'note', text: 'Called.', leadId: 's1' },
      { kind: 'status', from: 'new', to: 'contacted', leadId: 's1' },
    ]);
  });

  it('lists who may own leads: admins and salespeople who can sign in, by name', async () => {
    const answer = await post('/api/leads/owners', {});
    const names = (answer.body.data as { username: string }[]).map((o) => o.username);
    expect(names).toContain('priya');
    expect(names).toContain('anita');
    expect(names).not.toContain('edna');
    expect(names).not.toContain('sam');
  });
});
