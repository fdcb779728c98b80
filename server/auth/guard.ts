import type { FastifyRequest } from 'fastify';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import type { Db } from '../db/database';
import { unauthorized } from '../http/errors';
import { findSessionAdmin } from './sessions';

/** The token from the x-admin-token header, if one was sent. */
export function tokenOf(request: FastifyRequest): string | null {
  const value = request.headers[ADMIN_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : null;
}

/** Whether the request carries a live admin session (public reads use it to show inactive items). */
export async function isAdmin(db: Db, request: FastifyRequest): Promise<boolean> {
  const token = tokenOf(request);
  return token !== null && (await findSessionAdmin(db, token)) !== null;
}

/** preHandler for every create, update and delete: 401 without a valid, unexpired, unrevoked token. */
export const requireAdmin = (db: Db) => async (request: FastifyRequest) => {
  if (!(await isAdmin(db, request))) throw unauthorized();
};
