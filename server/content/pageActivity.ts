import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_ACTIVITY_DAYS } from '@/sdk/schemas/pageActivity';
import type { PageActivity } from '@/sdk/schemas/pageActivity';
import { analyticsDay } from '../analytics/analyticsDay';
import type { ServerContext } from '../context';
import type { Db } from '../db/database';
import { rawRows } from '../db/rawRows';
import { ok } from '../http/envelope';
import { draftGuards } from './publishing';

interface Row {
  id: string;
  published_at: string | Date | null;
  published_by: string | null;
  draft_at: string | Date | null;
  draft_by: string | null;
  views: number;
  visitors: number;
  leads: number;
}

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());

/**
 * Each page's last change and reach (issue 44 item 3), in one query: its newest version (who
 * published, when), its draft if one is newer, and the daily roll-ups of its address (issue 45)
 * over the last PAGE_ACTIVITY_DAYS days. Pages that exist only as a draft are listed by the
 * draft's id, with nothing counted.
 */
export async function pageActivity(db: Db, today = new Date()): Promise<PageActivity[]> {
  const to = analyticsDay(today);
  const rows = await rawRows<Row>(
    db,
    sql`WITH reach AS (
        SELECT page, sum(views)::int AS views, sum(visitors)::int AS visitors,
          sum(leads)::int AS leads
        FROM analytics_daily
        WHERE day > ${to}::date - ${PAGE_ACTIVITY_DAYS}::int AND day <= ${to}::date
        GROUP BY page
      ), ids AS (
        SELECT id, slug FROM pages
        UNION SELECT record_id, NULL FROM content_drafts WHERE content_key = 'pages' AND is_new
      )
      SELECT ids.id, v.at AS published_at, v.actor_name AS published_by,
        d.updated_at AS draft_at, d.updated_by_name AS draft_by,
        coalesce(r.views, 0) AS views, coalesce(r.visitors, 0) AS visitors,
        coalesce(r.leads, 0) AS leads
      FROM ids
      LEFT JOIN LATERAL (
        SELECT at, actor_name FROM content_versions
        WHERE content_key = 'pages' AND record_id = ids.id ORDER BY at DESC LIMIT 1
      ) v ON true
      LEFT JOIN content_drafts d ON d.content_key = 'pages' AND d.record_id = ids.id
      LEFT JOIN reach r ON r.page = '/' || ids.slug`,
  );
  return rows.map((row) => {
    const draft =
      row.draft_at !== null &&
      (row.published_at === null || new Date(row.draft_at) > new Date(row.published_at));
    return {
      id: row.id,
      changedAt: iso(draft ? row.draft_at : row.published_at),
      changedBy: draft ? row.draft_by : row.published_by,
      draft,
      views: Number(row.views),
      visitors: Number(row.visitors),
      leads: Number(row.leads),
    };
  });
}

/** POST /api/pages/activity: the content role's pages list reads it beside the pages. */
export function registerPageActivity(app: FastifyInstance, context: ServerContext) {
  app.post('/api/pages/activity', draftGuards(context.db), async () =>
    ok('OK', await pageActivity(context.db)),
  );
}
