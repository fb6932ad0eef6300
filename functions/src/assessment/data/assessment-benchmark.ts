import {
  type AssessmentBenchmark,
  BENCHMARK_BUCKET_COUNT,
  benchmarkBucketOf,
  benchmarkBuckets,
  sectionAveragesOf,
} from '@meridian/shared/assessment/assessment-benchmark';
import { ASSESSMENT_SECTION_ORDER } from '@meridian/shared/assessment/assessment-questions';
import { normalisedAddressOf } from '@meridian/shared/email-address';
import { getItem } from '../../lib/dynamodb';
import { emailHashOf } from '../../lib/privacy-key';
import { assessmentBenchmarkKey, benchmarkRespondentKey } from '../../table/keys';
import { tableName } from '../../table/table';
import type { PlanStep } from '../../table/write-plan';

/**
 * The peer-benchmark aggregate (docs/product/assessment.md#benchmark): one item per assessment
 * type (`assessmentBenchmarkKey`) with `responses`, one counter per 5-point bucket (`bucket0` …
 * `bucket19`) and one sum of section percentages per section (`section0` … `section3`, in
 * `ASSESSMENT_SECTION_ORDER`). Each result is added with one `ADD` update, so concurrent results
 * never lose a count; one GetItem reads it.
 */

const ASSESSMENT_TYPE = 'strategic_readiness';

/** One scored result as the aggregate counts it. */
export interface BenchmarkResult {
  /** 0-100. */
  percentage: number;
  /** Percent (0-100) per section name; sections not present add 0. */
  sectionScores: Readonly<Record<string, number>>;
}

/**
 * The plan step `benchmark`: adds one result to the aggregate (created by the first result).
 *
 * @returns an `ADD` update of `responses`, the result's bucket and the four section sums.
 */
export function addToBenchmarkStep(result: BenchmarkResult): PlanStep {
  const names: Record<string, string> = {
    '#responses': 'responses',
    '#bucket': `bucket${benchmarkBucketOf(result.percentage)}`,
  };
  const values: Record<string, number> = { ':one': 1 };
  const adds = ['#responses :one', '#bucket :one'];
  ASSESSMENT_SECTION_ORDER.forEach((section, index) => {
    const score = Object.hasOwn(result.sectionScores, section) ? result.sectionScores[section] : undefined;
    names[`#s${index}`] = `section${index}`;
    values[`:s${index}`] = score !== undefined && Number.isFinite(score) ? Math.round(score) : 0;
    adds.push(`#s${index} :s${index}`);
  });
  return {
    name: 'benchmark',
    item: {
      Update: {
        TableName: tableName(),
        Key: assessmentBenchmarkKey(ASSESSMENT_TYPE),
        UpdateExpression: `ADD ${adds.join(', ')} SET #entity = :entity`,
        ExpressionAttributeNames: { ...names, '#entity': 'entity' },
        ExpressionAttributeValues: { ...values, ':entity': 'assessment_benchmark' },
      },
    },
  };
}

/** The mailbox of a submission was counted in the benchmark before (nothing written). */
export class RespondentAlreadyCountedError extends Error {
  override readonly name = 'RespondentAlreadyCountedError';
}

/**
 * The plan step `respondent`: marks the submission's mailbox as counted (the keyed hash of its
 * normalised address, so no address is stored), on condition that it was not counted before.
 *
 * @param email - the submission's address (any spelling: lower case, `+tag` removed for the count).
 * @param now - when it was counted.
 * @returns a conditional put whose failure is {@link RespondentAlreadyCountedError}.
 */
export function markRespondentStep(email: string, now: Date): PlanStep {
  return {
    name: 'respondent',
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...benchmarkRespondentKey(emailHashOf(normalisedAddressOf(email))),
          entity: 'benchmark_respondent',
          countedAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: () => new RespondentAlreadyCountedError(),
  };
}

const numberAt = (item: Record<string, unknown> | undefined, name: string): number => {
  const value = item?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/**
 * The current benchmark (one eventually consistent GetItem).
 *
 * @returns responses, the 20 buckets and the section averages; all zero (averages empty) before
 *   the first result.
 */
export async function getAssessmentBenchmark(): Promise<AssessmentBenchmark> {
  const { Item } = await getItem({ TableName: tableName(), Key: assessmentBenchmarkKey(ASSESSMENT_TYPE) });
  const responses = numberAt(Item, 'responses');
  const counts = Array.from({ length: BENCHMARK_BUCKET_COUNT }, (_, index) => numberAt(Item, `bucket${index}`));
  const sums = ASSESSMENT_SECTION_ORDER.map((_, index) => numberAt(Item, `section${index}`));
  return { responses, buckets: benchmarkBuckets(counts), sectionAverages: sectionAveragesOf(sums, responses) };
}
