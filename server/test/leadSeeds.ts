import { eq } from 'drizzle-orm';
import type { Lead } from '@/sdk/schemas/lead';
import { insertLead } from '../data/leads';
import type { NewLead } from '../data/leads';
import type { Db } from '../db/database';
import { leads } from '../db/schema';

type LeadFields = Pick<Lead, 'name' | 'email' | 'mobile' | 'message'>;

export const baseLead: LeadFields = {
  name: 'Asha Rao',
  email: 'asha@school.in',
  mobile: '9876543210',
  message: 'Please call me.',
};

/** A stored lead with a chosen id, time and status (the inbox sorts and filters on these). */
export async function seedLead(
  db: Db,
  id: string,
  createdAt: string,
  fields: Partial<NewLead> & { status?: string } = {},
) {
  const { status, ...lead } = fields;
  await insertLead(db, { ...baseLead, ...lead }, id, new Date(createdAt));
  if (status) await db.update(leads).set({ status }).where(eq(leads.id, id));
}

/** Six leads over three days in Nov 2026, with words to search for and every status. */
export async function seedInbox(db: Db) {
  await seedLead(db, 'l1', '2026-11-01T09:00:00Z', { name: 'Ravi Kumar', message: '100% sure' });
  await seedLead(db, 'l2', '2026-11-01T18:30:00Z', {
    name: 'Meera Iyer',
    email: 'MEERA@Example.org',
    status: 'contacted',
  });
  await seedLead(db, 'l3', '2026-11-02T12:00:00Z', { mobile: '7012345678', status: 'qualified' });
  await seedLead(db, 'l4', '2026-11-02T23:59:59Z', {
    message: 'file_name and demo',
    status: 'closed',
  });
  await seedLead(db, 'l5', '2026-11-03T00:00:00Z', { name: 'प्रिया शर्मा' });
  await seedLead(db, 'l6', '2026-11-03T10:00:00Z', { message: 'Need a quote, "urgent"' });
}
