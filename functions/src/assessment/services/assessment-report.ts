import type { AssessmentSubmittedDetail } from '@meridian/shared/events';
import { getAssessmentBenchmark } from '../data/assessment-benchmark';
import { withEventLease } from '../../table/processed-events';
import { claimReportAllowance } from '../data/report-allowances';
import { notifyEnv } from '../../lib/env';
import { logger } from '../../lib/logger';
import { buildAssessmentReport } from './assessment-report-email';
import { sendVisitorEmail, type VisitorSendOutcome } from '../../email/services/visitor-email';

/**
 * The assessment report to the visitor (docs/product/assessment.md#report-email): one email per
 * `AssessmentSubmitted` event, made idempotent by the processed-event lease (a redelivery after a
 * successful send finds the event done and sends nothing; a redelivery after a failed send sends),
 * and at most three per address per 24 hours (`claimReportAllowance`).
 */

/** Consumer name in idempotency records. */
export const REPORT_CONSUMER = 'send-assessment-report';

/** Outcome of {@link sendAssessmentReport}. */
export type ReportOutcome = 'duplicate' | 'throttled' | VisitorSendOutcome['status'];

/**
 * Sends the report of one submission, once per event id.
 *
 * @param eventId - the `AssessmentSubmitted` event id.
 * @param detail - its validated detail.
 * @returns `sent`; `duplicate` (this event was handled before); `throttled` (the address had its
 *   three reports within 24 hours); `suppressed` or `unsafe-address` (nothing sent).
 * @throws EventInProgressError for a concurrent duplicate; SES and DynamoDB errors (the lease is
 *   released first), so that the delivery is retried.
 */
export async function sendAssessmentReport(eventId: string, detail: AssessmentSubmittedDetail): Promise<ReportOutcome> {
  return withEventLease<ReportOutcome, 'duplicate'>({
    consumer: REPORT_CONSUMER,
    eventId,
    ifDone: () => 'duplicate',
    run: async () => {
      if (!(await claimReportAllowance(detail.submission.email, eventId, detail.submittedAt))) {
        logger.info('Assessment report skipped: address had its reports within 24 hours', { eventId });
        return { value: 'throttled', record: { status: 'throttled' } };
      }
      // The benchmark only adds a sentence: the report goes out without it when it cannot be read.
      const benchmark = await getAssessmentBenchmark().catch((error: unknown) => {
        logger.warn('Benchmark unavailable for the report', {
          error: error instanceof Error ? error.message : String(error),
        });
        return null;
      });
      const message = buildAssessmentReport({
        name: detail.submission.name,
        computed: detail.computed,
        benchmark,
        siteUrl: notifyEnv().SITE_URL,
      });
      const outcome = await sendVisitorEmail(detail.submission.email, message);
      logger.info('Assessment report handled', { eventId, outcome: outcome.status });
      return { value: outcome.status, record: outcome };
    },
  });
}
