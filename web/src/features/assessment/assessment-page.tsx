import type { AssessmentResult } from '@meridian/shared/assessment/assessment';
import {
  ASSESSMENT_QUESTIONS,
  ASSESSMENT_SECTION_INTROS,
  ASSESSMENT_SECTION_ORDER,
} from '@meridian/shared/assessment/assessment-questions';
import { Clock } from '../../components/ui/icons/clock';
import { ListChecks } from '../../components/ui/icons/list-checks';
import { ShieldCheck } from '../../components/ui/icons/shield-check';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Container, PageHero } from '../../components/page/page-sections';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { trackEvent } from '../../lib/analytics';
import { type Answers, clearAnswers, loadAnswers, saveAnswers } from './assessment-storage';
import { QuestionCard } from './question-card';

const TOTAL = ASSESSMENT_QUESTIONS.length;
/** Delay before scrolling to the results, in ms (docs/product/site.md#interface-details). */
export const RESULTS_SCROLL_DELAY_MS = 100;
/** The calculate hint of docs/product/assessment.md#scoring. */
export const CALCULATE_HINT = 'Please answer all 20 questions to calculate your score.';

const loadResultsModule = () => import('./results-module');
type ResultsModule = Awaited<ReturnType<typeof loadResultsModule>>;

interface Completed {
  result: AssessmentResult;
  answers: Answers;
  view: ResultsModule['AssessmentResults'];
}

/**
 * The strategic readiness assessment (docs/product/assessment.md#scoring): twenty questions in four
 * sections, a progress bar, Calculate enabled only when all are answered, then the results
 * (scrolled into view after 100 ms). Answers survive a reload (session storage) until the
 * results are shown.
 */
export function AssessmentPage() {
  const [answers, setAnswers] = useState<Answers>({});
  const [completed, setCompleted] = useState<Completed | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const started = useRef(false);
  const progressLabelId = useId();
  const hintId = useId();

  useEffect(() => {
    const saved = loadAnswers();
    if (Object.keys(saved).length > 0) {
      started.current = true;
      setAnswers(saved);
      void loadResultsModule();
    }
  }, []);

  // The results scroll into view and take focus once shown; leaving the page first cancels it.
  useEffect(() => {
    if (completed === null) return;
    const timer = setTimeout(() => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      resultsRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      resultsRef.current?.focus({ preventScroll: true });
    }, RESULTS_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [completed]);

  const answered = Object.keys(answers).length;
  const complete = answered === TOTAL;

  const onAnswer = useCallback((questionId: number, value: number) => {
    if (!started.current) {
      started.current = true;
      trackEvent('assessment_started', { category: 'lead_generation', label: 'strategic_readiness' });
      void loadResultsModule();
    }
    setAnswers((previous) => {
      const next = { ...previous, [String(questionId)]: value };
      saveAnswers(next);
      return next;
    });
  }, []);

  const onCalculate = async () => {
    if (!complete || calculating) return;
    setCalculating(true);
    setError(null);
    try {
      const module = await loadResultsModule();
      const result = module.computeAssessmentResult(answers);
      clearAnswers();
      setCompleted({ result, answers, view: module.AssessmentResults });
      trackEvent('assessment_completed', {
        category: 'lead_generation',
        label: result.category,
        value: result.percentage,
      });
    } catch {
      setError('We could not calculate your score. Please check your connection and try again.');
    } finally {
      setCalculating(false);
    }
  };

  const onRestart = () => {
    clearAnswers();
    started.current = false;
    setAnswers({});
    setCompleted(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const Results = completed?.view;

  return (
    <>
      <PageHero
        eyebrow="Free strategic readiness assessment"
        title="How ready is your organisation to execute its strategy?"
        lead="67% of strategic plans fail in execution. Answer twenty questions to find out where your organisation stands, and get a tailored score with five practical recommendations."
      >
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-amber-300" aria-hidden="true" /> About 5 minutes
          </li>
          <li className="flex items-center gap-2">
            <ListChecks className="size-4 text-amber-300" aria-hidden="true" /> 20 questions in 4 sections
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck className="size-4 text-amber-300" aria-hidden="true" /> Confidential, no sign-up needed
          </li>
        </ul>
      </PageHero>

      {completed && Results ? (
        <Container className="max-w-4xl py-12">
          <Results ref={resultsRef} result={completed.result} answers={completed.answers} onRestart={onRestart} />
        </Container>
      ) : (
        <>
          <div className="sticky top-16 z-30 border-b border-border bg-background/95 backdrop-blur">
            <Container className="max-w-4xl py-3">
              <div className="flex items-center justify-between text-sm font-medium">
                <span id={progressLabelId}>Assessment progress</span>
                <span aria-live="polite">
                  {answered} of {TOTAL} answered
                </span>
              </div>
              <Progress value={answered} max={TOTAL} aria-labelledby={progressLabelId} className="mt-2 h-2" />
            </Container>
          </div>
          <Container className="max-w-4xl py-12">
            <form
              aria-label="Strategic readiness assessment"
              onSubmit={(event) => {
                event.preventDefault();
                void onCalculate();
              }}
            >
              {ASSESSMENT_SECTION_ORDER.map((section, index) => (
                <section key={section} aria-labelledby={`section-${index + 1}`} className="mb-12">
                  <p className="text-sm font-semibold tracking-wider text-brand-teal uppercase">
                    Section {index + 1} of 4
                  </p>
                  <h2 id={`section-${index + 1}`} className="mt-1 text-2xl font-bold text-primary">
                    {section}
                  </h2>
                  <p className="mt-2 text-muted-foreground">{ASSESSMENT_SECTION_INTROS[section]}</p>
                  <div className="mt-6 grid gap-4">
                    {ASSESSMENT_QUESTIONS.filter((question) => question.section === section).map((question) => (
                      <QuestionCard
                        key={question.id}
                        question={question}
                        value={answers[String(question.id)]}
                        onChange={onAnswer}
                      />
                    ))}
                  </div>
                </section>
              ))}
              <div className="rounded-xl border border-border bg-muted p-6 text-center">
                <Button
                  type="submit"
                  variant="accent"
                  size="lg"
                  disabled={!complete || calculating}
                  aria-describedby={complete ? undefined : hintId}
                >
                  {calculating ? 'Calculating...' : 'Calculate My Score'}
                </Button>
                {complete ? null : (
                  <p id={hintId} className="mt-3 text-sm text-muted-foreground">
                    {CALCULATE_HINT}
                  </p>
                )}
                {error ? (
                  <p role="alert" className="mt-3 text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            </form>
          </Container>
        </>
      )}
    </>
  );
}
