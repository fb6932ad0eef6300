import type * as z from '@meridian/shared/zod';

/** One problem of a rejected input: the dotted path of the field (empty for the whole input) and why. */
export interface IssueDetail {
  path: string;
  message: string;
}

/**
 * The problems of a failed zod parse, in the shape the HTTP layer returns as `details` and the
 * event layer logs (docs/product/security.md#input-validation).
 *
 * @param error - the error of a failed `safeParse`.
 * @returns one `{ path, message }` per issue, in zod's order.
 */
export function issueDetails(error: z.ZodError): IssueDetail[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
