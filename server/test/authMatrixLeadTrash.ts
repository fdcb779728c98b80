import type { Area } from '@/sdk/schemas/users';
import { moveLeadToTrash } from '../data/leadTrash';
import type { Db } from '../db/database';
import { seedLead } from './leadSeeds';

// The authorization matrix's rows of issue 43 item 10 (the leads' trash), kept apart from
// server/test/authMatrix.test.ts as authMatrixContacts.ts is. The leads team (admins, sales) lists
// and restores; only admins move to the trash (leads/delete, in the main table) and purge. Bodies
// name seeded trashed leads, so a call that got through where it must not would change what the
// matrix reads (trash/getall among them).

interface Entry {
  access: 'public' | Area;
  body?: Record<string, unknown>;
}

/** The rows, after moving two seeded leads to the trash. */
export async function leadTrashEntries(db: Db): Promise<Record<string, Entry>> {
  for (const id of ['trash-1', 'trash-2']) {
    await seedLead(db, id, '2026-11-05T09:00:00Z', { email: `${id}@matrix.in` });
    await moveLeadToTrash(db, id);
  }
  return {
    'POST /api/leads/trash/getall': { access: 'leads' },
    'POST /api/leads/trash/restore': { access: 'leads', body: { leadId: 'trash-1' } },
    'POST /api/leads/trash/purge': { access: 'leadRemoval', body: { leadId: 'trash-2' } },
    'POST /api/leads/trash/empty': { access: 'leadRemoval' },
  };
}
