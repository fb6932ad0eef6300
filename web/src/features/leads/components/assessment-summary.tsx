import { ASSESSMENT_SECTIONS } from '@meridian/shared/assessment/assessment';
import { ASSESSMENT_QUESTIONS } from '@meridian/shared/assessment/assessment-questions';
import type { StoredAssessmentResults } from '@meridian/shared/leads/lead';
import { useId } from 'react';
import { Progress } from '../../../components/ui/progress';
import { formatDateTime } from '../lib/display';

/** Stored section scores in the assessment's own section order, then any other stored names. */
function orderedSections(scores: Record<string, number>): [string, number][] {
  const known = ASSESSMENT_SECTIONS.map((section) => section.name).filter((name) => name in scores);
  const others = Object.keys(scores).filter((name) => !known.includes(name as (typeof known)[number]));
  return [...known, ...others].map((name) => [name, scores[name] ?? 0]);
}

/**
 * The visitor's strategic readiness assessment on the lead detail (docs/product/assessment.md#scoring,
 * docs/product/assessment.md#recommendations): percentage, category, the four section scores as
 * bars, each question with the answer the visitor chose (leads captured before answers were kept
 * have none) and the recommendations the visitor saw, from `metadata.assessmentResults`.
 */
export function AssessmentSummary({ results }: { results: StoredAssessmentResults }) {
  const id = useId();
  return (
    <section className="space-y-3 rounded-lg border border-border p-4" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Strategic readiness assessment
      </h3>
      <p className="text-sm">
        <strong className="text-2xl">{results.percentage}%</strong>{' '}
        <span className="font-medium">{results.category}</span>
        <span className="block text-xs text-muted-foreground">Taken {formatDateTime(results.submittedAt)}</span>
      </p>
      {results.description ? <p className="text-sm text-muted-foreground">{results.description}</p> : null}
      <ul aria-label="Section scores" className="space-y-2">
        {orderedSections(results.sectionScores).map(([name, score], index) => (
          <li key={name} className="space-y-1">
            <div className="flex justify-between text-sm">
              <span id={`${id}-section-${index}`}>{name}</span>
              <span className="font-medium">{score}%</span>
            </div>
            <Progress value={score} aria-labelledby={`${id}-section-${index}`} />
          </li>
        ))}
      </ul>
      {results.answers ? <AssessmentAnswers answers={results.answers} /> : null}
      {results.recommendations && results.recommendations.length > 0 ? (
        <div className="space-y-1">
          <h4 className="text-sm font-medium">Recommendations the visitor saw</h4>
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {results.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/**
 * Each of the twenty questions (docs/product/assessment.md#questions) with the option the visitor
 * chose and its value out of 4, folded away under a native disclosure.
 *
 * @param answers - option values 1-4 keyed by question id '1'..'20'
 */
function AssessmentAnswers({ answers }: { answers: Record<string, number> }) {
  const answered = ASSESSMENT_QUESTIONS.filter((question) => answers[String(question.id)] !== undefined);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Answers to the {answered.length} questions</summary>
      <ol aria-label="Assessment answers" className="mt-2 space-y-2">
        {answered.map((question) => {
          const value = answers[String(question.id)];
          const chosen = question.options.find((option) => option.value === value);
          return (
            <li key={question.id}>
              <span className="block text-muted-foreground">
                {question.id}. {question.text}
              </span>
              <span className="font-medium">
                {chosen?.text ?? 'Unknown answer'} ({value}/4)
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
