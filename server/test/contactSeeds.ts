import { randomUUID } from 'node:crypto';
import type { Role } from '@/sdk/schemas/users';
import { insertAdmin } from '../auth/admins';
import { hashToken, insertSession } from '../auth/sessions';
import { insertLead } from '../data/leads';
import type { NewLead } from '../data/leads';
import type { Db } from '../db/database';
import { baseLead } from './leadSeeds';

/** A signed-in staff member with a name, for owners and "mine" (issue 38). */
export interface Staff {
  id: string;
  username: string;
  token: string;
}

/** A user of `role` with a live session; its token is answered with its id and name. */
export async function staff(db: Db, username: string, role: Role = 'sales'): Promise<Staff> {
  const admin = await insertAdmin(db, { username, passwordHash: 'none', role });
  if (!admin) throw new Error(`could not create ${username}`);
  const token = randomUUID();
  const expiresAt = new Date(Date.now() + 3_600_000);
  await insertSession(db, { adminId: admin.id, tokenHash: hashToken(token), expiresAt });
  return { id: admin.id, username, token };
}

/** An enquiry with a chosen id and time, stored through the writer's path (its contact found). */
export const enquiry = (db: Db, id: string, at: string, fields: Partial<NewLead> = {}) =>
  insertLead(db, { ...baseLead, ...fields }, id, new Date(at));
