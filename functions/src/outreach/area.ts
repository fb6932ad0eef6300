import {
  ADMIN_EMAIL_TEMPLATE_PATH,
  ADMIN_EMAIL_TEMPLATES_PATH,
  ADMIN_LEAD_EMAIL_PREVIEW_PATH,
  ADMIN_LEAD_EMAILS_PATH,
  ADMIN_LEAD_SEQUENCE_PATH,
} from '@meridian/shared/admin-api-paths';
import { OUTREACH_OPT_OUT_PATH } from '@meridian/shared/api-paths';
import { LEADING_KEYS as K, processedEventPattern } from '../table/item-types';
import { withSession } from '../table-access';
import type { AreaDefinition, TargetDefinition } from '../topology';

/** What filling a template for a lead reads: the lead, the sender's name and the latest article. */
const MERGE_READS = [K.lead, K.staffUserIndex, K.articleIndex];

/** The step function's name in its idempotency records (`EVENT#outreach-step#<lead>:<step>:<due time>`). */
export const OUTREACH_STEP_CONSUMER = 'outreach-step';

/**
 * The target of the outreach step schedules (docs/product/outreach.md#the-sequence): checks the
 * sequence when its step is due and stops it, adds a review task for the owner (the lead's
 * partition and the task's claim), or sends the step's email as the owner through the send
 * (its items, and the next step's schedule).
 */
export const outreachStepTarget: TargetDefinition = {
  handler: 'outreach/scheduled/run-sequence-step',
  items: {
    read: [...MERGE_READS, K.emailTemplate, K.emailSuppression],
    write: [
      K.lead,
      K.taskClaim,
      K.outreachEmailLookup,
      K.sesMessage,
      K.sendCount,
      processedEventPattern(OUTREACH_STEP_CONSUMER),
    ],
  },
  sendsEmail: true,
  usesPrivacyKey: true,
  usesReplyDomain: true,
  schedulesOutreachSteps: true,
  timeoutSeconds: 30,
};

/**
 * The outreach area, sending half (docs/architecture.md, "Business areas";
 * docs/decisions/050-outreach-emails-and-replies.md; docs/product/outreach.md): the templates, the
 * preview, the send and the opt-out link. The replies half declares its own entries in
 * `replies-area.ts`. The CDK app deploys each as one nested stack.
 */
export const outreachArea: AreaDefinition = {
  name: 'outreach',
  routes: [
    {
      method: 'GET',
      path: ADMIN_EMAIL_TEMPLATES_PATH,
      handler: 'outreach/handlers/list-email-templates',
      items: withSession({ read: [K.emailTemplate] }),
    },
    {
      method: 'PUT',
      path: ADMIN_EMAIL_TEMPLATE_PATH,
      handler: 'outreach/handlers/put-email-template',
      items: withSession({ write: [K.emailTemplate] }),
    },
    {
      method: 'POST',
      path: ADMIN_LEAD_EMAIL_PREVIEW_PATH,
      handler: 'outreach/handlers/post-email-preview',
      items: withSession({ read: [...MERGE_READS, K.emailTemplate] }),
    },
    {
      method: 'POST',
      path: ADMIN_LEAD_EMAILS_PATH,
      handler: 'outreach/handlers/post-outreach-email',
      // The sent email shares the lead's partition (`LEAD#*`).
      items: withSession({
        read: [...MERGE_READS, K.emailSuppression],
        write: [K.lead, K.outreachEmailLookup, K.sesMessage, K.sendCount],
      }),
      sendsEmail: true,
      usesPrivacyKey: true,
      usesReplyDomain: true,
      schedulesOutreachSteps: true,
      timeoutSeconds: 30,
    },
    {
      method: 'PUT',
      path: ADMIN_LEAD_SEQUENCE_PATH,
      handler: 'outreach/handlers/put-sequence',
      items: withSession({ read: [K.staffUserIndex], write: [K.lead] }),
      // A stop deletes the step's schedule; a mode change puts it again (the repair of a failed put).
      schedulesOutreachSteps: true,
    },
    {
      // The opt-out page and mail clients' one-click unsubscribe (RFC 8058).
      method: 'POST',
      path: OUTREACH_OPT_OUT_PATH,
      handler: 'outreach/handlers/post-opt-out',
      items: { write: [K.lead] },
      usesPrivacyKey: true,
      cancelsOutreachSteps: true,
      rateLimited: 'submissions',
    },
  ],
  rules: [],
  schedules: [],
  targets: [outreachStepTarget],
};
