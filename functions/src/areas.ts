import { type RouteDefinition, routes } from './routes';
import { type EventRuleDefinition, eventRules } from './rules';
import { type ScheduleDefinition, schedules } from './schedules';
import { articlePublishTarget, bookingReminderTarget, type TargetDefinition } from './targets';

/**
 * The business areas of the back end (docs/architecture.md, "Business areas"): each owns its API
 * routes, event rules, schedules and one-time schedule targets. The CDK app deploys each area as
 * one nested stack; the top-level tables are the concatenation of the areas' entries.
 */
export interface AreaDefinition {
  /** Area name, kebab-case, unique (`leads`, `booking`); the nested stack's id derives from it. */
  name: string;
  routes: readonly RouteDefinition[];
  rules: readonly EventRuleDefinition[];
  schedules: readonly ScheduleDefinition[];
  /** One-time schedule targets of the area (EventBridge Scheduler invokes them directly). */
  targets: readonly TargetDefinition[];
}

/** Names of the areas, in deployment order. */
export const AREA_NAMES = [
  'leads',
  'contact',
  'assessment',
  'newsletter',
  'articles',
  'booking',
  'staff-auth',
  'privacy',
  'analytics',
] as const;

/** One area's name. */
export type AreaName = (typeof AREA_NAMES)[number];

const ROUTE_AREAS: Record<string, AreaName> = {
  'handlers/articles/': 'articles',
  'handlers/admin/articles/': 'articles',
  'contact/handlers/post-contact': 'contact',
  'assessment/handlers/post-assessment-email': 'assessment',
  'handlers/assessment/': 'assessment',
  'newsletter/handlers/post-newsletter': 'newsletter',
  'newsletter/handlers/list-subscribers': 'newsletter',
  'newsletter/handlers/export-subscribers': 'newsletter',
  'analytics/handlers/post-page-view': 'analytics',
  'handlers/security/': 'analytics',
  'staff-auth/handlers/login': 'staff-auth',
  'staff-auth/handlers/logout': 'staff-auth',
  'staff-auth/handlers/auth-status': 'staff-auth',
  'handlers/booking/': 'booking',
  'booking/handlers/get-booking-availability': 'booking',
  'booking/handlers/put-booking-availability': 'booking',
  'booking/handlers/list-upcoming-consultations': 'booking',
  'booking/handlers/post-booking-attendance': 'booking',
  'privacy/handlers/erase-subscriber': 'privacy',
  'privacy/handlers/export-person': 'privacy',
  'privacy/handlers/list-audit': 'privacy',
  'privacy/handlers/list-retention': 'privacy',
  'handlers/admin/': 'leads',
  'leads/consumers/capture-lead': 'leads',
  'leads/consumers/notify-lead': 'leads',
  'assessment/consumers/send-assessment-report': 'assessment',
  'assessment/consumers/count-assessment-benchmark': 'assessment',
  'contact/consumers/acknowledge-contact': 'contact',
  'email/consumers/suppress-email-feedback': 'newsletter',
  'booking/consumers/booking-to-lead': 'booking',
  'booking/consumers/send-booking-emails': 'booking',
  'booking/consumers/schedule-booking-reminder': 'booking',
  'articles/consumers/render-site': 'articles',
  'articles/consumers/send-article-newsletter': 'articles',
  'leads/scheduled/lead-digest': 'leads',
  'booking/scheduled/send-booking-reminder': 'booking',
  'articles/scheduled/publish-article': 'articles',
};

function areaOfHandler(handler: string): AreaName {
  const prefix = Object.keys(ROUTE_AREAS)
    .filter((candidate) => handler.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  const area = prefix === undefined ? undefined : ROUTE_AREAS[prefix];
  if (area === undefined) throw new Error(`No business area owns the handler ${handler}.`);
  return area;
}

function areaOfRule(rule: EventRuleDefinition): AreaName {
  const first = rule.targets[0];
  if (first === undefined) throw new Error(`The rule ${rule.name} has no target.`);
  return areaOfHandler(first.handler);
}

/** The areas with their entries; every route, rule, schedule and target belongs to exactly one. */
export const areas: readonly AreaDefinition[] = AREA_NAMES.map((name) => ({
  name,
  routes: routes.filter((route) => areaOfHandler(route.handler) === name),
  rules: eventRules.filter((rule) => areaOfRule(rule) === name),
  schedules: schedules.filter((schedule) => areaOfHandler(schedule.handler) === name),
  targets: [bookingReminderTarget, articlePublishTarget].filter((target) => areaOfHandler(target.handler) === name),
}));
