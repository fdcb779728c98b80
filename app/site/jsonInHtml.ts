/** The characters JSON may carry as they are but HTML (or a JavaScript reader) may not. */
const UNSAFE_IN_HTML = /[<>&\u2028\u2029]/g;

/**
 * JSON for the inside of a <script> element (the page data block, JSON-LD): `<`, `>`, `&`,
 * U+2028 and U+2029 written as \uXXXX escapes, which every JSON reader turns back into the same
 * characters. So no content can end the element (`</script>`), start a comment or a nested script
 * that hides its end (`<!--`, `<script`), or end a line where a JavaScript reader would.
 */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(
    UNSAFE_IN_HTML,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
