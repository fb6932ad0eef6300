import type { AssessmentBenchmark } from './assessment-benchmark';
import { BENCHMARK_BUCKET_COUNT } from './assessment-benchmark';
import * as z from '../zod';

/**
 * Response body of `GET /api/assessment-benchmark` (docs/product/assessment.md#benchmark). Kept
 * apart from `api-responses.ts` so that only the code that validates it loads it.
 */
const count = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);

/** `GET /api/assessment-benchmark`: responses counted, 20 buckets of 5 points, section averages. */
export const assessmentBenchmarkResponseSchema = z.object({
  responses: count,
  buckets: z.array(z.object({ from: percent, to: percent, count })).length(BENCHMARK_BUCKET_COUNT),
  sectionAverages: z.record(z.string(), percent),
}) satisfies z.ZodType<AssessmentBenchmark, unknown>;
