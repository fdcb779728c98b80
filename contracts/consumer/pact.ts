import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { V3MockServer as V4MockServer } from '@pact-foundation/pact';
import { configureApi, readStoredToken } from '@/sdk';
import { PACT_WRITE_DIR } from './pactDirs';

export { PACT_DIR, PACT_WRITE_DIR } from './pactDirs';

/**
 * One consumer, one provider, one pact file: contracts/pacts/lms-web-lms-api.json. Pact's core
 * logs errors only: at `warn` it printed "Could not get the tokio runtime, will try start a new
 * one" 38 times a run (harmless); a mismatch is an error, still logged, and fails its test.
 */
export const createPact = () =>
  new PactV4({ consumer: 'lms-web', provider: 'lms-api', dir: PACT_WRITE_DIR, logLevel: 'error' });

/** The token the provider state 'a valid admin token exists' seeds (only its hash is stored). */
export const ADMIN_TOKEN = 'pact-admin-token-0123456789abcdef0123456789abcdef';
export const ADMIN = { username: 'admin', password: 'correct horse battery staple' };

export const authorised = { 'x-admin-token': ADMIN_TOKEN };
export const tokenState = ['a valid admin token exists', { token: ADMIN_TOKEN }] as const;

/** Points the real sdk at the mock server, with or without the admin token. */
export function useMockServer(server: V4MockServer, token: string | null = null) {
  configureApi({ baseURL: server.url, getToken: () => token });
}

/** Back to the app's own settings: same origin, the stored admin token, no API token. */
export function resetSdk() {
  configureApi({ baseURL: '', getToken: readStoredToken, fetch: undefined, apiToken: undefined });
}

const { like, regex } = MatchersV3;

/** What every failure looks like: the app reads only `success` and `msg`. */
export const failureBody = (msg: string) => ({ success: false, msg: like(msg) });

/** The envelope around data the app reads. */
export const successBody = (data: unknown, msg = 'OK') => ({ success: true, msg: like(msg), data });

/** An instant as the server writes it (ISO 8601, UTC). */
export const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
/** A calendar day, `2026-11-21`. */
export const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

/** Stored image paths are relative and point under uploads/. */
export const imagePath = (example = 'uploads/example.webp') => regex('^uploads/[\\w.-]+$', example);

/**
 * An id a provider state seeded, sent in a request: the state answers it as `name` and the
 * verifier puts it in (`fromProviderState`), so a backend that makes its own ids (UUIDs) passes;
 * `example` is what our states seed and what the mock server and the sdk see.
 */
export const seeded = (name: string, example: string) =>
  MatchersV3.fromProviderState(`\${${name}}`, example);

export { MISSING_ID } from './contentContract';
