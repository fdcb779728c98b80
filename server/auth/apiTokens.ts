import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { API_TOKEN_PREFIX } from '@/sdk/schemas/apiTokens';
import type { ApiToken, ApiTokenCreated } from '@/sdk/schemas/apiTokens';
import type { TokenScope } from '@/sdk/schemas/users';
import type { AuditActor } from '../audit/auditLog';
import type { Db } from '../db/database';
import { apiTokens } from '../db/schema';
import { hashToken } from './sessions';

// API tokens (issue 38): made by admins for other systems, kept only as SHA-256 like sessions.

type ApiTokenRow = typeof apiTokens.$inferSelect;

const toApiToken = (row: ApiTokenRow, now = new Date()): ApiToken => ({
  _id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  active: row.revokedAt === null && row.expiresAt > now,
});

/** Makes a token: 256 random bits after the prefix; the answer is the only place it is seen. */
export async function createApiToken(
  db: Db,
  input: { name: string; scope: TokenScope; days: number },
  creator: AuditActor,
  /** A chosen id and token (provider states, whose consumer sends a known token); else random. */
  seed: { id?: string; token?: string } = {},
): Promise<ApiTokenCreated> {
  const token = seed.token ?? `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({
      id: seed.id ?? randomUUID(),
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      hint: token.slice(-4),
      createdById: creator.id,
      createdByName: creator.username,
      expiresAt: new Date(Date.now() + input.days * 86_400_000),
    })
    .returning();
  if (!row) throw new Error('the API token was not stored');
  return { ...toApiToken(row), token };
}

/** Every token, newest first, live or not: a revoked one stays listed as the record of it. */
export async function listApiTokens(db: Db): Promise<ApiToken[]> {
  const rows = await db.select().from(apiTokens).orderBy(desc(apiTokens.createdAt));
  return rows.map((row) => toApiToken(row));
}

/** Stops a token at once (the guard reads the table on every request); null for an unknown id. */
export async function revokeApiToken(db: Db, id: string): Promise<ApiToken | null> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  if (row) return toApiToken(row);
  const [already] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  return already ? toApiToken(already) : null;
}

export interface LiveApiToken {
  id: string;
  name: string;
  scope: TokenScope;
}

/**
 * The live token a Bearer value names (neither revoked nor expired), read from the database on
 * every request: no cache, so a revocation holds at once on every instance.
 */
export async function findLiveApiToken(db: Db, token: string): Promise<LiveApiToken | null> {
  const [row] = await db
    .select({ id: apiTokens.id, name: apiTokens.name, scope: apiTokens.scope })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function markApiTokenUsed(db: Db, id: string): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, id));
}
