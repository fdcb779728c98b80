import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { ACCESS_TOKEN_KEY } from '@/sdk/schemas';
import { DraftMessages } from '@/sdk/content/drafts';
import type { Role } from '@/sdk/schemas/users';
import { consoleRoutes } from '../console/consoleRoutes';
import { clearToken } from '../console/tokenStorage';

// Page stories render the real app (its routes, containers, machines and sdk) at one address,
// with MSW answering the API: each story's handlers are the state it shows.

/** The console's routes in memory, at `path`: the real containers, not copies of them. */
export function ConsoleAt({ path }: { path: string }) {
  const router = useMemo(
    () => createMemoryRouter(consoleRoutes, { initialEntries: [path] }),
    [path],
  );
  return <RouterProvider router={router} />;
}

/**
 * Loads the code of every route `path` matches (the shell, the screen: each a lazy chunk) before
 * the story renders. Page stories were timing-sensitive: loaded four at a time from a cold
 * cache, a screen's chunk could arrive after a play function's first wait had given up (6 of 13
 * failed). In a loader the wait is part of preparing the story, not of its play function.
 */
export async function loadRouteCode({ args }: { args: { path: string } }) {
  // A signed-out story ends on the sign-in screen: its code too.
  const matches = [args.path, '/login'].flatMap((path) => matchRoutes(consoleRoutes, path) ?? []);
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
  return {};
}

/**
 * Signed in for the story (the server would check the token; MSW stands in for it). Toasts live
 * in react-hot-toast's module store, so one left by the story before would show in this one's
 * picture: they go at both ends.
 */
export function signedIn() {
  toast.remove();
  sessionStorage.setItem(ACCESS_TOKEN_KEY, 'story-token');
  return () => {
    toast.remove();
    clearToken();
  };
}

/** The API's success envelope. */
export const ok = (data: unknown, msg = 'Data fetched successfully.') =>
  HttpResponse.json({ success: true, msg, data });

/** The API's failure envelope, with field issues for a 400. */
export const failure = (
  status: number,
  msg: string,
  issues?: { path: string[]; message: string }[],
) => HttpResponse.json({ success: false, msg, issues }, { status });

export { storedFiles } from './storedFiles';

/**
 * The signed-in user the console shell asks for. `story.<role>` is no e-mail address, so no review
 * e-mail can reach them: a real server says so (`reviewEmailsBlocked`), and so does this one.
 */
export const signedInAs = (role: Role, mustChangePassword = false) =>
  http.post('/api/admin/account/me', () =>
    ok({
      _id: `story-${role}`,
      username: `story.${role}`,
      role,
      mustChangePassword,
      reviewEmailsBlocked: 'no-address',
    }),
  );
export const currentAdmin = signedInAs('admin');

// One handler set per state of a screen's API (issue 35): loaded, empty, slow, error, signed out.

/** The request id the failing stories' server "logged", shown for support by the error state. */
export const STORY_REQUEST_ID = 'story-req-5f1c2a';

/** A failure carrying the X-Request-Id the console names in its error state. */
export const failedWithId = (status: number, msg: string) =>
  HttpResponse.json(
    { success: false, msg },
    { status, headers: { 'x-request-id': STORY_REQUEST_ID } },
  );

/** The screen's call answers with `data`. */
export const answers = (path: string, data: unknown) => http.post(path, () => ok(data));

/** The screen's call never answers: the loading state stays. */
export const hangs = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
    return ok(null);
  });

/** The screen's call fails with a 500 and a request id. */
export const fails = (path: string, msg = 'Something went wrong on the server.') =>
  http.post(path, () => failedWithId(500, msg));

/** The screen's call answers 401: the session ended, the console signs out. */
export const endsSession = (path: string) =>
  http.post(path, () => failure(401, 'Your session has ended. Please sign in again.'));

/**
 * No record has a draft (issue 37): a form's draft is a 404, a list's drafts are none. Every
 * content screen asks for them beside its record, so every content story answers them.
 */
export const noDrafts: HttpHandler[] = [
  http.post('/api/drafts/get', () => failure(404, DraftMessages.noDraft)),
  http.post('/api/drafts/getall', () => ok([])),
];

/** The site's "editors need review" (an editor's screens ask; an admin's never need to). */
export const editorsNeedReview = (on: boolean) =>
  http.post('/api/publishing/getall', () => ok({ editorsNeedReview: on }));
