/** Table previews cut text at 30 characters (spec section 9). */
export const PREVIEW_LENGTH = 30;

/** Cuts `text` to `max` characters plus '...'; shorter text is returned unchanged. */
export function truncate(text: string, max = PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
