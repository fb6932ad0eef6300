import { randomUUID } from 'node:crypto';
import type { LeadWithActivity } from '@meridian/shared/leads/lead';
import { handler as getLeadHandler } from '../leads/handlers/get-lead';
import { createLead } from '../leads/services/leads';
import { handler as sendHandler } from '../outreach/handlers/post-outreach-email';
import type { StaffUserRecord } from '../staff-auth/data/staff-users';
import { type StoredEmail, sesEmails } from './events';
import { invokeHttp } from './http-events';

/**
 * Helpers of the outreach handler tests (docs/product/outreach.md): a lead from the assessment, a
 * send as a member of staff, the lead as the CRM reads it and the emails captured for an address.
 */

/** A signed-in member of staff (`signedInStaff`). */
export type Staff = { user: StaffUserRecord; headers: Record<string, string> };

/** Stored assessment results whose weakest section is Execution Capability. */
export const ASSESSMENT = {
  percentage: 58,
  category: 'Strategic Execution Developing',
  sectionScores: {
    'Strategic Translation': 70,
    'Execution Capability': 45,
    'Resource Alignment': 60,
    'Feedback and Adaptation': 55,
  },
  submittedAt: '2026-11-20T10:00:00.000Z',
};

/** A lead from the assessment with a unique address; `fields` override the defaults. */
export const newOutreachLead = (fields: Record<string, unknown> = {}) =>
  createLead({
    name: 'Ada Lovelace',
    email: `ada.${randomUUID()}@example.com`,
    company: 'Analytical Engines',
    source: 'assessment_tool',
    metadata: { assessmentResults: ASSESSMENT },
    ...fields,
  } as Parameters<typeof createLead>[0]);

/** `POST /api/admin/leads/{id}/emails` as `staff`. */
export const sendAs = (staff: Staff, leadId: string, body: unknown) =>
  invokeHttp(sendHandler, {
    method: 'POST',
    path: `/api/admin/leads/${leadId}/emails`,
    routePath: '/api/admin/leads/{id}/emails',
    pathParameters: { id: leadId },
    headers: staff.headers,
    body,
  });

/** `GET /api/admin/leads/{id}` as `staff`. */
export const leadDetailAs = async (staff: Staff, leadId: string) =>
  (
    await invokeHttp(getLeadHandler, {
      path: `/api/admin/leads/${leadId}`,
      routePath: '/api/admin/leads/{id}',
      pathParameters: { id: leadId },
      headers: staff.headers,
    })
  ).body as LeadWithActivity;

/** The emails the SES emulator captured for `address`. */
export const mailTo = async (address: string): Promise<StoredEmail[]> =>
  (await sesEmails()).filter((email) => email.destination.to.includes(address));
