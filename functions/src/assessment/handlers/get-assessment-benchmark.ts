import { functionEntry } from '../../topology';
import { assessmentArea } from '../area';
import { getAssessmentBenchmark } from '../data/assessment-benchmark';
import { httpHandler } from '../../lib/http';

/**
 * `GET /api/assessment-benchmark` (docs/product/assessment.md#benchmark): 200 with
 * `{ responses, buckets, sectionAverages }` (`assessmentBenchmarkResponseSchema`), one GetItem.
 * Publicly cacheable for 5 minutes, so the edge answers most requests.
 */
export const handler = httpHandler(
  {
    entry: functionEntry(assessmentArea, 'assessment/handlers/get-assessment-benchmark'),
    cache: { maxAgeSeconds: 300 },
  },
  async () => getAssessmentBenchmark(),
);
