import { randomUUID } from 'node:crypto';
import { SES_EVENT_SOURCE, SES_FEEDBACK_DETAIL_TYPES } from '@meridian/shared/email/email-feedback-names';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { describe, expect, it } from 'vitest';
import { isEmailSuppressed } from '../data/email-suppressions';
import { getLeadWithActivity } from '../../leads/data/leads';
import { createLead } from '../../leads/services/leads';
import { eventBridgeEvent, sesEmails } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler as acknowledgeContact } from '../../contact/consumers/acknowledge-contact';
import { handler } from './suppress-email-feedback';

useTestTable();

const unique = () => randomUUID().slice(0, 8);

/** An SES event as the configuration set's EventBridge destination delivers it. */
function sesEvent(kind: 'bounce' | 'complaint', email: string, bounceType = 'Permanent') {
  const mail = { timestamp: '2026-11-23T10:00:00.000Z', messageId: `m-${unique()}`, destination: [email] };
  const detail =
    kind === 'bounce'
      ? {
          eventType: 'Bounce',
          mail,
          bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: [{ emailAddress: email }] },
        }
      : {
          eventType: 'Complaint',
          mail,
          complaint: { complainedRecipients: [{ emailAddress: email }], complaintFeedbackType: 'abuse' },
        };
  return eventBridgeEvent(SES_FEEDBACK_DETAIL_TYPES[kind], detail, SES_EVENT_SOURCE);
}

describe('suppress-email-feedback', () => {
  it('suppresses a permanently bounced address, marks its lead once, and stops visitor emails to it', async () => {
    const email = `gone.${unique()}@example.com`;
    const lead = await createLead({ name: 'Gone Away', email, source: 'contact_form' });
    const event = sesEvent('bounce', email.toUpperCase());
    expect(await handler(event, lambdaContext())).toEqual({ status: 'handled', suppressed: 1, leadsMarked: 1 });
    expect(await handler(event, lambdaContext())).toEqual({ status: 'duplicate' });
    expect(await isEmailSuppressed(email)).toBe(true);
    const { activity, doNotEmail, version } = await getLeadWithActivity(lead.id);
    expect(activity.filter((entry) => entry.summary.startsWith('Email address bounced permanently'))).toHaveLength(1);
    // The lead is marked "do not email" once (docs/product/outreach.md#opting-out).
    expect(doNotEmail).toEqual({ at: event.time, reason: 'bounced' });
    // Only the outreach state changed: the version an open edit form holds stays (decision 061).
    expect(version).toBe(lead.version);

    const contact = eventBridgeEvent(
      DETAIL_TYPES.contactSubmitted,
      {
        submissionId: randomUUID(),
        submittedAt: new Date().toISOString(),
        contact: { name: 'Gone Away', email, message: 'Please call me back.' },
      },
      EVENT_SOURCES.website,
    );
    expect(await acknowledgeContact(contact, lambdaContext())).toBe('suppressed');
    expect((await sesEmails()).filter((sent) => sent.destination.to.includes(email))).toHaveLength(0);
  });

  it('suppresses a complaint even without a lead', async () => {
    const email = `angry.${unique()}@example.com`;
    expect(await handler(sesEvent('complaint', email), lambdaContext())).toEqual({
      status: 'handled',
      suppressed: 1,
      leadsMarked: 0,
    });
    expect(await isEmailSuppressed(email)).toBe(true);
  });

  it('leaves a transient bounce alone', async () => {
    const email = `full.${unique()}@example.com`;
    expect(await handler(sesEvent('bounce', email, 'Transient'), lambdaContext())).toEqual({
      status: 'handled',
      suppressed: 0,
      leadsMarked: 0,
    });
    expect(await isEmailSuppressed(email)).toBe(false);
  });
});
