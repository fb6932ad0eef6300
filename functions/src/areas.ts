import { analyticsArea } from './analytics/area';
import { articlesArea } from './articles/area';
import { assessmentArea } from './assessment/area';
import { bookingArea } from './booking/area';
import { contactArea } from './contact/area';
import { emailArea } from './email/area';
import { leadsArea } from './leads/area';
import { newsletterArea } from './newsletter/area';
import { outreachArea } from './outreach/area';
import { outreachRepliesArea } from './outreach/replies-area';
import { privacyArea } from './privacy/area';
import { staffAuthArea } from './staff-auth/area';
import { tasksArea } from './tasks/area';
import type { AreaDefinition } from './topology';

/**
 * The business areas of the back end, in deployment order (docs/architecture.md, "Business areas"):
 * each owns its API routes, event rules, schedules and one-time schedule targets in its `area.ts`,
 * and the CDK app deploys each as one nested stack. The route, rule, schedule and target tables are
 * the concatenation of these entries.
 */
export const areas: readonly AreaDefinition[] = [
  leadsArea,
  contactArea,
  assessmentArea,
  newsletterArea,
  emailArea,
  articlesArea,
  bookingArea,
  staffAuthArea,
  privacyArea,
  analyticsArea,
  tasksArea,
  outreachArea,
  outreachRepliesArea,
];
