import { ACCESS_TOKEN_KEY } from '@/sdk/schemas';

/**
 * "Remember me" keeps the token in localStorage (the spec's place); unchecked keeps it in
 * sessionStorage, so it goes when the browser closes. The sdk reads both on every request.
 */
export function storeToken(token: string, remember: boolean): void {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(ACCESS_TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  sessionStorage.removeItem(ACCESS_TOKEN_KEY);
}

export { readStoredToken } from '@/sdk';

/** Puts a fresh token where the old one was (a password change ends the old session). */
export function replaceToken(token: string): void {
  storeToken(token, localStorage.getItem(ACCESS_TOKEN_KEY) !== null);
}
