import {
  type AssessmentEmailSubmission,
  computeAssessmentResult,
  InvalidAssessmentAnswersError,
} from '@meridian/shared/assessment/assessment';
import type { ContactSubmission } from '@meridian/shared/contact/contact';
import {
  type AssessmentSubmittedDetail,
  assessmentSubmittedDetailSchema,
  type ContactSubmittedDetail,
  contactSubmittedDetailSchema,
} from '@meridian/shared/events';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { ValidationError } from '../../lib/errors';
import { publishEvent } from '../../lib/events';

/**
 * Visitor submissions that become leads (docs/product/leads.md#lead-capture): each is validated, turned into an event detail
 * and published to the bus; the capture-lead consumer does the rest asynchronously.
 */

/** Request context recorded with a submission (never the IP). */
export interface SubmissionContext {
  userAgent?: string;
}

/** What a submit route answers with (HTTP 202). */
export interface SubmissionReceipt {
  received: true;
  submissionId: string;
}

function contextOf(context: SubmissionContext): ContactSubmittedDetail['context'] {
  return context.userAgent ? { userAgent: context.userAgent.slice(0, 1000) } : undefined;
}

/**
 * Publishes a `ContactSubmitted` event for a validated contact form (docs/product/site.md#contact-form).
 *
 * @param submissionId - from the request's `Idempotency-Key` (`lib/idempotency.ts`): the same
 *   request sent again publishes the same submission, which the consumers act on once.
 * @throws EventPublishError (503) when the bus did not accept the event.
 */
export async function submitContact(
  contact: ContactSubmission,
  context: SubmissionContext,
  submissionId: string,
): Promise<SubmissionReceipt> {
  const detail = contactSubmittedDetailSchema.parse({
    submissionId,
    submittedAt: new Date().toISOString(),
    contact,
    context: contextOf(context),
  });
  await publishEvent(EVENT_SOURCES.website, DETAIL_TYPES.contactSubmitted, detail);
  return { received: true, submissionId: detail.submissionId };
}

/**
 * Recomputes an assessment from its twenty answers and publishes `AssessmentSubmitted` with the
 * server's results (docs/product/assessment.md#scoring).
 *
 * @param submissionId - from the request's `Idempotency-Key`, as for {@link submitContact}.
 * @throws ValidationError (400) when the answers are invalid or the submitted score, category or
 *   results disagree with the server's computation; nothing is published then.
 * @throws EventPublishError (503) when the bus did not accept the event.
 */
export async function submitAssessment(
  submission: AssessmentEmailSubmission,
  context: SubmissionContext,
  submissionId: string,
): Promise<SubmissionReceipt> {
  let result: ReturnType<typeof computeAssessmentResult>;
  try {
    result = computeAssessmentResult(submission.answers);
  } catch (error) {
    if (error instanceof InvalidAssessmentAnswersError) throw new ValidationError(error.message);
    throw error;
  }
  const disagreements = [
    submission.score !== result.percentage ? 'score' : undefined,
    submission.category !== result.category ? 'category' : undefined,
    submission.results.percentage !== result.percentage ? 'results.percentage' : undefined,
    submission.results.category !== result.category ? 'results.category' : undefined,
  ].filter((field): field is string => field !== undefined);
  if (disagreements.length > 0) {
    throw new ValidationError(
      'The submitted score does not match the answers',
      disagreements.map((path) => ({
        path,
        message: `Does not match the answers (expected ${path.endsWith('category') ? result.category : result.percentage})`,
      })),
    );
  }
  const detail: AssessmentSubmittedDetail = assessmentSubmittedDetailSchema.parse({
    submissionId,
    submittedAt: new Date().toISOString(),
    submission,
    computed: {
      percentage: result.percentage,
      category: result.category,
      description: result.description,
      recommendations: result.recommendations,
      sectionScores: result.sectionScores,
    },
    context: contextOf(context),
  });
  await publishEvent(EVENT_SOURCES.website, DETAIL_TYPES.assessmentSubmitted, detail);
  return { received: true, submissionId: detail.submissionId };
}
