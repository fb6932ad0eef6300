import type { AssessmentEmailSubmission } from '@meridian/shared/assessment';
import { apiRequest } from '../../lib/api-client';

/**
 * `POST /api/assessment-email` (SPEC.md section 7; DECISIONS.md item 7): the visitor's email,
 * the result and the twenty answers (the server recomputes the score from them).
 * Kept as a plain function with component state (not a react-query mutation) so react-query
 * stays out of the public pages' JavaScript.
 * @throws ApiError for any non-ok answer (SPEC.md section 8 message)
 */
export async function submitAssessmentEmail(submission: AssessmentEmailSubmission): Promise<void> {
  await apiRequest('POST', '/api/assessment-email', submission);
}
