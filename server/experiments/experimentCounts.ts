import { sql } from 'drizzle-orm';
import type { ExperimentArm } from '@/sdk/schemas/experiments';
import { rawRows } from '../db/rawRows';
import type { Executor } from '../db/rawRows';

// Who saw which arm, and who then became a lead (docs/analytics.md "Experiments"). Each write is
// one statement: the visitor rows' insert or update and the daily roll-up's increments in CTEs,
// as analyticsStore's recordEvent does, so the counts are exact with several instances writing.

/** An arm a page view was shown: stamped on the view when it is counted (analyticsService). */
export interface ExperimentView {
  id: string;
  arm: ExperimentArm;
}

/** What a page view must carry to be counted in its experiments. */
interface ViewCounted {
  kind: string;
  day: string;
  visitor: string;
  experiments?: readonly ExperimentView[];
}

/**
 * A batch's page views in their experiments (inside the batch's transaction): one visitor row per
 * experiment, day and key (the first view of the day counts the visitor: ON CONFLICT DO NOTHING),
 * and the rows inserted add to experiment_daily's visitors. Only experiments still running take
 * views: an ended one's counts stay as they were when it ended. Sorted, as the analytics rows
 * are, so two instances take the rows' locks in one order.
 */
export async function recordExperimentViews(tx: Executor, events: readonly ViewCounted[]) {
  const rows = new Map<
    string,
    { experiment_id: string; day: string; visitor: string; arm: string }
  >();
  for (const event of events) {
    if (event.kind !== 'pageview') continue;
    for (const { id, arm } of event.experiments ?? []) {
      const key = JSON.stringify([id, event.day, event.visitor]);
      if (!rows.has(key))
        rows.set(key, { experiment_id: id, day: event.day, visitor: event.visitor, arm });
    }
  }
  if (rows.size === 0) return;
  const sorted = [...rows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  await tx.execute(sql`
    WITH seen AS (
      INSERT INTO experiment_visitors (experiment_id, day, visitor, arm)
      SELECT v.experiment_id, v.day, v.visitor, v.arm
      FROM json_to_recordset(${JSON.stringify(sorted)}::json)
        AS v(experiment_id text, day date, visitor text, arm text)
      JOIN experiments e ON e.id = v.experiment_id AND e.status = 'running'
      ORDER BY v.experiment_id, v.day, v.visitor
      ON CONFLICT (experiment_id, day, visitor) DO NOTHING
      RETURNING experiment_id, day, arm
    )
    INSERT INTO experiment_daily (experiment_id, day, arm, visitors)
    SELECT experiment_id, day, arm, count(*)::int FROM seen
    GROUP BY experiment_id, day, arm
    ORDER BY experiment_id, day, arm
    ON CONFLICT (experiment_id, day, arm) DO UPDATE
      SET visitors = experiment_daily.visitors + excluded.visitors`);
}

/**
 * A lead from `visitor` on `day`: converts the visitor in each of `experimentIds` they were
 * counted in that day, once (`NOT lead`: a second lead, or two instances at once, finds the row
 * already converted and adds nothing). Returns how many experiments it converted them in.
 */
export async function recordExperimentLead(
  db: Executor,
  day: string,
  visitor: string,
  experimentIds: readonly string[],
): Promise<number> {
  if (experimentIds.length === 0) return 0;
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`WITH converted AS (
      UPDATE experiment_visitors SET lead = true
      WHERE day = ${day}::date AND visitor = ${visitor} AND NOT lead
        AND experiment_id IN (SELECT json_array_elements_text(${JSON.stringify(experimentIds)}::json))
      RETURNING experiment_id, day, arm
    ), added AS (
      INSERT INTO experiment_daily (experiment_id, day, arm, leads)
      SELECT experiment_id, day, arm, count(*)::int FROM converted
      GROUP BY experiment_id, day, arm
      ON CONFLICT (experiment_id, day, arm) DO UPDATE
        SET leads = experiment_daily.leads + excluded.leads
      RETURNING 1
    ) SELECT count(*)::int AS n FROM converted`,
  );
  return Number(row?.n ?? 0);
}

/** Visitors and leads per arm over every day (the results' counts). */
export async function armTotals(db: Executor, experimentId: string) {
  const rows = await rawRows<{ arm: ExperimentArm; visitors: number; leads: number }>(
    db,
    sql`SELECT arm, sum(visitors)::int AS visitors, sum(leads)::int AS leads
      FROM experiment_daily WHERE experiment_id = ${experimentId} GROUP BY arm`,
  );
  const of = (arm: ExperimentArm) => {
    const row = rows.find((r) => r.arm === arm);
    return { visitors: Number(row?.visitors ?? 0), leads: Number(row?.leads ?? 0) };
  };
  return { control: of('control'), variant: of('variant') };
}

/** Visitor rows of days before yesterday (their keys cannot be computed again); roll-ups stay. */
export async function deleteExpiredExperimentVisitors(db: Executor, today: string) {
  await db.execute(sql`DELETE FROM experiment_visitors WHERE day < ${today}::date - 1`);
}
