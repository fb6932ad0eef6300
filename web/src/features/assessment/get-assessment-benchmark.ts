import { ASSESSMENT_BENCHMARK_PATH } from '@meridian/shared/api-paths';
import type { AssessmentBenchmark } from '@meridian/shared/assessment/assessment-benchmark';
import { apiJson } from '../../lib/api-client';

/**
 * `GET /api/assessment-benchmark` (docs/product/assessment.md#benchmark): the peer benchmark,
 * fetched once the results are on screen. A plain function (no react-query on public pages); the
 * response schema loads with the request.
 * @returns responses, the twenty 5-point buckets and the section averages.
 * @throws ApiError for any non-ok answer; UnexpectedResponseError for an answer of another shape
 */
export async function getAssessmentBenchmark(): Promise<AssessmentBenchmark> {
  return apiJson('GET', ASSESSMENT_BENCHMARK_PATH, () =>
    import('@meridian/shared/assessment/api-benchmark').then((m) => m.assessmentBenchmarkResponseSchema),
  );
}
