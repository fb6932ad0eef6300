import { computeAssessmentResult } from '@meridian/shared/assessment/assessment';
import { type AdminApi, type ApiLead, type CapturedEmail, apiRequest, pollFor, sentEmails } from './api';

/**
 * Outreach helpers (docs/product/outreach.md) for the journeys: a lead from the assessment with a
 * known weakest section, an Email 1 sent through the API, and the captured email to an address.
 * The replies journey reuses them to have an email to answer.
 */

/** Answers whose weakest section is Execution Capability (questions 6-10 answered 1, the rest 3). */
export const EXECUTION_WEAK_ANSWERS: Record<string, number> = Object.fromEntries(
  Array.from({ length: 20 }, (_, index) => [String(index + 1), index >= 5 && index < 10 ? 1 : 3]),
);

/**
 * Submits the assessment email form as a visitor (`POST /api/assessment-email`) and waits until
 * its lead is in the CRM.
 *
 * @param visitor - the visitor's email, name and company.
 * @param ip - the visitor's client IP (each journey keeps its own).
 * @returns the full lead, with its stored assessment results.
 */
export async function assessmentLead(
  api: AdminApi,
  visitor: { email: string; name: string; company: string },
  ip: string,
): Promise<ApiLead> {
  const result = computeAssessmentResult(EXECUTION_WEAK_ANSWERS);
  const response = await apiRequest('POST', '/api/assessment-email', {
    ip,
    body: {
      ...visitor,
      assessmentType: 'strategic_readiness',
      score: result.percentage,
      category: result.category,
      results: {
        percentage: result.percentage,
        category: result.category,
        description: 'Arranged by the end-to-end suite.',
        recommendations: [],
      },
      answers: EXECUTION_WEAK_ANSWERS,
    },
  });
  if (response.status >= 300) throw new Error(`POST assessment: ${response.status} ${await response.text()}`);
  return api.waitForLead(visitor.email, (lead) => lead.metadata?.assessmentResults !== undefined);
}

/**
 * The outreach emails captured for `address` (those with a `reply+…` Reply-To: the assessment
 * report to the same address is not one), waiting (bounded) until there are `count`.
 */
export async function outreachEmailsTo(address: string, count = 1): Promise<CapturedEmail[]> {
  const wanted = address.toLowerCase();
  return pollFor(`${count} outreach email(s) to ${address}`, async () => {
    const emails = (await sentEmails()).filter(
      (email) =>
        email.destination.to.some((to) => to.toLowerCase() === wanted) &&
        email.replyTo.some((replyTo) => replyTo.startsWith('reply+')),
    );
    return emails.length >= count ? emails : undefined;
  });
}

/**
 * Sends a lead Email 1 as the signed-in user of `api`, through the API: the template's preview,
 * then the send.
 *
 * @returns SES's message id and the captured email.
 * @throws when the preview or the send is refused.
 */
export async function sendOutreachEmail1(
  api: AdminApi,
  lead: { id: string; email?: string },
): Promise<{ messageId: string; email: CapturedEmail }> {
  const preview = await api.request('POST', `/api/admin/leads/${lead.id}/email-preview`, { templateId: 'email1' });
  if (!preview.ok) throw new Error(`POST email-preview: ${preview.status} ${await preview.text()}`);
  const { subject, text } = (await preview.json()) as { subject: string; text: string };
  const sent = await api.request('POST', `/api/admin/leads/${lead.id}/emails`, { templateId: 'email1', subject, text });
  if (sent.status !== 201) throw new Error(`POST emails: ${sent.status} ${await sent.text()}`);
  const { messageId } = (await sent.json()) as { messageId: string };
  const emails = await outreachEmailsTo(lead.email ?? '');
  const email = emails.find((each) => each.messageId === messageId) ?? emails[emails.length - 1];
  if (!email) throw new Error(`No captured email for ${messageId}`);
  return { messageId, email };
}
