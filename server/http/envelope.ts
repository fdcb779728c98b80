/** The body of every successful answer except login (docs/api.md). */
export interface Success<T> {
  success: true;
  msg: string;
  data: T;
}

export const ok = <T>(msg: string, data: T): Success<T> => ({ success: true, msg, data });

/** The spec's toast texts (section 8); the server sends them so every client shows the same. */
export { ContentMessages as Messages } from '@/sdk/content';
