import type { ApiIssue } from '@/sdk/schemas/envelope';

export const BROKEN_TEXT =
  'Text may not contain NUL characters or broken Unicode (an unpaired surrogate).';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first string in a request value that PostgreSQL cannot store as text: a NUL character, or
 * an unpaired UTF-16 surrogate (JSON's "\ud800" parses to one; it has no UTF-8 form). Refused up
 * front with a 400, instead of failing in the database with a 500.
 */
export function findBrokenText(value: unknown, path: Array<string | number> = []): ApiIssue | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value)
      ? { path, message: BROKEN_TEXT }
      : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = [...path, Array.isArray(value) ? Number(key) : key];
    const broken = findBrokenText(key, keyPath) ?? findBrokenText(item, keyPath);
    if (broken) return broken;
  }
  return null;
}
