import { sql } from 'drizzle-orm';
import type { LeadOwner } from '@/sdk/schemas/leadOwner';
import type { WebhookLeadNote } from '@/sdk/schemas/webhookPayloads';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';

// What the inbox knows about a lead beyond its own row (issue 46): its contact, the contact's
// owner and follow-up, and the contact's newest note. The CSV export and every lead webhook
// carry it, read here in one query for any number of leads.

/** A lead's inbox data; a lead without a contact (spam) or no longer stored has none of it. */
export interface LeadInboxData {
  contactId: string | null;
  owner: LeadOwner | null;
  nextFollowUp: string | null;
  latestNote: WebhookLeadNote | null;
}

export const NO_INBOX_DATA: LeadInboxData = {
  contactId: null,
  owner: null,
  nextFollowUp: null,
  latestNote: null,
};

interface Found {
  id: string;
  contact_id: string | null;
  owner_id: string | null;
  owner_name: string | null;
  next_follow_up: string | null;
  note_text: string | null;
  /** ISO 8601 as JSON writes it (either driver): microseconds and an offset. */
  note_at: string | null;
  note_by: string | null;
}

const instant = (value: string) => new Date(value).toISOString();

/** The inbox data of these leads, by lead id (the newest note found along its contact's index). */
export async function leadInboxData(
  db: Db,
  leadIds: readonly string[],
): Promise<Map<string, LeadInboxData>> {
  if (leadIds.length === 0) return new Map();
  const found = await rawRows<Found>(
    db,
    sql`
    SELECT l.id, l.contact_id, c.owner_id, a.username AS owner_name,
      c.next_follow_up::text AS next_follow_up,
      n.text AS note_text, to_json(n.at) #>> '{}' AS note_at, n.actor_name AS note_by
    FROM leads AS l
    LEFT JOIN contacts AS c ON c.id = l.contact_id
    LEFT JOIN admins AS a ON a.id = c.owner_id
    LEFT JOIN LATERAL (
      SELECT t.text, t.at, t.actor_name FROM contact_activity AS t
      WHERE t.contact_id = l.contact_id AND t.kind = 'note'
      ORDER BY t.at DESC, t.id DESC LIMIT 1) AS n ON true
    WHERE l.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(leadIds)}::jsonb))`,
  );
  return new Map(
    found.map((row) => [
      row.id,
      {
        contactId: row.contact_id,
        owner:
          row.owner_id && row.owner_name !== null
            ? { _id: row.owner_id, username: row.owner_name }
            : null,
        nextFollowUp: row.next_follow_up,
        latestNote:
          row.note_at !== null
            ? { text: row.note_text ?? '', at: instant(row.note_at), by: row.note_by ?? '' }
            : null,
      },
    ]),
  );
}
