import type { ContactSubmission } from '@meridian/shared/contact';
import { apiRequest } from '../../lib/api-client';

/**
 * `POST /api/contact` (SPEC.md section 7). The response body is not read.
 * @throws ApiError for any non-ok answer
 */
export async function submitContact(submission: ContactSubmission): Promise<void> {
  await apiRequest('POST', '/api/contact', submission);
}
