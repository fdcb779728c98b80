import { badRequest } from './errors';

/**
 * How deep and how large in items a JSON body may be. Our deepest request is two levels
 * (`{ ids: [...] }`) and the largest a reorder of at most 1,000 ids; these limits leave room for
 * any honest client and refuse, before JSON.parse builds anything, the bodies that cost the server:
 * 60,000 nested arrays overflow every recursive walk after the parser (a 500), and half a million
 * array elements in 1 MB cost a tenth of a second of CPU per request to parse and check.
 */
export const MAX_BODY_DEPTH = 32;
export const MAX_BODY_ITEMS = 10_000;

export const BodyShapeMessages = {
  tooDeep: `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels).`,
  tooManyItems: `The request body has too many items (more than ${MAX_BODY_ITEMS.toLocaleString('en')}).`,
  prototypeKey: 'The request body may not use "__proto__" or "constructor.prototype" as a key.',
} as const;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Measures JSON text in one pass over its characters (no recursion, no allocation), so a hostile
 * body is refused in about a millisecond per megabyte. Brackets and commas inside strings are
 * text and do not count. Text that is not valid JSON may be measured wrongly; JSON.parse refuses
 * it right after. Items are counted by their separating commas (every item past the first in an
 * array or object has one).
 */
export function checkJsonShape(text: string): void {
  let depth = 0;
  let commas = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > MAX_BODY_DEPTH) throw badRequest(BodyShapeMessages.tooDeep);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    else if (c === COMMA && ++commas >= MAX_BODY_ITEMS) {
      throw badRequest(BodyShapeMessages.tooManyItems);
    }
  }
}
