import type { ApiIssue } from '@/sdk/schemas/envelope';

export const BROKEN_TEXT =
  'Text may not contain NUL characters or broken Unicode (an unpaired surrogate).';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isBroken = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** One value still to look at, and how it was reached (its path is built only when needed). */
interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first string in a request value that PostgreSQL cannot store as text: a NUL character, or
 * an unpaired UTF-16 surrogate (JSON's "\ud800" parses to one; it has no UTF-8 form). Refused up
 * front with a 400, instead of failing in the database with a 500. Keys are checked too.
 * A loop over an explicit stack, not recursion: no value, however deep, can overflow the call
 * stack here (the body parser refuses deep JSON already; this holds for any caller).
 */
export function findBrokenText(value: unknown): ApiIssue | null {
  const stack: Visit[] = [{ value }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (isBroken(current)) return { path: pathOf(visit), message: BROKEN_TEXT };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const isArray = Array.isArray(current);
    const entries = Object.entries(current);
    // Pushed last to first, so the first field is looked at first (as the form shows them).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      const child: Visit = { value: item, key: isArray ? Number(key) : key, parent: visit };
      stack.push(child);
      if (!isArray) stack.push({ ...child, value: key });
    }
  }
  return null;
}
