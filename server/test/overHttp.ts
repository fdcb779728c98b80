import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';

/** The first admin's password of every server spawnServer() starts (serverProcess.ts). */
export const SPAWNED_ADMIN_PASSWORD = 'pw-for-tests';

/** POSTs JSON (or a form, as is) to a running server, with the admin token when given. */
export function postTo(url: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = token ? { [ADMIN_TOKEN_HEADER]: token } : {};
  if (body instanceof FormData) return fetch(`${url}${path}`, { method: 'POST', headers, body });
  headers['content-type'] = 'application/json';
  const json = body === undefined ? undefined : JSON.stringify(body);
  return fetch(`${url}${path}`, { method: 'POST', headers, body: json });
}

/** Signs the first admin of a spawned server in; answers the token. */
export async function signInFirstAdmin(url: string): Promise<string> {
  const answer = await postTo(url, '/api/admin/auth/login', {
    username: 'admin',
    password: SPAWNED_ADMIN_PASSWORD,
    macAddress: 'x',
  });
  return ((await answer.json()) as { token: string }).token;
}

/**
 * Polls `check` until it holds or `ms` pass; answers whether it held. For what another process
 * (or instance) should show soon, e.g. within the one second the scale-out issue allows.
 */
export async function holdsWithin(
  ms: number,
  check: () => boolean | Promise<boolean>,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
