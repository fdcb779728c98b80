// zod/mini: every call's answer is read through these, the lead modal's too, and mini keeps its
// chunk free of zod's classic methods (sdk/schemas/leadCreate.ts). Schemas of either kind may go
// inside (`apiSuccess(ClientItem)`): both are zod's core types.
import * as z from 'zod/mini';

/** One problem with one input field, as the server lists it on a 400. */
export const ApiIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ApiIssue = z.infer<typeof ApiIssue>;

/** The body of every failed call: a human message and, for invalid input, the field issues. */
export const ApiFailure = z.object({
  success: z.literal(false),
  msg: z.string(),
  issues: z.optional(z.array(ApiIssue)),
});
export type ApiFailure = z.infer<typeof ApiFailure>;

/** The body of every successful call except login: `{ success: true, msg, data }`. */
export const apiSuccess = <T extends z.core.$ZodType>(data: T) =>
  z.object({ success: z.literal(true), msg: z.string(), data });

/** What a delete answers: the id that is gone. */
export const DeletedId = z.object({ _id: z.string() });
export type DeletedId = z.infer<typeof DeletedId>;

/** A list that holds at least one item: singleton updates answer `data: [record]` (spec: data[0]). */
export const nonEmptyList = <T extends z.core.$ZodType>(item: T) => z.tuple([item], item);
