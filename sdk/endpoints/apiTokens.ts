import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { ApiToken, ApiTokenCreate, ApiTokenCreated, ApiTokenRef } from '../schemas/apiTokens';

// API tokens (issue 38, docs/api.md "API tokens"): admins only.

export async function listApiTokens(): Promise<ApiToken[]> {
  return (await post('/api/admin/api-tokens/getall', {}, apiSuccess(z.array(ApiToken)))).data;
}

/** Makes a token; the answer's `token` is shown this once (send it as `Authorization: Bearer`). */
export async function createApiToken(input: ApiTokenCreate): Promise<ApiTokenCreated> {
  const body = parseInput(ApiTokenCreate, input);
  return (await post('/api/admin/api-tokens/create', body, apiSuccess(ApiTokenCreated))).data;
}

/** Stops a token at once, on every instance. */
export async function revokeApiToken(tokenId: string): Promise<ApiToken> {
  const body = parseInput(ApiTokenRef, { tokenId });
  return (await post('/api/admin/api-tokens/revoke', body, apiSuccess(ApiToken))).data;
}
