import { eq } from 'drizzle-orm';
import type { Redirect, RedirectCreate } from '@/sdk/schemas/redirects';
import { RedirectMessages } from '@/sdk/schemas/redirects';
import type { Db } from '../../db/database';
import { redirects } from '../../db/schema';
import { conflict } from '../../http/errors';

// Old addresses that answer 301 (issue 44 item 4, docs/pages.md). A page that moves leaves a
// redirect behind, chains are kept one hop long (a → b then b → c makes a → c), and an address a
// page now lives at never redirects, so a redirect never points at another or goes round.

/** How many hops the loop check follows among hand-made redirects (chains stay short). */
const MAX_HOPS = 20;

const toRedirect = (row: typeof redirects.$inferSelect): Redirect => ({
  from: row.fromPath,
  to: row.toPath,
  origin: row.origin === 'page' ? 'page' : 'manual',
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});

export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.select().from(redirects).orderBy(redirects.fromPath);
  return rows.map(toRedirect);
}

/** Every redirect by its old address: what the site looks up (kept in the content cache). */
export async function redirectMap(db: Db): Promise<ReadonlyMap<string, string>> {
  const rows = await db.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects);
  return new Map(rows.map((row) => [row.from, row.to]));
}

/** A page now lives at `path`: no redirect may lead away from it. */
export async function claimPath(tx: Db, path: string): Promise<void> {
  await tx.delete(redirects).where(eq(redirects.fromPath, path));
}

/**
 * A page moved from `from` to `to` (in the write's transaction): `from` redirects to `to`, and so
 * does every redirect that led to `from`, so no visitor takes two hops.
 */
export async function pageMoved(tx: Db, from: string, to: string, by: string): Promise<void> {
  await claimPath(tx, to);
  await tx.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
  await tx
    .insert(redirects)
    .values({ fromPath: from, toPath: to, origin: 'page', createdBy: by })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, origin: 'page' } });
}

/**
 * A redirect made by hand. Refused (409) when it would point at itself or lead back to where it
 * starts; `livePaths` are the addresses pages live at now, which cannot redirect.
 */
export async function createRedirect(
  db: Db,
  input: RedirectCreate,
  livePaths: ReadonlySet<string>,
  by: string,
): Promise<Redirect> {
  const { from, to } = input;
  const samePage = (a: string, b: string) => a.split(/[?#]/, 1)[0] === b.split(/[?#]/, 1)[0];
  if (samePage(from, to)) throw conflict(RedirectMessages.samePath, [issue('to', 'samePath')]);
  if (livePaths.has(from)) throw conflict(RedirectMessages.pageLives, [issue('from', 'pageLives')]);
  const map = await redirectMap(db);
  let next: string | undefined = to;
  for (let hop = 0; next !== undefined && hop < MAX_HOPS; hop++) {
    if (samePage(next, from)) throw conflict(RedirectMessages.loop, [issue('to', 'loop')]);
    next = map.get(next.split(/[?#]/, 1)[0] ?? next);
  }
  const [row] = await db
    .insert(redirects)
    .values({ fromPath: from, toPath: to, origin: 'manual', createdBy: by })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath: to, origin: 'manual', createdBy: by, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('the redirect insert returned no row');
  return toRedirect(row);
}

const issue = (field: 'from' | 'to', message: keyof typeof RedirectMessages) => ({
  path: [field],
  message: RedirectMessages[message],
});

export async function deleteRedirect(db: Db, from: string): Promise<Redirect | null> {
  const [row] = await db.delete(redirects).where(eq(redirects.fromPath, from)).returning();
  return row ? toRedirect(row) : null;
}
