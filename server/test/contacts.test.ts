import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOf, recordActivity, underContactsLock } from '../data/contactActivity';
import { insertLead, updateLead } from '../data/leads';
import { leadWriter } from '../data/leadWriter';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';
import { contactActivity, contacts, leads } from '../db/schema';
import { databaseBackends } from './backends';

// Which contact an enquiry joins (issue 38 item 1), decided by the writer in the transaction that
// stores it: the same e-mail (trimmed, any case) or the same mobile (as typed) is the same
// contact, transitively; an enquiry bridging two contacts merges them; spam joins none.

const person = (email: string, mobile: string, name = 'Asha Rao') => ({
  name,
  email,
  mobile,
  message: 'Please call me.',
});

describe.each(databaseBackends())('contacts of new enquiries on $name', (backend) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let url: string | undefined;
  beforeAll(async () => {
    ({ database, dispose, url } = await backend.open());
  });
  afterAll(() => dispose());

  const contactOf = async (id: string) => {
    const [row] = await database.db
      .select({ contactId: leads.contactId })
      .from(leads)
      .where(eq(leads.id, id));
    return row?.contactId ?? null;
  };
  const store = (lead: ReturnType<typeof person>, id: string, at = '2026-11-01T10:00:00Z') =>
    insertLead(database.db, lead, id, new Date(at));

  it('joins the same e-mail in any case and spacing, and the same mobile however typed', async () => {
    await store(person('Meera@School.IN', '9000000001'), 'e1');
    await store(person('  meera@school.in ', '9000000002'), 'e2');
    await store(person('other@school.in', '+91 90000-00002'), 'e3');
    const first = await contactOf('e1');
    expect(first).toBeTruthy();
    expect([await contactOf('e2'), await contactOf('e3')]).toEqual([first, first]);
  });

  it('folds no Gmail dots or +tags: those are different addresses to the rules', async () => {
    await store(person('ravi.kumar@gmail.com', '9000000011'), 'g1');
    await store(person('ravikumar@gmail.com', '9000000012'), 'g2');
    await store(person('ravi.kumar+school@gmail.com', '9000000013'), 'g3');
    expect(
      new Set([await contactOf('g1'), await contactOf('g2'), await contactOf('g3')]).size,
    ).toBe(3);
  });

  it('merges two contacts when an enquiry brings the e-mail of one and the mobile of the other', async () => {
    await store(person('a@bridge.in', '9000000021'), 'b1', '2026-10-01T10:00:00Z');
    await store(person('b@bridge.in', '9000000022'), 'b2', '2026-10-02T10:00:00Z');
    const [older, newer] = [await contactOf('b1'), await contactOf('b2')];
    expect(older).not.toBe(newer);
    await store(person('a@bridge.in', '9000000022'), 'b3');
    expect([await contactOf('b1'), await contactOf('b2'), await contactOf('b3')]).toEqual([
      older,
      older,
      older,
    ]);
    expect(await database.db.select().from(contacts).where(eq(contacts.id, newer!))).toEqual([]);
    const [line] = await database.db
      .select()
      .from(contactActivity)
      .where(eq(contactActivity.contactId, older!));
    expect(line).toMatchObject({ kind: 'merge', actorName: '(rules)', fromValue: 'Asha Rao' });
  });

  it('places a burst of one new person in one contact, and strangers in their own', async () => {
    const write = leadWriter(database.db);
    const answers = await Promise.all([
      write(person('burst@school.in', '9000000031')),
      write(person('BURST@school.in', '9000000032')),
      write(person('other@burst.in', '9000000032')),
      write(person('stranger@burst.in', '9000000033')),
    ]);
    const ids = answers.map((answer) => answer.row.contactId);
    expect(ids.every(Boolean)).toBe(true);
    expect(ids.slice(0, 3)).toEqual([ids[0], ids[0], ids[0]]);
    expect(ids[3]).not.toBe(ids[0]);
    // The answer is the row as stored, its contact included.
    for (const answer of answers) expect(await contactOf(answer.row.id)).toBe(answer.row.contactId);
  });

  it('files spam in no contact, so a bot cannot join two people; restored, it joins', async () => {
    await store(person('s1@spam.in', '9000000041'), 's1');
    await store(person('s2@spam.in', '9000000042'), 's2');
    const bot = await leadWriter(database.db)(
      person('s1@spam.in', '9000000042'),
      undefined,
      'spam',
    );
    expect(bot.row.contactId).toBeNull();
    expect(await contactOf('s1')).not.toBe(await contactOf('s2'));
    // A person after all (a browser's autofill filled the honeypot): now the rules apply.
    await updateLead(database.db, bot.row.id, { status: 'new' });
    expect(await contactOf(bot.row.id)).toBe(await contactOf('s1'));
    expect(await contactOf('s2')).toBe(await contactOf('s1'));
  });

  it('keeps a lead filed as spam in its contact, and leaves it out of matching', async () => {
    await store(person('m1@spam.in', '9000000051'), 'm1');
    await updateLead(database.db, 'm1', { status: 'spam' });
    expect(await contactOf('m1')).toBeTruthy();
    await store(person('m1@spam.in', '9000000052'), 'm2');
    expect(await contactOf('m2')).not.toBe(await contactOf('m1'));
  });

  it('keeps a timeline in the order it was written, even lines written in the same millisecond', async () => {
    // PGlite's clock ticks in milliseconds: one change's lines (a status, then a note) share a
    // timestamp, and a tie broken by the random id once put the note before the status.
    await store(person('timeline@order.in', '9000000300'), 'timeline');
    const contactId = (await contactOf('timeline'))!;
    const actor = { id: null, username: 'tester' };
    const texts = Array.from({ length: 60 }, (_, i) => `line ${i}`);
    await underContactsLock(database.db, async (tx) => {
      for (const text of texts) await recordActivity(tx, { contactId, kind: 'note', text, actor });
    });
    const timeline = await activityOf(database.db, contactId);
    expect(timeline.map((line) => line.text)).toEqual([...texts].reverse());
  });

  it('holds across instances: enquiries of one new person on two at once make one contact', async () => {
    const other = url ? await openDatabase({ kind: 'postgres', url }) : database;
    try {
      const [here, there] = [leadWriter(database.db), leadWriter(other.db)];
      // Both connections warm, so the two transactions really meet; several people, one each.
      await Promise.all([
        here(person('warm@instances.in', '9000000100')),
        there(person('warm@instances.in', '9000000100')),
      ]);
      for (let round = 0; round < 5; round += 1) {
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            (i % 2 ? here : there)(person(`twin${round}@instances.in`, `90000002${round}${i}`)),
          ),
        );
        expect(new Set(answers.map((answer) => answer.row.contactId)).size, `round ${round}`).toBe(
          1,
        );
      }
    } finally {
      if (other !== database) await other.close();
    }
  });
});
