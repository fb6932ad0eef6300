import type { AssessmentSectionName } from './assessment';
import { ASSESSMENT_SECTION_ORDER } from './assessment-questions';

/**
 * The peer benchmark of the strategic readiness assessment (docs/product/assessment.md#benchmark):
 * how many scored results exist, how many fell in each 5-point band of the percentage, and the
 * average of each section. Pure rules without zod, so the results page can use them cheaply.
 */

/** Width of a bucket, in percentage points. */
export const BENCHMARK_BUCKET_WIDTH = 5;
/** Buckets 0-4, 5-9, …, 90-94 and 95-100 (the last one also holds 100). */
export const BENCHMARK_BUCKET_COUNT = 20;
/** Fewest results before any comparison is shown. */
export const MIN_BENCHMARK_RESPONSES = 30;

/** One bucket of the percentage distribution: results from `from` to `to` percent, both included. */
export interface BenchmarkBucket {
  from: number;
  to: number;
  count: number;
}

/** The benchmark as `GET /api/assessment-benchmark` returns it. */
export interface AssessmentBenchmark {
  /** Scored results counted. */
  responses: number;
  /** {@link BENCHMARK_BUCKET_COUNT} buckets, lowest first. */
  buckets: BenchmarkBucket[];
  /** Average percent (0-100, rounded) per section; empty while there are no responses. */
  sectionAverages: Partial<Record<AssessmentSectionName, number>>;
}

/**
 * The bucket of a percentage.
 *
 * @param percentage - 0-100 (values outside are clamped; fractions round down into their bucket).
 * @returns 0-19: `floor(percentage / 5)`, with 100 in the last bucket.
 */
export function benchmarkBucketOf(percentage: number): number {
  const clamped = Math.min(100, Math.max(0, percentage));
  return Math.min(BENCHMARK_BUCKET_COUNT - 1, Math.floor(clamped / BENCHMARK_BUCKET_WIDTH));
}

/** The bucket ranges, lowest first, with the given counts (missing counts are 0). */
export function benchmarkBuckets(counts: readonly number[]): BenchmarkBucket[] {
  return Array.from({ length: BENCHMARK_BUCKET_COUNT }, (_, index) => ({
    from: index * BENCHMARK_BUCKET_WIDTH,
    to: index === BENCHMARK_BUCKET_COUNT - 1 ? 100 : index * BENCHMARK_BUCKET_WIDTH + BENCHMARK_BUCKET_WIDTH - 1,
    count: counts[index] ?? 0,
  }));
}

/**
 * The section averages from the per-section sums.
 *
 * @param sums - the sum of the section percentages over all responses, in `ASSESSMENT_SECTION_ORDER`.
 * @returns rounded averages by section name; empty when `responses` is 0.
 */
export function sectionAveragesOf(
  sums: readonly number[],
  responses: number,
): Partial<Record<AssessmentSectionName, number>> {
  if (responses <= 0) return {};
  return Object.fromEntries(
    ASSESSMENT_SECTION_ORDER.map((section, index) => [section, Math.round((sums[index] ?? 0) / responses)]),
  );
}

/**
 * "You scored higher than N% of the organisations that took this assessment"
 * (docs/product/assessment.md#benchmark): N is the share of counted results whose bucket lies
 * wholly below the respondent's bucket, rounded down, so results in the same 5-point band never
 * count as beaten.
 *
 * @param percentage - the respondent's percentage, 0-100.
 * @param benchmark - responses and buckets (the respondent's own result may be among them).
 * @returns N (0-100), or null while fewer than {@link MIN_BENCHMARK_RESPONSES} results exist.
 */
export function percentScoredHigherThan(
  percentage: number,
  benchmark: Pick<AssessmentBenchmark, 'responses' | 'buckets'>,
): number | null {
  if (benchmark.responses < MIN_BENCHMARK_RESPONSES) return null;
  const own = benchmarkBucketOf(percentage);
  const below = benchmark.buckets.slice(0, own).reduce((sum, bucket) => sum + bucket.count, 0);
  return Math.min(100, Math.floor((below / benchmark.responses) * 100));
}
