import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getAssessmentBenchmark } from '../data/assessment-benchmark';
import { assessmentAnswers, assessmentSubmittedEvent } from '../../testing/events';
import { lambdaContext } from '../../testing/http-events';
import { useTestTable } from '../../testing/table';
import { handler } from './count-assessment-benchmark';

useTestTable();

describe('count-assessment-benchmark', () => {
  it('starts empty', async () => {
    const benchmark = await getAssessmentBenchmark();
    expect(benchmark.responses).toBe(0);
    expect(benchmark.buckets).toHaveLength(20);
    expect(benchmark.buckets.every((bucket) => bucket.count === 0)).toBe(true);
    expect(benchmark.sectionAverages).toEqual({});
  });

  it('counts each submission once, however often and however concurrently its event is delivered', async () => {
    const low = assessmentSubmittedEvent('low@example.com', { answers: assessmentAnswers(1) });
    const high = assessmentSubmittedEvent('high@example.com', { answers: assessmentAnswers(4) });
    const mid = assessmentSubmittedEvent('mid@example.com', { answers: assessmentAnswers(3) });
    expect(await handler(low, lambdaContext())).toBe('counted');
    expect(await handler(low, lambdaContext())).toBe('duplicate');
    const concurrent = await Promise.allSettled(
      [high, high, high, mid].map((event) => handler(event, lambdaContext())),
    );
    // A delivery that lost a transaction race fails and is retried later; it never counts twice.
    for (const event of [high, mid]) await handler(event, lambdaContext()).catch(() => undefined);
    expect(
      concurrent.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === 'counted').length,
    ).toBeLessThanOrEqual(2);

    const benchmark = await getAssessmentBenchmark();
    expect(benchmark.responses).toBe(3);
    const counts = Object.fromEntries(
      benchmark.buckets.filter((bucket) => bucket.count > 0).map((b) => [b.from, b.count]),
    );
    expect(counts).toEqual({ 25: 1, 75: 1, 95: 1 });
    // Sections: 25 %, 100 % and 75 % each: average 67 %.
    expect(benchmark.sectionAverages).toEqual({
      'Strategic Translation': 67,
      'Execution Capability': 67,
      'Resource Alignment': 67,
      'Feedback and Adaptation': 67,
    });
  });

  it('counts one mailbox once: a second submission from the same normalised address does not count again', async () => {
    const local = `peer-${randomUUID().slice(0, 8)}`;
    const before = (await getAssessmentBenchmark()).responses;
    const first = assessmentSubmittedEvent(`${local}+1@example.com`, { answers: assessmentAnswers(2) });
    expect(await handler(first, lambdaContext())).toBe('counted');
    for (const email of [`${local}+2@example.com`, `${local.toUpperCase()}@Example.com`, `${local}@example.com`]) {
      const again = assessmentSubmittedEvent(email, { answers: assessmentAnswers(4) });
      expect(await handler(again, lambdaContext())).toBe('already-counted');
    }
    // A redelivery of the counted submission is still a duplicate.
    expect(await handler(first, lambdaContext())).toBe('duplicate');
    expect((await getAssessmentBenchmark()).responses).toBe(before + 1);
  });
});
