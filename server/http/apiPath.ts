/** Every API route lives under this path; anything else is a page, an asset or an upload. */
const API_PREFIX = '/api/';

/** Whether a request's URL is one of the API's (JSON answers, never a document). */
export const isApiUrl = (url: string): boolean => url.startsWith(API_PREFIX);
