// No zod here: the sdk's client reads these for every call (the lead modal's too), and the
// schemas beside them in auth.ts would bring zod's classic methods into the modal's chunk.

/** Where the browser keeps the admin token (spec section 4). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** The header that carries the admin token on every request (spec section 6). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
