import { redirect } from 'react-router-dom';
import { readStoredToken } from './tokenStorage';

/** Every admin route: no token, no screen (the server checks the token again on every call). */
export function requireAdmin() {
  if (!readStoredToken()) throw redirect('/login');
  return null;
}

/** /login for someone already signed in goes to the dashboard (docs/spec-notes.md). */
export function redirectSignedIn() {
  if (readStoredToken()) throw redirect('/dashboard');
  return null;
}
