import { siteConfig } from '@meridian/shared/site-config';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Container, CtaLink } from '../../components/page/page-sections';
import { Button } from '../../components/ui/button';
import { CheckCircle2 } from '../../components/ui/icons/circle-check';
import { mailtoHref } from '../../lib/contact-links';
import { loadDeferredStyles } from '../../lib/deferred-styles';
import { type NewsletterTokenAction, type NewsletterTokenOutcome, postNewsletterToken } from './newsletter-token';

/** What the page shows: the request under way, a link without a token, or the outcome. */
type State = { kind: 'working' } | { kind: 'missing' } | NewsletterTokenOutcome;

/** The words of each page. */
const COPY: Record<
  NewsletterTokenAction,
  {
    title: string;
    intro: string;
    working: string;
    done: string;
    doneHelp: string;
    refused: string;
    refusedHelp: string;
  }
> = {
  confirm: {
    title: 'Confirm your newsletter subscription',
    intro: `This page confirms your subscription to the ${siteConfig.brand} insights newsletter with the link from the email we sent you when you signed up.`,
    working: 'Confirming your subscription...',
    done: 'Your subscription is confirmed',
    doneHelp: `Thank you. You will receive ${siteConfig.newsletterCadence} in your inbox, each with a link to unsubscribe at once.`,
    refused: 'This confirmation link is invalid or has expired',
    refusedHelp:
      'Confirmation links work for 7 days and only as they were sent. You can sign up again on our Insights page; we will send you a new link.',
  },
  unsubscribe: {
    title: 'Unsubscribe from our newsletter',
    intro: `This page takes your address off the ${siteConfig.brand} insights newsletter with the link from any of our emails. No login is needed.`,
    working: 'Unsubscribing you...',
    done: 'You have been unsubscribed',
    doneHelp:
      'You will not receive any more newsletters from us. You can sign up again at any time on our Insights page.',
    refused: 'This unsubscribe link is invalid or has expired',
    refusedHelp: `Please use the link in our most recent email, or email ${siteConfig.emails.info} and we will unsubscribe you by hand.`,
  },
};

/**
 * The token of the link, read once: `?token=…` of the address the visitor opened, then removed
 * from the address bar (and so from the browser history), so that it stays in this page only.
 */
function useLinkToken(): () => string {
  const { search, pathname } = useLocation();
  const token = useRef<string | null>(null);
  return () => {
    if (token.current === null) {
      token.current = new URLSearchParams(search).get('token')?.trim() ?? '';
      if (window.location.search) window.history.replaceState(window.history.state, '', pathname);
    }
    return token.current;
  };
}

/**
 * The page a newsletter email's link opens (docs/product/privacy.md#double-opt-in,
 * docs/product/privacy.md#unsubscribe): it posts the link's token as soon as it has loaded and
 * says clearly, in its own words, whether that worked, the link was refused (invalid or expired,
 * with the server's reason) or the server could not be reached (with Try again). Prerendered in its
 * 'working' state, so the first paint already says what is happening.
 */
export function NewsletterTokenPage({ action }: { action: NewsletterTokenAction }) {
  const copy = COPY[action];
  const readToken = useLinkToken();
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  // One request per attempt, shared by React's development double effects.
  const requests = useRef(new Map<number, Promise<NewsletterTokenOutcome>>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt; the token is read once
  useEffect(() => {
    const token = readToken();
    if (!token) {
      void loadDeferredStyles().then(() => setState({ kind: 'missing' }));
      return;
    }
    let active = true;
    let request = requests.current.get(attempt);
    if (!request) {
      request = postNewsletterToken(action, token);
      requests.current.set(attempt, request);
    }
    // The outcome is new markup: the page's held-back stylesheet first (lib/deferred-styles.ts).
    void Promise.all([request, loadDeferredStyles()]).then(([outcome]) => {
      if (active) setState(outcome);
    });
    return () => {
      active = false;
    };
  }, [action, attempt]);

  const retry = () => {
    setState({ kind: 'working' });
    setAttempt((n) => n + 1);
  };

  return (
    <Container className="max-w-2xl py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">{copy.title}</h1>
      {/* Static and the largest text: the page's first paint is its largest, however the request ends. */}
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{copy.intro}</p>
      {/* Room for the tallest outcome, so that none of them moves the page. */}
      <div role="status" aria-live="polite" className="mt-8 min-h-52 leading-relaxed">
        <Outcome action={action} state={state} onRetry={retry} />
      </div>
    </Container>
  );
}

function Outcome({ action, state, onRetry }: { action: NewsletterTokenAction; state: State; onRetry: () => void }) {
  const copy = COPY[action];
  switch (state.kind) {
    case 'working':
      return <p className="text-muted-foreground">{copy.working}</p>;
    case 'done':
      return (
        <>
          <p className="flex items-center gap-2 text-lg font-semibold text-success">
            <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
            {copy.done}
          </p>
          <p className="mt-3">{copy.doneHelp}</p>
          <div className="mt-8">
            <CtaLink to="/insights" variant="default">
              Read our latest insights
            </CtaLink>
          </div>
        </>
      );
    case 'refused':
      return (
        <>
          <p className="text-lg font-semibold text-destructive">{copy.refused}</p>
          {state.message ? <p className="mt-3">{state.message}</p> : null}
          <p className="mt-3 text-muted-foreground">{copy.refusedHelp}</p>
          <p className="mt-6">
            <Link to="/insights" className="font-medium text-brand-teal underline underline-offset-4">
              Go to our Insights page
            </Link>
          </p>
        </>
      );
    case 'missing':
      return (
        <>
          <p className="text-lg font-semibold text-destructive">This link is incomplete</p>
          <p className="mt-3 text-muted-foreground">
            Please open the link from our email again. If your email program split it over two lines, copy the whole
            address into your browser.
          </p>
        </>
      );
    case 'failed':
      return (
        <>
          <p className="text-lg font-semibold text-destructive">We could not reach our server just now</p>
          <p className="mt-3 text-muted-foreground">
            Please try again in a moment, or email{' '}
            <a href={mailtoHref(siteConfig.emails.info)} className="font-medium text-brand-teal underline">
              {siteConfig.emails.info}
            </a>
            .
          </p>
          <Button className="mt-6" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </>
      );
  }
}
