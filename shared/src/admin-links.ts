/**
 * Addresses inside the CRM that are shared by emails and the web app (docs/product/admin.md#deep-links).
 */

/** The CRM's path. */
export const ADMIN_PATH = '/admin';

/** The lead page's path pattern (docs/product/leads.md#lead-page), as the router declares it. */
export const ADMIN_LEAD_PAGE_ROUTE = '/admin/leads/:id';

/**
 * The lead page of one lead: `/admin/leads/<id>` (the id URL-encoded), the one view of a lead in
 * the CRM (docs/product/leads.md#lead-page).
 *
 * @param leadId - the lead's id.
 */
export function adminLeadPagePath(leadId: string): string {
  return `${ADMIN_PATH}/leads/${encodeURIComponent(leadId)}`;
}

/**
 * The query parameter of `/admin` that opens one lead: the CRM replaces `/admin?lead=<id>` with
 * the lead page (emails sent before the page existed, and the ones sent now, carry it).
 */
export const ADMIN_LEAD_PARAM = 'lead';

/**
 * The CRM path that opens one lead, for emails: `/admin?lead=<id>` (the id URL-encoded), which
 * the CRM turns into the lead page {@link adminLeadPagePath}.
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
