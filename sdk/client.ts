import redaxios from 'redaxios';
import type { z } from 'zod';
import { ACCESS_TOKEN_KEY, ADMIN_TOKEN_HEADER } from './schemas/auth';
import { ApiError, toApiError } from './errors';

/** Reads the admin token on every request, so login and logout take effect at once. */
export type TokenReader = () => string | null | undefined;

export interface ApiConfig {
  /** '' means same origin (the browser); the server-side renderer passes an absolute URL. */
  baseURL: string;
  getToken: TokenReader;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The spec keeps the token in localStorage; with "Remember me" off the app keeps it in
 * sessionStorage instead, so both are read. Storage is touched only when a request is made,
 * never at import, so the sdk also loads on the server.
 */
export const readStoredToken: TokenReader = () => {
  try {
    return (
      globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ??
      globalThis.sessionStorage?.getItem(ACCESS_TOKEN_KEY) ??
      null
    );
  } catch {
    return null;
  }
};

const config: ApiConfig = { baseURL: '', getToken: readStoredToken };

/** Sets the base URL, token reader or fetch for every later call. */
export function configureApi(changes: Partial<ApiConfig>): void {
  Object.assign(config, changes);
}

/** The current base URL, also used to build image URLs from stored paths. */
export const apiBaseURL = (): string => config.baseURL;

/** The absolute or same-origin URL of a stored image path. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${config.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * POSTs to the API (every call in the spec is a POST) and parses the answer with the schema.
 * No default timeout, as the spec asks. Any failure becomes an ApiError.
 */
export async function post<T extends z.ZodType>(
  path: string,
  body: FormData | object | undefined,
  schema: T,
  fallback?: string,
): Promise<z.infer<T>> {
  const token = config.getToken();
  const http = redaxios.create({ baseURL: config.baseURL, fetch: config.fetch });
  let data: unknown;
  try {
    const response = await http.post(path, body ?? {}, {
      headers: token ? { [ADMIN_TOKEN_HEADER]: token } : {},
    });
    data = response.data;
  } catch (reason) {
    throw toApiError(reason, fallback);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(0, 'The server sent an answer this page cannot read.');
  }
  return parsed.data;
}
