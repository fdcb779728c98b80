import type { Role } from '@/sdk/schemas/users';
import { insertLead } from '../data/leads';
import type { NewLead } from '../data/leads';
import type { Db } from '../db/database';
import { signedInUser } from './fixtures';
import type { SignedInUser } from './fixtures';
import { baseLead } from './leadSeeds';

/** A signed-in staff member with a name, for owners and "mine" (issue 38). */
export type Staff = SignedInUser;

/** A user of `role` (sales unless named) with a live session. */
export const staff = (db: Db, username: string, role: Role = 'sales'): Promise<Staff> =>
  signedInUser(db, username, { role });

/** An enquiry with a chosen id and time, stored through the writer's path (its contact found). */
export const enquiry = (db: Db, id: string, at: string, fields: Partial<NewLead> = {}) =>
  insertLead(db, { ...baseLead, ...fields }, id, new Date(at));
