import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { consolePreviewLabel, previewPath } from '@/sdk/schemas/previewLinks';
import type { PreviewLink, PreviewLinkCreated } from '@/sdk/schemas/previewLinks';
import type { AuditActor } from '../../audit/auditLog';
import { hashToken } from '../../auth/sessions';
import type { Db } from '../../db/database';
import { previewLinks } from '../../db/schema';

type LinkRow = typeof previewLinks.$inferSelect;

const HOUR_MS = 3_600_000;

const linkOf = (row: LinkRow, now = new Date()): PreviewLink => ({
  _id: row.id,
  label: row.label,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  active: row.revokedAt === null && row.expiresAt > now,
});

/**
 * A new link: 256 random bits (base64url, 43 characters), stored only as its SHA-256, so the
 * table grants nothing to whoever reads it. The token is answered this once.
 *
 * A console link (`consolePage`, issue 47) is labelled with its page, and the caller's earlier
 * live ones for that page are revoked in the same transaction: the stored hash cannot give the
 * earlier token back, so "one per user and page" means the newest one is the only live one, not
 * another left to run out its hour. `replaced` counts the ones revoked.
 */
export async function createPreviewLink(
  db: Db,
  input: { label: string; hours: number; consolePage?: string | undefined },
  actor: AuditActor,
  id: string = randomUUID(),
): Promise<PreviewLinkCreated & { replaced: number }> {
  const token = randomBytes(32).toString('base64url');
  const label = input.consolePage ? consolePreviewLabel(input.consolePage) : input.label;
  const owner = actor.id;
  return db.transaction(async (tx) => {
    // A link made by no user (a script's token) has no one's console link to replace.
    const replaced =
      input.consolePage && owner !== null
        ? await tx
            .update(previewLinks)
            .set({ revokedAt: new Date() })
            .where(
              and(
                eq(previewLinks.createdById, owner),
                eq(previewLinks.label, label),
                isNull(previewLinks.revokedAt),
                gt(previewLinks.expiresAt, new Date()),
              ),
            )
            .returning({ id: previewLinks.id })
        : [];
    const [row] = await tx
      .insert(previewLinks)
      .values({
        id,
        tokenHash: hashToken(token),
        label,
        createdById: actor.id,
        createdByName: actor.username.slice(0, 100),
        expiresAt: new Date(Date.now() + input.hours * HOUR_MS),
      })
      .returning();
    if (!row) throw new Error('the preview link was not stored');
    return { ...linkOf(row), token, path: previewPath(token), replaced: replaced.length };
  });
}

export async function listPreviewLinks(db: Db): Promise<PreviewLink[]> {
  const rows = await db.select().from(previewLinks).orderBy(desc(previewLinks.createdAt));
  return rows.map((row) => linkOf(row));
}

/** Revokes a link at once (its next page view is refused); null when unknown. */
export async function revokePreviewLink(db: Db, id: string): Promise<PreviewLink | null> {
  const [row] = await db
    .update(previewLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(previewLinks.id, id), isNull(previewLinks.revokedAt)))
    .returning();
  if (row) return linkOf(row);
  const [existing] = await db.select().from(previewLinks).where(eq(previewLinks.id, id));
  return existing ? linkOf(existing) : null;
}

/** When `token`'s link ends, if it opens a preview now (known, not revoked, not expired); else null. */
export async function livePreviewExpiry(db: Db, token: string): Promise<Date | null> {
  if (token.length < 32 || token.length > 100) return null;
  const [row] = await db
    .select({ expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.tokenHash, hashToken(token)),
        isNull(previewLinks.revokedAt),
        gt(previewLinks.expiresAt, new Date()),
      ),
    );
  return row?.expiresAt ?? null;
}
