import { BENCHMARK_ITEMS } from '../table-access';
import { ASSESSMENT_BENCHMARK_PATH, ASSESSMENT_EMAIL_PATH } from '@meridian/shared/api-paths';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/events';
import type { AreaDefinition } from '../topology';

/**
 * The assessment area (docs/architecture.md, "Business areas"): the assessment's email capture, report and benchmark. Its entries
 * are part of the route, rule, schedule and target tables, and the CDK app deploys them as one nested stack.
 */
export const assessmentArea: AreaDefinition = {
  name: 'assessment',
  routes: [
    {
      method: 'POST',
      path: ASSESSMENT_EMAIL_PATH,
      handler: 'assessment/handlers/post-assessment-email',
      tableAccess: 'none',
      publishesEvents: true,
      rateLimited: 'submissions',
    },
    {
      method: 'GET',
      path: ASSESSMENT_BENCHMARK_PATH,
      handler: 'assessment/handlers/get-assessment-benchmark',
      tableAccess: 'read',
      items: BENCHMARK_ITEMS,
    },
  ],
  rules: [
    {
      // The visitor's follow-through (docs/product/assessment.md#report-email, #benchmark).
      name: 'AssessmentToVisitor',
      source: EVENT_SOURCES.website,
      detailTypes: [DETAIL_TYPES.assessmentSubmitted],
      targets: [
        {
          handler: 'assessment/consumers/send-assessment-report',
          tableAccess: 'readWrite',
          sendsEmail: true,
          timeoutSeconds: 30,
        },
        { handler: 'assessment/consumers/count-assessment-benchmark', tableAccess: 'readWrite' },
      ],
    },
  ],
  schedules: [],
  targets: [],
};
