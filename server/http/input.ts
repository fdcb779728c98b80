import type { z } from 'zod';
import type { ApiIssue } from '@/sdk/schemas';
import { badRequest } from './errors';

/** zod paths may hold symbols; the API lists only string and number segments. */
const toApiIssue = (issue: z.core.$ZodIssue): ApiIssue => ({
  path: issue.path.filter((p): p is string | number => typeof p !== 'symbol'),
  message: issue.message,
});

/**
 * Checks input with an sdk schema, the one description of the payload shared with the client.
 * Invalid input becomes a 400 whose msg is the first problem (the spec's clients show `msg`) and
 * whose issues list every field.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map(toApiIssue);
  throw badRequest(issues[0]?.message ?? 'The request is not valid.', issues);
}
