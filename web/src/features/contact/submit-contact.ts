import type { ContactSubmission } from '@meridian/shared/contact';

/**
 * `POST /api/contact` (SPEC.md section 7). The response body is not read. The API client loads
 * on the first submit (it is not needed to show the contact page; issue 6's JS budget).
 * @throws ApiError for any non-ok answer
 */
export async function submitContact(submission: ContactSubmission): Promise<void> {
  const { apiRequest } = await import('../../lib/api-client');
  await apiRequest('POST', '/api/contact', submission);
}
