import { describe, expect, it } from 'vitest';
import { assessmentBenchmarkResponseSchema } from './api-benchmark';
import {
  benchmarkBucketOf,
  benchmarkBuckets,
  MIN_BENCHMARK_RESPONSES,
  percentScoredHigherThan,
  sectionAveragesOf,
} from './assessment-benchmark';

/** A benchmark with `count` results in the bucket of each listed percentage. */
function benchmarkOf(entries: [percentage: number, count: number][]) {
  const counts = Array<number>(20).fill(0);
  for (const [percentage, count] of entries) {
    const bucket = benchmarkBucketOf(percentage);
    counts[bucket] = (counts[bucket] ?? 0) + count;
  }
  return { responses: counts.reduce((a, b) => a + b, 0), buckets: benchmarkBuckets(counts) };
}

describe('benchmarkBucketOf', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [24, 4],
    [25, 5],
    [69, 13],
    [70, 14],
    [94, 18],
    [95, 19],
    [100, 19],
    [-3, 0],
    [140, 19],
    [74.9, 14],
  ])('%s %% is in bucket %s', (percentage, bucket) => {
    expect(benchmarkBucketOf(percentage)).toBe(bucket);
  });
});

describe('benchmarkBuckets', () => {
  it('covers 0-100 in twenty 5-point buckets, the last one holding 100', () => {
    const buckets = benchmarkBuckets([3]);
    expect(buckets).toHaveLength(20);
    expect(buckets[0]).toEqual({ from: 0, to: 4, count: 3 });
    expect(buckets[1]).toEqual({ from: 5, to: 9, count: 0 });
    expect(buckets[19]).toEqual({ from: 95, to: 100, count: 0 });
    expect(assessmentBenchmarkResponseSchema.safeParse({ responses: 3, buckets, sectionAverages: {} }).success).toBe(
      true,
    );
  });
});

describe('percentScoredHigherThan', () => {
  it.each<[string, number, [number, number][], number | null]>([
    ['below the minimum of results: nothing', 90, [[50, MIN_BENCHMARK_RESPONSES - 1]], null],
    ['exactly the minimum: shown', 90, [[50, MIN_BENCHMARK_RESPONSES]], 100],
    [
      'the lowest result beats no one',
      25,
      [
        [25, 10],
        [60, 20],
        [80, 10],
      ],
      0,
    ],
    [
      'results in the same band do not count as beaten',
      62,
      [
        [60, 10],
        [64, 10],
        [40, 10],
      ],
      33,
    ],
    [
      'a quarter below',
      72,
      [
        [50, 10],
        [72, 10],
        [90, 20],
      ],
      25,
    ],
    [
      'rounded down',
      80,
      [
        [40, 2],
        [90, 29],
      ],
      6,
    ],
    [
      '100 % beats every lower band',
      100,
      [
        [95, 5],
        [70, 25],
        [30, 10],
      ],
      87,
    ],
  ])('%s', (_, percentage, entries, expected) => {
    expect(percentScoredHigherThan(percentage, benchmarkOf(entries))).toBe(expected);
  });
});

describe('sectionAveragesOf', () => {
  it.each<[number[], number, Record<string, number>]>([
    [[0, 0, 0, 0], 0, {}],
    [
      [150, 200, 175, 101],
      2,
      {
        'Strategic Translation': 75,
        'Execution Capability': 100,
        'Resource Alignment': 88,
        'Feedback and Adaptation': 51,
      },
    ],
  ])('sums %j over %s responses', (sums, responses, expected) => {
    expect(sectionAveragesOf(sums, responses)).toEqual(expected);
  });
});
