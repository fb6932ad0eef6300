import { ASSESSMENT_BENCHMARK_PATH, ASSESSMENT_EMAIL_PATH } from '@meridian/shared/api-paths';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { LEADING_KEYS as K, processedEventPattern } from '../table/item-types';
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
      items: { write: [K.clientBudget] },
      usesPrivacyKey: true,
      publishesEvents: true,
      rateLimited: 'submissions',
    },
    {
      method: 'GET',
      path: ASSESSMENT_BENCHMARK_PATH,
      handler: 'assessment/handlers/get-assessment-benchmark',
      items: { read: [K.assessmentBenchmark] },
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
          items: {
            read: [K.assessmentBenchmark, K.emailSuppression],
            write: [processedEventPattern('send-assessment-report'), K.reportAllowance, K.visitorEmailCount],
          },
          sendsEmail: true,
          timeoutSeconds: 30,
        },
        {
          handler: 'assessment/consumers/count-assessment-benchmark',
          usesPrivacyKey: true,
          items: {
            write: [processedEventPattern('count-assessment-benchmark'), K.assessmentBenchmark, K.benchmarkRespondent],
          },
        },
      ],
    },
  ],
  schedules: [],
  targets: [],
};
