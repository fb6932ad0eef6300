import { randomUUID } from 'node:crypto';
import { computeAssessmentResult } from '@meridian/shared/assessment/assessment';
import type { AssessmentSubmittedDetail } from '@meridian/shared/events';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import type { EventBridgeEvent } from 'aws-lambda';

/** An EventBridge event as a target receives it, for consumer tests. */
export function eventBridgeEvent<D>(
  detailType: string,
  detail: D,
  source: string,
  id: string = randomUUID(),
): EventBridgeEvent<string, D> {
  return {
    version: '0',
    id,
    'detail-type': detailType,
    source,
    account: '111111111111',
    time: new Date().toISOString(),
    region: 'eu-west-2',
    resources: [],
    detail,
  };
}

/** Twenty assessment answers (question id to value 1-4) and their percentage. */
export function assessmentAnswers(value: 1 | 2 | 3 | 4 | ((id: number) => number)): Record<string, number> {
  return Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [String(i + 1), typeof value === 'number' ? value : value(i + 1)]),
  );
}

/**
 * The body of `POST /api/assessment-email` for `answers`: the visitor's address, the scores the
 * server recomputes, and the answers.
 */
export function assessmentEmailBody(answers = assessmentAnswers(3), email = 'ceo@example.com') {
  const r = computeAssessmentResult(answers);
  return {
    email,
    assessmentType: 'strategic_readiness',
    score: r.percentage,
    category: r.category,
    results: {
      percentage: r.percentage,
      category: r.category,
      description: r.description,
      recommendations: r.recommendations,
    },
    answers,
  };
}

/** An email in the SES emulator's store (`GET /store`). */
export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
}

/** Emails captured by the SES emulator (shared by all test files: filter by something unique). */
export async function sesEmails(): Promise<StoredEmail[]> {
  const endpoint = process.env.SES_ENDPOINT;
  if (!endpoint) throw new Error('SES_ENDPOINT is not set');
  const store = (await (await fetch(`${endpoint}/store`)).json()) as { emails: StoredEmail[] };
  return store.emails;
}

/** An `AssessmentSubmitted` event as the submission route publishes it, for consumer tests. */
export function assessmentSubmittedEvent(
  email: string,
  options: { answers?: Record<string, number>; name?: string; company?: string; id?: string } = {},
) {
  const answers = options.answers ?? assessmentAnswers((id) => (id % 4) + 1);
  const result = computeAssessmentResult(answers);
  const results = {
    percentage: result.percentage,
    category: result.category,
    description: result.description,
    recommendations: result.recommendations,
  };
  const detail: AssessmentSubmittedDetail = {
    submissionId: randomUUID(),
    submittedAt: new Date().toISOString(),
    submission: {
      email,
      name: options.name,
      company: options.company,
      assessmentType: 'strategic_readiness',
      score: result.percentage,
      category: result.category,
      results,
      answers,
    },
    computed: { ...results, sectionScores: result.sectionScores },
  };
  return eventBridgeEvent(DETAIL_TYPES.assessmentSubmitted, detail, EVENT_SOURCES.website, options.id);
}
