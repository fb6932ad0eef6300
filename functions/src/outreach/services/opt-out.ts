import type { Lead } from '@meridian/shared/leads/lead';
import { leadWithDoNotEmail } from '@meridian/shared/outreach/do-not-email';
import { OUTREACH_OPT_OUT_PAGE, OUTREACH_OPT_OUT_PATH } from '@meridian/shared/api-paths';
import { LeadNotFoundError, VersionConflictError } from '../../lib/errors';
import { signToken, verifyToken } from '../../lib/privacy-key';
import { addActivityStep, buildActivity, getLead, replaceLeadPlan } from '../../leads/records';
import { commitPlan, TransactionConflictError } from '../../table/write-plan';
import { cancelStepSchedule } from './sequence-schedule';

/**
 * Opting out of outreach email (docs/product/outreach.md#opting-out): every outreach email carries a
 * signed link naming its lead; following it marks the lead "do not email" and stops its sequence.
 */

/** How long an opt-out link works: 3 years (seconds), as long as a lead is kept. */
const OPT_OUT_LINK_SECONDS = 3 * 365 * 24 * 60 * 60;
const ATTEMPTS = 5;

/**
 * The opt-out links of one lead: the page the email's line opens (`<site>/email/opt-out?token=…`)
 * and the one-click address of its `List-Unsubscribe` header (`<site>/api/outreach/opt-out?token=…`).
 *
 * @param siteUrl - the public site, without trailing slash.
 * @param now - when the email is sent; the links work for 3 years from then.
 */
export function optOutLinksOf(leadId: string, siteUrl: string, now: Date): { page: string; oneClick: string } {
  const token = signToken('outreach-opt-out', leadId, Math.floor(now.getTime() / 1000) + OPT_OUT_LINK_SECONDS);
  const query = `?token=${encodeURIComponent(token)}`;
  return { page: `${siteUrl}${OUTREACH_OPT_OUT_PAGE}${query}`, oneClick: `${siteUrl}${OUTREACH_OPT_OUT_PATH}${query}` };
}

/**
 * Takes an opt-out (`POST /api/outreach/opt-out`): the lead it names is marked
 * "do not email" ('opted-out') and its sequence stops (its step's schedule deleted), with a timeline entry. Following it again,
 * or for a lead erased since, changes nothing.
 *
 * @throws InvalidTokenError or ExpiredTokenError (400) for a bad link.
 */
export async function optOutByToken(token: string, now = new Date()): Promise<void> {
  const { subscriberId: leadId } = verifyToken(token, 'outreach-opt-out', now.getTime());
  const at = now.toISOString();
  for (let attempt = 1; ; attempt += 1) {
    let before: Lead;
    try {
      before = await getLead(leadId);
    } catch (error) {
      if (error instanceof LeadNotFoundError) return;
      throw error;
    }
    const after = leadWithDoNotEmail(before, 'opted-out', at);
    if (!after) return;
    const entry = buildActivity(
      leadId,
      { type: 'lead_updated', summary: 'Opted out of email (the link in an outreach email)' },
      at,
    );
    try {
      await commitPlan([...replaceLeadPlan(before, after), addActivityStep(entry)]);
      await cancelStepSchedule(leadId, before.outreachSequence, after.outreachSequence);
      return;
    } catch (error) {
      const raced = error instanceof VersionConflictError || error instanceof TransactionConflictError;
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}
