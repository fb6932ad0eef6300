import { assessmentBenchmarkResponseSchema } from '@meridian/shared/assessment/api-benchmark';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { countInBenchmark } from '../services/assessment-benchmark';
import { assessmentAnswers, assessmentSubmittedEvent } from '../../testing/events';
import { invokeHttp } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './get-assessment-benchmark';

useTestTable();

const get = () => invokeHttp(handler, { method: 'GET', path: '/api/assessment-benchmark' });

describe('GET /api/assessment-benchmark', () => {
  it('answers the empty benchmark before any result, cacheable for 5 minutes', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = assessmentBenchmarkResponseSchema.parse(res.body);
    expect(body.responses).toBe(0);
    expect(body.sectionAverages).toEqual({});
  });

  it('answers responses, buckets and section averages of the counted results', async () => {
    for (const [index, value] of ([2, 2, 4] as const).entries()) {
      const event = assessmentSubmittedEvent(`b${index}@example.com`, { answers: assessmentAnswers(value) });
      await countInBenchmark(event.id, event.detail.submission.email, event.detail.computed);
    }
    const body = assessmentBenchmarkResponseSchema.parse((await get()).body);
    expect(body.responses).toBe(3);
    expect(body.buckets.find((bucket) => bucket.from === 50)?.count).toBe(2);
    expect(body.buckets.find((bucket) => bucket.from === 95)).toEqual({ from: 95, to: 100, count: 1 });
    expect(body.sectionAverages['Execution Capability']).toBe(67);
  });

  it('answers a 503, not cached, when the table stalls', async () => {
    const ddb = mockClient(DynamoDBDocumentClient);
    ddb.on(GetCommand).rejects(Object.assign(new Error('timed out'), { name: 'TimeoutError', $metadata: {} }));
    try {
      const res = await get();
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      ddb.restore();
    }
  });
});
