import { revealMessage } from '../../lib/reveal';
import { type AssessmentResult, assessmentEmailSubmissionSchema } from '@meridian/shared/assessment/assessment';
import { ASSESSMENT_SECTION_ORDER } from '@meridian/shared/assessment/assessment-questions';
import { isEmailAddress } from '@meridian/shared/fields';
import { PRIVACY_NOTICE_VERSION } from '@meridian/shared/privacy/privacy-notice';
import { recommendedServiceFor } from '@meridian/shared/assessment/recommended-service';
import { CheckCircle2 } from '../../components/ui/icons/circle-check';
import { type FormEvent, forwardRef, useEffect, useId, useRef, useState } from 'react';
import { PrivacyNote } from '../../components/form/privacy-note';
import { ScoreInputChoices, scoreInputValuesOf } from '../../components/form/score-input-choices';
import { CtaLink } from '../../components/page/page-sections';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../components/ui/use-toast';
import { trackEvent } from '../../lib/analytics';
import type { Answers } from './assessment-storage';
import { PeerBenchmark } from './peer-benchmark';
import { PRINT_CSS } from './results-print-css';
import { submitAssessmentEmail } from './submit-assessment-email';

/** How long the button reads 'Details Captured!' before the form resets, in ms (docs/product/site.md#interface-details). */
export const CAPTURED_RESET_MS = 3000;

type EmailState = 'idle' | 'submitting' | 'captured';

/** Props of {@link AssessmentResults}. */
export interface AssessmentResultsProps {
  result: AssessmentResult;
  answers: Answers;
  onRestart: () => void;
}

/**
 * The results view (docs/product/assessment.md#recommendations): percentage, category, description and
 * colour, the four section scores, five recommendations, and the email capture for a
 * consultation ('Details Captured!' for 3 s, then reset).
 */
export const AssessmentResults = forwardRef<HTMLElement, AssessmentResultsProps>(function AssessmentResults(
  { result, answers, onRestart },
  ref,
) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [state, setState] = useState<EmailState>('idle');
  const service = recommendedServiceFor(result.sectionScores);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emailId = useId();
  const nameId = useId();
  const companyId = useId();
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const form = event.currentTarget;
    const trimmed = email.trim();
    if (trimmed === '') {
      toast({ title: 'Email required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    if (!isEmailAddress(trimmed)) {
      toast({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' });
      return;
    }
    const parsed = assessmentEmailSubmissionSchema.safeParse({
      email: trimmed,
      name,
      company,
      assessmentType: 'strategic_readiness',
      score: result.percentage,
      category: result.category,
      results: {
        percentage: result.percentage,
        category: result.category,
        description: result.description,
        recommendations: result.recommendations,
      },
      answers,
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
      ...scoreInputValuesOf(form),
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const label = field === 'name' ? 'name' : field === 'company' ? 'company' : undefined;
      toast(
        label
          ? {
              title: `Invalid ${label}`,
              description: `Please enter your ${label} on one line (at most 200 characters)`,
              variant: 'destructive',
            }
          : { title: 'Invalid email', description: 'Please enter a valid email address', variant: 'destructive' },
      );
      return;
    }
    setState('submitting');
    try {
      await submitAssessmentEmail(parsed.data);
      trackEvent('assessment_email_capture', {
        category: 'lead_generation',
        label: result.category,
        value: result.percentage,
      });
      toast({
        title: 'Consultation request received!',
        description: 'Our team will contact you soon to discuss your strategic transformation needs.',
        variant: 'success',
      });
      setState('captured');
      setSentTo(trimmed);
      resetTimer.current = setTimeout(() => {
        setState('idle');
        setEmail('');
        setName('');
        setCompany('');
        form.reset();
      }, CAPTURED_RESET_MS);
    } catch {
      toast({
        title: 'Error submitting request',
        description: 'Please try again or contact us directly via email.',
        variant: 'destructive',
      });
      setState('idle');
    }
  };

  return (
    <section ref={ref} aria-labelledby="results-title" tabIndex={-1} className="scroll-mt-24 outline-none">
      <style>{PRINT_CSS}</style>
      <Card className="overflow-hidden print:border-0 print:shadow-none">
        <div className="h-2" style={{ backgroundColor: result.colour.hex }} aria-hidden="true" />
        <CardHeader className="items-center text-center">
          <h2 id="results-title" className="text-2xl font-bold text-primary sm:text-3xl">
            Your Strategic Readiness Results
          </h2>
          <p
            className="mt-6 flex size-40 flex-col items-center justify-center rounded-full border-[10px] bg-background"
            style={{ borderColor: result.colour.hex }}
          >
            <span className="text-5xl font-bold text-primary">{result.percentage}%</span>
            <span className="text-xs text-muted-foreground">readiness score</span>
          </p>
          <p className="mt-6 text-xl font-semibold text-primary">
            <span
              className="mr-2 inline-block size-3 rounded-full align-middle"
              style={{ backgroundColor: result.colour.hex }}
              aria-hidden="true"
            />
            {result.category}
          </p>
          <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-muted-foreground">{result.description}</p>
        </CardHeader>
        <CardContent className="grid gap-10">
          <div>
            <h3 className="text-lg font-semibold text-primary">Scores by section</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {ASSESSMENT_SECTION_ORDER.map((section) => {
                const score = result.sectionScores[section];
                return (
                  <li key={section}>
                    <div className="flex justify-between text-sm font-medium">
                      <span>{section}</span>
                      <span>{score}%</span>
                    </div>
                    <Progress value={score} aria-label={`${section} score`} className="mt-2" />
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-primary">Your five recommendations</h3>
            <ol className="mt-4 grid gap-3">
              {result.recommendations.map((recommendation, index) => (
                <li key={recommendation} className="flex gap-3 rounded-lg bg-muted p-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="leading-relaxed">{recommendation}</span>
                </li>
              ))}
            </ol>
          </div>
          {service ? (
            <Card className="print-keep border-primary/30">
              <CardHeader>
                <p className="text-sm font-medium text-muted-foreground">Recommended service</p>
                <CardTitle as="h3" className="text-primary">
                  {service.service}
                </CardTitle>
                <CardDescription className="text-foreground/80">{service.reason}</CardDescription>
              </CardHeader>
              <CardContent className="print:hidden">
                <CtaLink to={service.path} variant="default" size="default">
                  Explore {service.service}
                </CtaLink>
              </CardContent>
            </Card>
          ) : null}
          <PeerBenchmark result={result} />
          <Card className="border-accent/50 bg-accent-soft/40 print:hidden">
            <CardHeader>
              <CardTitle as="h3" className="text-primary">
                Discuss your results with an expert
              </CardTitle>
              <CardDescription className="text-foreground/80">
                Leave your email and we will send you this report and arrange a free 30-minute consultation to turn
                these recommendations into a plan. Everything but your email is optional.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form
                onSubmit={onSubmit}
                noValidate
                aria-label="Request a consultation about your results"
                className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
              >
                <div className="grid gap-2">
                  <Label htmlFor={nameId}>Name (optional)</Label>
                  <Input
                    id={nameId}
                    autoComplete="name"
                    value={name}
                    maxLength={200}
                    onChange={(event) => setName(event.target.value)}
                    disabled={state !== 'idle'}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={companyId}>Company (optional)</Label>
                  <Input
                    id={companyId}
                    autoComplete="organization"
                    value={company}
                    maxLength={200}
                    onChange={(event) => setCompany(event.target.value)}
                    disabled={state !== 'idle'}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={emailId}>Email address</Label>
                  <Input
                    id={emailId}
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    disabled={state !== 'idle'}
                    placeholder="you@company.com"
                  />
                </div>
                <ScoreInputChoices disabled={state !== 'idle'} className="sm:col-span-2 lg:col-span-4" />
                <Button type="submit" variant="accent" disabled={state !== 'idle'}>
                  {state === 'captured' ? (
                    <>
                      <CheckCircle2 aria-hidden="true" />
                      Details Captured!
                    </>
                  ) : state === 'submitting' ? (
                    'Submitting...'
                  ) : (
                    'Request Consultation'
                  )}
                </Button>
              </form>
              <PrivacyNote className="mt-3 text-foreground/80" />
              {sentTo ? (
                <p
                  ref={revealMessage}
                  role="status"
                  className="mt-4 flex items-center gap-2 text-sm font-medium text-primary"
                >
                  <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
                  Report sent: your results are on their way to {sentTo}.
                </p>
              ) : null}
            </CardContent>
          </Card>
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center print:hidden">
            <CtaLink to="/contact" variant="default">
              Book Consultation
            </CtaLink>
            <Button variant="outline" size="lg" onClick={onRestart}>
              Retake the Assessment
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
});
