import {
  ADMIN_AUDIT_PATH,
  ADMIN_LEAD_PATH,
  ADMIN_PEOPLE_EXPORT_PATH,
  ADMIN_RETENTION_PATH,
  ADMIN_SUBSCRIBER_PATH,
  ADMIN_SUBSCRIBERS_EXPORT_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from '@meridian/shared/admin-api-paths';
import { fillPath, pagePath } from '@meridian/shared/api-paths';
import { type RetentionReview, retentionReviewSchema } from '@meridian/shared/privacy/privacy-admin-api';
import { type SubscriberList, subscriberListSchema } from '@meridian/shared/privacy/subscribers';
import { type AuditPage, auditPageSchema } from '@meridian/shared/privacy/audit-log';
import { apiJson, apiRequest } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';

/** Query keys of the privacy screens (react-query). */
export const privacyKeys = {
  subscribers: [ADMIN_SUBSCRIBERS_PATH, 'pages'] as const,
  audit: [ADMIN_AUDIT_PATH] as const,
  retention: [ADMIN_RETENTION_PATH] as const,
};

/** Today's UTC date for export file names ('2026-11-23'). */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * One page of newsletter subscribers, newest first, with the total confirmed count
 * (`GET /api/admin/subscribers`, docs/product/privacy.md#subscribers).
 * @param cursor - the previous page's `nextCursor`, or null for the first page.
 * @throws ApiError for a non-ok answer; UnexpectedResponseError for another shape.
 */
export function fetchSubscriberPage(cursor: string | null): Promise<SubscriberList> {
  return apiJson('GET', pagePath(ADMIN_SUBSCRIBERS_PATH, cursor), subscriberListSchema);
}

/**
 * Erases one subscriber by its opaque id (`DELETE /api/admin/subscribers/{id}`, 204).
 * @throws ApiError for a non-ok answer.
 */
export async function eraseSubscriber(id: string): Promise<void> {
  await apiRequest('DELETE', fillPath(ADMIN_SUBSCRIBER_PATH, { id }));
}

/**
 * Downloads every subscriber with state and dates as CSV (`GET /api/admin/subscribers/export`).
 * @throws ApiError for a non-ok answer.
 */
export async function downloadSubscribersCsv(): Promise<void> {
  await saveDownload(await apiRequest('GET', ADMIN_SUBSCRIBERS_EXPORT_PATH), `subscribers-${today()}.csv`);
}

/**
 * Downloads everything held about one address as JSON (`GET /api/admin/people/export?email=`,
 * docs/product/privacy.md#access-requests).
 * @param email - the address, as the person gave it.
 * @returns the file name saved.
 * @throws ApiError for a non-ok answer (400 with the reason for an unusable address).
 */
export async function downloadPersonExport(email: string): Promise<string> {
  const path = `${ADMIN_PEOPLE_EXPORT_PATH}?${new URLSearchParams({ email })}`;
  return saveDownload(await apiRequest('GET', path), `person-${today()}.json`);
}

/**
 * One page of the audit log, newest first (`GET /api/admin/audit`, docs/product/privacy.md#audit-log).
 * @param cursor - the previous page's `nextCursor`, or null for the first page.
 * @throws ApiError for a non-ok answer; UnexpectedResponseError for another shape.
 */
export function fetchAuditPage(cursor: string | null): Promise<AuditPage> {
  return apiJson('GET', pagePath(ADMIN_AUDIT_PATH, cursor), auditPageSchema);
}

/**
 * The leads due for review: no activity for the retention period, oldest activity first
 * (`GET /api/admin/retention`, docs/product/privacy.md#retention).
 * @throws ApiError for a non-ok answer; UnexpectedResponseError for another shape.
 */
export function fetchRetentionReview(): Promise<RetentionReview> {
  return apiJson('GET', ADMIN_RETENTION_PATH, retentionReviewSchema);
}

/**
 * Erases a lead and everything held about it (`DELETE /api/admin/leads/{id}`, 204,
 * docs/product/privacy.md#erasure).
 * @throws ApiError for a non-ok answer (404 when it is already gone).
 */
export async function eraseLead(id: string): Promise<void> {
  await apiRequest('DELETE', fillPath(ADMIN_LEAD_PATH, { id }));
}
