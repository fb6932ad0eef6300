import { ASSESSMENT_EMAIL_PATH } from '@meridian/shared/api-paths';
import type { SubmissionReceived } from '@meridian/shared/api-responses';
import type { AssessmentEmailSubmission } from '@meridian/shared/assessment/assessment';
import { apiJson } from '../../lib/api-client';

/**
 * `POST /api/assessment-email` (docs/product/assessment.md#email-capture): the visitor's email,
 * the result and the twenty answers (the server recomputes the score from them). Kept as a plain
 * function with component state (not a react-query mutation) so react-query stays out of the
 * public pages' JavaScript; the response schema loads with the first submit.
 * @returns the server's receipt `{ received: true, submissionId }`.
 * @throws ApiError for any non-ok answer; UnexpectedResponseError for an answer of another shape
 */
export async function submitAssessmentEmail(submission: AssessmentEmailSubmission): Promise<SubmissionReceived> {
  return apiJson(
    'POST',
    ASSESSMENT_EMAIL_PATH,
    () => import('@meridian/shared/api-responses').then((m) => m.submissionReceivedSchema),
    { body: submission, idempotent: true },
  );
}
