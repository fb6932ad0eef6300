import { ApiError, errorMessage } from '../../lib/api-client';

/**
 * What the editor says when a request fails (docs/product/publishing.md#editor): every refusal gets
 * a message staff can act on, and the text they typed always stays in the form.
 */
export interface RequestProblem {
  message: string;
  /** The article changed since the editor loaded it (409): offer to reload it. */
  conflict: boolean;
  /** Field problems of a 400 answer, by field name. */
  fields: Record<string, string>;
}

const KEPT = 'What you typed is kept here.';

/**
 * The message of a failed editor request.
 * @param action - what was being done, e.g. 'save the article', 'publish'.
 */
export function requestProblem(error: unknown, action: string): RequestProblem {
  if (!(error instanceof ApiError)) {
    const reason = error instanceof TypeError ? 'the server could not be reached' : errorMessage(error);
    return { message: `Could not ${action}: ${reason}. ${KEPT} Try again.`, conflict: false, fields: {} };
  }
  const server = error.serverMessage;
  const fields = Object.fromEntries(error.details.map((detail) => [detail.path, detail.message]));
  switch (error.status) {
    case 409:
      // A taken or fixed slug is a problem of the slug field, not of a stale copy.
      if (server && /slug/i.test(server)) {
        return {
          message: `Could not ${action}: ${server}. ${KEPT}`,
          conflict: false,
          fields: { ...fields, slug: server },
        };
      }
      return {
        message: `Could not ${action}: ${server ?? 'the article was changed by someone else since you opened it'}. ${KEPT} Reload the latest version to see the other changes (reloading replaces your text), or copy what you need first.`,
        conflict: true,
        fields,
      };
    case 404:
      return { message: `Could not ${action}: this article no longer exists. ${KEPT}`, conflict: false, fields };
    case 401:
      return { message: `Could not ${action}: your session has ended. ${KEPT} Log in again.`, conflict: false, fields };
    default:
      return {
        message: `Could not ${action}: ${server ?? `the server refused it (${error.status})`}. ${KEPT}`,
        conflict: false,
        fields,
      };
  }
}
