import type { LeadRuleInput } from '../leads/lead';
import { EMAIL_NUMBERS, type EmailNumber, emailFields, hasResponse, isPositiveResponse } from './pipeline';

/**
 * The outreach sequence's numbers for the CRM dashboard's Email Campaign Performance widget
 * (docs/product/dashboard.md#widgets): sent, responded and positive counts and whole-percent rates.
 */

/** `part` of `whole` in whole percent; 0 when `whole` is 0. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

export interface EmailCampaignMetrics {
  email: EmailNumber;
  /** Leads with this email's sent date. */
  sent: number;
  /** Of those, leads with any response other than 'No response'. */
  responded: number;
  /** Of those, leads whose response is Positive or Interested (docs/product/pipeline.md#outreach-sequence). */
  positive: number;
  /** responded / sent, whole percent; 0 when none sent. */
  responseRate: number;
  /** positive / sent, whole percent; 0 when none sent. */
  positiveRate: number;
}

/** Sent, responded and positive counts and rates for emails 1-3 (Email Campaign Performance widget). */
export function emailCampaignMetrics(leads: readonly LeadRuleInput[]): EmailCampaignMetrics[] {
  return EMAIL_NUMBERS.map((email) => {
    const fields = emailFields(email);
    const sentLeads = leads.filter((lead) => Boolean(lead[fields.sentDate]?.trim()));
    const responded = sentLeads.filter((lead) => hasResponse(lead[fields.response])).length;
    const positive = sentLeads.filter((lead) => isPositiveResponse(lead[fields.response])).length;
    return {
      email,
      sent: sentLeads.length,
      responded,
      positive,
      responseRate: percent(responded, sentLeads.length),
      positiveRate: percent(positive, sentLeads.length),
    };
  });
}
