import * as z from './zod';

/**
 * The error body every API route answers when a request is refused or fails, and the one mapping
 * from zod issues to its field problems (the server's 400 `details`, the web's form messages).
 */

/** One field problem of a refused request: the dotted field path (`''` for the whole body) and its message. */
export const apiErrorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ApiErrorDetail = z.output<typeof apiErrorDetailSchema>;

/**
 * The body of every answer that is not ok (docs/product/security.md#input-validation): a message
 * that is safe to show and, for invalid input, the problems per field.
 */
export const apiErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(apiErrorDetailSchema).optional(),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;

/**
 * The one mapping from a zod error to field problems, used for the `details` of a 400 answer and
 * for messages shown at form fields.
 *
 * @param error - a failed `safeParse`'s error.
 * @returns one entry per issue, in zod's order; `path` joins the issue path with dots.
 */
export function issueDetails(error: z.ZodError): ApiErrorDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The message to show at each form field: the first issue's message per dotted field path (zod
 * lists issues in field order, so this is the field's most basic problem).
 *
 * @param error - a failed `safeParse`'s error.
 * @returns field path → message, e.g. `{ email: 'Please enter a valid email address' }`.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { path, message } of issueDetails(error)) messages[path] ??= message;
  return messages;
}
