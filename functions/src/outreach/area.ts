import {
  ADMIN_EMAIL_TEMPLATE_PATH,
  ADMIN_EMAIL_TEMPLATES_PATH,
  ADMIN_LEAD_EMAIL_PREVIEW_PATH,
  ADMIN_LEAD_EMAILS_PATH,
  ADMIN_LEAD_SEQUENCE_PATH,
} from '@meridian/shared/admin-api-paths';
import { OUTREACH_OPT_OUT_PATH } from '@meridian/shared/api-paths';
import { LEADING_KEYS as K } from '../table/item-types';
import { withSession } from '../table-access';
import type { AreaDefinition } from '../topology';

/** What filling a template for a lead reads: the lead, the sender's name and the latest article. */
const MERGE_READS = [K.lead, K.staffUserIndex, K.articleIndex];

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
      timeoutSeconds: 30,
    },
    {
      method: 'PUT',
      path: ADMIN_LEAD_SEQUENCE_PATH,
      handler: 'outreach/handlers/put-sequence',
      items: withSession({ read: [K.staffUserIndex], write: [K.lead] }),
    },
    {
      // The opt-out page and mail clients' one-click unsubscribe (RFC 8058).
      method: 'POST',
      path: OUTREACH_OPT_OUT_PATH,
      handler: 'outreach/handlers/post-opt-out',
      items: { write: [K.lead] },
      usesPrivacyKey: true,
      rateLimited: 'submissions',
    },
  ],
  rules: [],
  schedules: [],
  targets: [],
};
