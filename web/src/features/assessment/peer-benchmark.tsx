import { type AssessmentBenchmark, percentScoredHigherThan } from '@meridian/shared/assessment/assessment-benchmark';
import { ASSESSMENT_SECTION_ORDER } from '@meridian/shared/assessment/assessment-questions';
import type { AssessmentResult } from '@meridian/shared/assessment/assessment';
import { useEffect, useState } from 'react';
import { getAssessmentBenchmark } from './get-assessment-benchmark';

/**
 * The peer comparison under the results (docs/product/assessment.md#benchmark): "You scored higher
 * than N% …" and each section against the average. Fetched after the results are shown; renders
 * nothing while loading, on failure, or while fewer than 30 results exist.
 */
export function PeerBenchmark({ result }: { result: AssessmentResult }) {
  const [benchmark, setBenchmark] = useState<AssessmentBenchmark | null>(null);
  useEffect(() => {
    let current = true;
    getAssessmentBenchmark()
      .then((value) => current && setBenchmark(value))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  const higherThan = benchmark ? percentScoredHigherThan(result.percentage, benchmark) : null;
  if (!benchmark || higherThan === null) return null;
  return (
    <div className="print-keep">
      <h3 className="text-lg font-semibold text-primary">How you compare</h3>
      <p className="mt-2 font-medium">
        You scored higher than {higherThan}% of the organisations that took this assessment.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {ASSESSMENT_SECTION_ORDER.map((section) => {
          const average = benchmark.sectionAverages[section] ?? 0;
          const score = result.sectionScores[section];
          return (
            <li key={section} className="text-sm">
              <p className="font-medium">{section}</p>
              <SectionBar label="You" value={score} className="bg-primary" />
              <SectionBar label="Average" value={average} className="bg-muted-foreground" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SectionBar({ label, value, className }: { label: string; value: number; className: string }) {
  return (
    <div className="mt-1 flex items-center gap-2">
      <span className="w-16 shrink-0 text-muted-foreground">{label}</span>
      <span className="print-bar relative h-2 flex-1 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
        <span className={`print-bar absolute inset-y-0 left-0 ${className}`} style={{ width: `${value}%` }} />
      </span>
      <span className="w-10 text-right tabular-nums">{value}%</span>
    </div>
  );
}
