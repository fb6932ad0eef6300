/**
 * Addresses inside the CRM that are shared by emails and the web app (docs/product/admin.md#deep-links).
 */

/** The CRM's path. */
export const ADMIN_PATH = '/admin';

/** The query parameter of `/admin` that opens one lead's detail. */
export const ADMIN_LEAD_PARAM = 'lead';

/**
 * The CRM path that opens one lead's detail: `/admin?lead=<id>` (the id URL-encoded).
 *
 * @param leadId - the lead's id.
 */
export function adminLeadPath(leadId: string): string {
  return `${ADMIN_PATH}?${ADMIN_LEAD_PARAM}=${encodeURIComponent(leadId)}`;
}

/**
 * The absolute address of a lead's detail, for emails.
 *
 * @param siteUrl - the public base URL, without a trailing slash (one is dropped if present).
 * @param leadId - the lead's id.
 */
export function adminLeadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl.replace(/\/$/, '')}${adminLeadPath(leadId)}`;
}
