import redaxios from 'redaxios';
import * as z from 'zod/mini';
import { ACCESS_TOKEN_KEY, ADMIN_TOKEN_HEADER } from './schemas/adminToken';
import { ApiError, toApiError } from './errors';
import { postWithProgress } from './uploadTransport';
import type { UploadProgress, XhrConstructor } from './uploadTransport';

export type { UploadProgress } from './uploadTransport';

/** Reads the admin token on every request, so login and logout take effect at once. */
export type TokenReader = () => string | null | undefined;

export interface ApiConfig {
  /** '' means same origin (the browser); the server-side renderer passes an absolute URL. */
  baseURL: string;
  getToken: TokenReader;
  /**
   * An API token (issue 38) for another system using the sdk: sent as `Authorization: Bearer`
   * instead of the console's x-admin-token. Its scope decides what the server lets it do.
   */
  apiToken?: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Sends uploads that report progress; injected in tests, else the browser's XMLHttpRequest. */
  XMLHttpRequest?: XhrConstructor;
  /**
   * What a 401 to a call that carried a token means: the session ended (revoked, expired, signed
   * out elsewhere). The console sets it once (sign out); every call reports here, so no screen
   * handles it itself. A 401 to a call without a token (a wrong password) is not reported.
   */
  onUnauthorized?: (error: ApiError) => void;
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

const onApiHost = (path: string) =>
  `${config.baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The absolute or same-origin URL of a stored image path. */
export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return onApiHost(path);
}

/** The API token's header if one is set, else the admin token's, read afresh for each request. */
function authHeaders(): Record<string, string> {
  if (config.apiToken) return { authorization: `Bearer ${config.apiToken}` };
  const token = config.getToken();
  return token ? { [ADMIN_TOKEN_HEADER]: token } : {};
}

/** A rejected call as an ApiError, told to `onUnauthorized` when a sent token was refused. */
function failed(reason: unknown, headers: Record<string, string>, fallback?: string): ApiError {
  const error = toApiError(reason, fallback);
  const sentToken = ADMIN_TOKEN_HEADER in headers || 'authorization' in headers;
  if (error.status === 401 && sentToken) config.onUnauthorized?.(error);
  return error;
}

const fetchClient = () => redaxios.create({ baseURL: config.baseURL, fetch: config.fetch });

// XMLHttpRequest only where progress is asked for and there is one (browsers): node, the
// server-side renderer and the Pact tests keep fetch.
function sendJson(
  path: string,
  body: FormData | object,
  headers: Record<string, string>,
  onUploadProgress?: UploadProgress,
) {
  const Xhr = config.XMLHttpRequest ?? globalThis.XMLHttpRequest;
  if (onUploadProgress && Xhr) {
    return postWithProgress(Xhr, onApiHost(path), body, headers, onUploadProgress);
  }
  return fetchClient()
    .post(path, body, { headers })
    .then((response) => response.data as unknown);
}

/** What a caller is told when an answer does not have the shape its schema describes. */
const UNREADABLE_ANSWER = 'The server sent an answer this page cannot read.';

/** An answer's data read with its schema (sdk/schemas), or an ApiError a person can read. */
function readAnswer<T extends z.core.$ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw new ApiError(0, UNREADABLE_ANSWER);
  return parsed.data;
}

/**
 * POSTs to the API (every call in the spec is a POST) and parses the answer with the schema.
 * No default timeout, as the spec asks. Any failure becomes an ApiError. With `onUploadProgress`
 * a browser sends it by XMLHttpRequest and reports how much of the body has gone. `extraHeaders`
 * are sent beside the admin token (the lead's Idempotency-Key).
 */
export async function post<T extends z.core.$ZodType>(
  path: string,
  body: FormData | object | undefined,
  schema: T,
  fallback?: string,
  onUploadProgress?: UploadProgress,
  extraHeaders: Record<string, string> = {},
): Promise<z.output<T>> {
  let data: unknown;
  const headers = { ...extraHeaders, ...authHeaders() };
  try {
    data = await sendJson(path, body ?? {}, headers, onUploadProgress);
  } catch (reason) {
    throw failed(reason, headers, fallback);
  }
  return readAnswer(schema, data);
}

/** A non-JSON answer (a file): its exact bytes, the text they hold, and the response headers. */
export interface TextAnswer {
  text: string;
  bytes: ArrayBuffer;
  headers: Headers;
}

// By tag, not instanceof: fetch may hand out an ArrayBuffer of another realm (jsdom, workers).
const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]';

/** A failed call's body arrives as bytes here; the failure envelope inside is still JSON. */
function decodeFailure(reason: unknown): unknown {
  const response = reason as { data?: unknown } | null;
  if (!response || typeof response !== 'object' || !isArrayBuffer(response.data)) {
    return reason;
  }
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(response.data));
  } catch {
    data = undefined;
  }
  return { ...response, data };
}

/**
 * POSTs like `post` but for an answer that is a file (the leads CSV): the bytes are kept as sent
 * (a download must keep the BOM that spreadsheets need), and the answer must be of `contentType`,
 * so an HTML fallback page can never be saved as data. Failures become the same ApiError.
 */
export async function postForText(
  path: string,
  body: object | undefined,
  contentType: RegExp,
  fallback?: string,
): Promise<TextAnswer> {
  let bytes: ArrayBuffer;
  let headers: Headers;
  const sent = authHeaders();
  try {
    const response = await fetchClient().post<ArrayBuffer>(path, body ?? {}, {
      headers: sent,
      responseType: 'arrayBuffer',
    });
    ({ data: bytes, headers } = response);
  } catch (reason) {
    throw failed(decodeFailure(reason), sent, fallback);
  }
  if (!isArrayBuffer(bytes) || !contentType.test(headers.get('content-type') ?? '')) {
    throw new ApiError(0, UNREADABLE_ANSWER);
  }
  // TextDecoder drops the BOM, so the text starts with the first header cell.
  return { text: new TextDecoder().decode(bytes), bytes, headers };
}

/**
 * GETs a public JSON document: the API's own description, the one GET the console makes (every
 * call of the API proper is a POST). No token is sent, since the answer is the same for every
 * caller; the answer is parsed with the schema like a POST's.
 */
export async function getJson<T extends z.core.$ZodType>(
  path: string,
  schema: T,
  fallback?: string,
): Promise<z.output<T>> {
  let data: unknown;
  try {
    data = (await fetchClient().get(path)).data;
  } catch (reason) {
    throw failed(reason, {}, fallback);
  }
  return readAnswer(schema, data);
}
