import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { API_TOKEN_PREFIX } from '@/sdk/schemas/apiTokens';
import type { ApiToken, ApiTokenCreated, MakerStatus } from '@/sdk/schemas/apiTokens';
import { Permissions } from '@/sdk/schemas/users';
import type { Role, TokenScope } from '@/sdk/schemas/users';
import type { Db } from '../db/database';
import { admins, apiTokens } from '../db/schema';
import { hashToken } from './sessions';

// API tokens (issue 38): made by admins for other systems, kept only as SHA-256 like sessions.
// A token acts on its maker's authority (issue 43): it works only while the maker could make it
// now, an enabled user of a role that manages tokens; a maker disabled or demoted stops it until
// restored, a deleted one for good. Read by a join on every use: nothing to keep in step.

type ApiTokenRow = typeof apiTokens.$inferSelect;

/** The maker's row as a left join finds it: nulls when the user was deleted. */
interface MakerRow {
  makerRole: Role | null;
  makerDisabled: boolean | null;
}

const makerColumns = { makerRole: admins.role, makerDisabled: admins.disabled };

export function makerStatusOf({ makerRole, makerDisabled }: MakerRow): MakerStatus {
  if (makerRole === null) return 'deleted';
  if (makerDisabled) return 'disabled';
  return (Permissions.integrations as readonly Role[]).includes(makerRole) ? 'active' : 'not-admin';
}

/** Why a token whose maker is not `active` is refused, as the audit log says it. */
export const MAKER_STOPPED: Record<Exclude<MakerStatus, 'active'>, string> = {
  disabled: 'is disabled',
  'not-admin': 'is no longer an admin',
  deleted: 'was deleted',
};

const toApiToken = (row: ApiTokenRow, maker: MakerRow, now = new Date()): ApiToken => ({
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
  makerStatus: makerStatusOf(maker),
});

/** Tokens with their makers as they are now. */
const tokensWithMakers = (db: Db) =>
  db
    .select({ token: apiTokens, ...makerColumns })
    .from(apiTokens)
    .leftJoin(admins, eq(admins.id, apiTokens.createdById));

async function readApiToken(db: Db, id: string): Promise<ApiToken | null> {
  const [found] = await tokensWithMakers(db).where(eq(apiTokens.id, id));
  return found ? toApiToken(found.token, found) : null;
}

/** Makes a token: 256 random bits after the prefix; the answer is the only place it is seen. */
export async function createApiToken(
  db: Db,
  input: { name: string; scope: TokenScope; days: number },
  /** The user making it: every token has a maker, on whose standing it works. */
  creator: { id: string; username: string },
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
  const stored = row ? await readApiToken(db, row.id) : null;
  if (!stored) throw new Error('the API token was not stored');
  return { ...stored, token };
}

/** Every token, newest first, live or not: a revoked one stays listed as the record of it. */
export async function listApiTokens(db: Db): Promise<ApiToken[]> {
  const rows = await tokensWithMakers(db).orderBy(desc(apiTokens.createdAt));
  return rows.map((row) => toApiToken(row.token, row));
}

/** Stops a token at once (the guard reads the table on every request); null for an unknown id. */
export async function revokeApiToken(db: Db, id: string): Promise<ApiToken | null> {
  await db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
  return readApiToken(db, id);
}

export interface LiveApiToken {
  id: string;
  name: string;
  scope: TokenScope;
  /** Its maker's name as stored, and standing now: the guard lets it in only when `active`. */
  makerName: string;
  makerStatus: MakerStatus;
}

/**
 * The live token a Bearer value names (neither revoked nor expired) and its maker's standing,
 * read from the database on every request: no cache, so a revocation, or the maker being
 * disabled, holds at once on every instance.
 */
export async function findLiveApiToken(db: Db, token: string): Promise<LiveApiToken | null> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scope: apiTokens.scope,
      makerName: apiTokens.createdByName,
      ...makerColumns,
    })
    .from(apiTokens)
    .leftJoin(admins, eq(admins.id, apiTokens.createdById))
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        gt(apiTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { makerRole, makerDisabled, ...live } = row;
  return { ...live, makerStatus: makerStatusOf({ makerRole, makerDisabled }) };
}

export async function markApiTokenUsed(db: Db, id: string): Promise<void> {
  await db.update(apiTokens).set({ lastUsedAt: new Date() }).where(eq(apiTokens.id, id));
}
