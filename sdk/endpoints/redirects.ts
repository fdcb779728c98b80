import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { apiSuccess } from '../schemas/envelope';
import { Redirect, RedirectCreate, RedirectRef } from '../schemas/redirects';

// Redirects (issue 44 item 4, docs/api.md "Redirects"): old addresses that answer 301.

/** Every redirect, by its old address (the content role). */
export async function listRedirects(): Promise<Redirect[]> {
  return (await post('/api/redirects/getall', {}, apiSuccess(z.array(Redirect)))).data;
}

/**
 * Adds a redirect, or changes where an existing one leads (whoever may publish). A loop, a
 * redirect to its own address or one from an address a page lives at is a 409 naming the field.
 */
export async function createRedirect(input: RedirectCreate): Promise<Redirect> {
  const body = parseInput(RedirectCreate, input);
  return (await post('/api/redirects/create', body, apiSuccess(Redirect))).data;
}

/** Removes the redirect from `from`; the address answers as it would without it at once. */
export async function deleteRedirect(from: string): Promise<Redirect> {
  const body = parseInput(RedirectRef, { from });
  return (await post('/api/redirects/delete', body, apiSuccess(Redirect))).data;
}
