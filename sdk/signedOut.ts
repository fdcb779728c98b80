// Where the console sends a user who signed out (issue 47 item 6): the landing page, as the spec
// says, with a mark the server reads to say "You are signed out." (server/render/signedOutNotice.ts).
// No zod and no imports: the console's auth machine and the server both read it.

/** The query parameter that marks the landing page seen just after signing out. */
export const SIGNED_OUT_PARAMETER = 'signed-out';

/** The landing page after signing out. */
export const SIGNED_OUT_PATH = `/?${SIGNED_OUT_PARAMETER}`;
