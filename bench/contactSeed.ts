// 100,000 enquiries over a year as the sales team would see them (issue 38's bench): stored
// through the writer's own path (storeLeads: each group in one transaction under the contacts
// lock, its contacts found by e-mail or mobile), so the contacts, their keys and the merges are
// the ones production makes. Owners and follow-ups are set by the route's own changeContact.
import { sql } from 'drizzle-orm';
import { changeContact } from '@/server/data/contactChanges';
import { leadValues } from '@/server/data/leads';
import type { LeadValues, NewLead } from '@/server/data/leads';
import { storeLeads } from '@/server/data/leadStore';
import type { Db } from '@/server/db/database';
import { rawRows } from '@/server/db/rawRows';

const DAY_MS = 86_400_000;
/** The writer's groups are small; seeding in larger ones changes nothing but the time it takes. */
const GROUP = 1_000;
const CTAS = ['header: Book a Demo', 'banner: Get Free Consultant', 'about: Book A Meeting'];

/** A repeatable pseudo-random stream (mulberry32), so every run seeds the same inbox. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Person {
  name: string;
  email: string;
  mobile: string;
}

/** The ways people type one Indian mobile: the contact key is the same ten digits. */
const spellings = (digits: string) => [
  digits,
  `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  `0${digits}`,
  `${digits.slice(0, 5)}-${digits.slice(5)}`,
];

/**
 * The i-th enquiry: 70% from someone new, 30% a repeat of an earlier sender (picked uniformly,
 * so early senders ask again more often: a few schools have many enquiries). A repeat types its
 * mobile differently, and one in ten writes from a new address (the mobile still joins it).
 */
function enquiryOf(i: number, people: Person[], next: () => number): NewLead {
  let person: Person;
  if (people.length === 0 || next() < 0.7) {
    const n = people.length + 1;
    person = {
      name: `School ${n}`,
      email: `office${n}@school${n % 9000}.in`,
      mobile: `9${String(100_000_000 + ((n * 7_919) % 900_000_000)).slice(0, 9)}`,
    };
    people.push(person);
  } else {
    person = people[Math.floor(next() * people.length)]!;
    if (next() < 0.1) person = { ...person, email: `teacher${i}@gmail.com` };
  }
  const source = ['google', 'newsletter', 'facebook', ''][i % 4]!;
  return {
    name: person.name,
    email: person.email,
    mobile: spellings(person.mobile)[i % 4]!,
    message: 'We would like a demo of live classes.',
    cta: CTAS[i % 3]!,
    pagePath: '/',
    utmSource: source,
    // Left empty: not known, stored as null (as the intake does).
    utmMedium: source === 'newsletter' ? 'email' : '',
    utmCampaign: i % 5 === 0 ? 'diwali' : '',
    referrerHost: source === 'google' ? 'www.google.com' : '',
    marketingConsent: false,
  };
}

/** Stores `count` enquiries, oldest first, ending now; one in a hundred is spam. */
export async function seedEnquiries(db: Db, count: number): Promise<void> {
  const next = random(38);
  const people: Person[] = [];
  const start = Date.now() - 365 * DAY_MS;
  for (let from = 0; from < count; from += GROUP) {
    const group: LeadValues[] = [];
    for (let i = from; i < Math.min(count, from + GROUP); i++) {
      const createdAt = new Date(start + (i / count) * 365 * DAY_MS);
      const status = i % 100 === 99 ? 'spam' : 'new';
      group.push(leadValues(enquiryOf(i, people, next), { id: `bench-${i}`, createdAt, status }));
    }
    await storeLeads(db, group);
  }
  // Older enquiries have been worked: the inbox's status mix (the writer stores only 'new').
  await db.execute(sql`
    UPDATE leads SET status = (ARRAY['contacted', 'qualified', 'closed'])[1 + abs(hashtext(id)) % 3]
    WHERE status = 'new' AND created_at < now() - interval '14 days'`);
  await db.execute(sql`ANALYZE`);
}

/**
 * Gives `perOwner` of the latest contacts to each owner, a third of them with a follow-up due
 * (today or overdue) and a third planned ahead, as the team's routes do (one changeContact each).
 */
export async function assignContacts(db: Db, ownerIds: string[], perOwner: number) {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`SELECT id FROM contacts ORDER BY created_at DESC, id LIMIT ${ownerIds.length * perOwner}`,
  );
  const today = Date.now();
  const day = (offset: number) => new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
  const actor = { id: null, username: 'bench' };
  for (const [n, { id }] of rows.entries()) {
    const ownerId = ownerIds[n % ownerIds.length]!;
    const plan = n % 3 === 0 ? day(-(n % 20)) : n % 3 === 1 ? day(1 + (n % 30)) : null;
    await changeContact(db, { contactId: id, ownerId, nextFollowUp: plan }, actor);
  }
  await db.execute(sql`ANALYZE`);
}
