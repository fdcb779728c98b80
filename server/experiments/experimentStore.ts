import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PageBlock } from '@/sdk/content/pageBlocks';
import type { Experiment, ExperimentArm } from '@/sdk/schemas/experiments';
import type { Db } from '../db/database';
import { experiments } from '../db/experimentsSchema';

type ExperimentRow = typeof experiments.$inferSelect;

export const toExperiment = (row: ExperimentRow): Experiment => ({
  id: row.id,
  name: row.name,
  page: row.page,
  blockId: row.blockId,
  blockType: row.blockType,
  variant: row.variant,
  split: row.split,
  status: row.status === 'ended' ? 'ended' : 'running',
  startedAt: row.startedAt.toISOString(),
  startedBy: row.startedBy,
  endedAt: row.endedAt?.toISOString() ?? null,
  endedBy: row.endedBy ?? null,
  kept: row.kept ?? null,
});

/** Running ones first (newest first), then the ended ones, the most recently ended first. */
export async function listExperiments(db: Db): Promise<Experiment[]> {
  const rows = await db
    .select()
    .from(experiments)
    .orderBy(
      sql`${experiments.status} = 'running' DESC`,
      desc(sql`coalesce(${experiments.endedAt}, ${experiments.startedAt})`),
      desc(experiments.id),
    );
  return rows.map(toExperiment);
}

export async function findExperiment(db: Db, id: string): Promise<Experiment | null> {
  const [row] = await db.select().from(experiments).where(eq(experiments.id, id));
  return row ? toExperiment(row) : null;
}

export interface NewExperiment {
  /** A new random id unless given (the contracts' provider states seed a known one). */
  id?: string;
  name: string;
  page: string;
  variant: PageBlock;
  split: number;
  startedBy: string;
}

/**
 * Starts an experiment on `variant.id` of the page; null when that block already has a running
 * one (the partial unique index decides, so two editors starting at once cannot both win).
 */
export async function insertExperiment(db: Db, input: NewExperiment): Promise<Experiment | null> {
  const [row] = await db
    .insert(experiments)
    .values({
      id: input.id ?? randomUUID(),
      name: input.name,
      page: input.page,
      blockId: input.variant.id,
      blockType: input.variant.type,
      variant: input.variant,
      split: input.split,
      startedBy: input.startedBy,
    })
    .onConflictDoNothing()
    .returning();
  return row ? toExperiment(row) : null;
}

/** Ends a running experiment (in the caller's transaction); null when it was not running. */
export async function markEnded(
  db: Db,
  id: string,
  kept: ExperimentArm,
  by: string,
): Promise<Experiment | null> {
  const [row] = await db
    .update(experiments)
    .set({ status: 'ended', endedAt: new Date(), endedBy: by, kept })
    .where(and(eq(experiments.id, id), eq(experiments.status, 'running')))
    .returning();
  return row ? toExperiment(row) : null;
}

/**
 * A page moved from one address to another (`/slug` paths, in the write's transaction, beside
 * its redirect): its experiments, running and ended, follow it, so a running one is still drawn
 * at the new address and can still end keeping its variant.
 */
export async function experimentsFollowPage(tx: Db, from: string, to: string): Promise<void> {
  await tx
    .update(experiments)
    .set({ page: to.slice(1) })
    .where(eq(experiments.page, from.slice(1)));
}
