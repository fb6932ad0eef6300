import { OUTREACH_OPT_OUT_PATH } from '@meridian/shared/api-paths';
import { siteConfig } from '@meridian/shared/site-config';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Container } from '../../components/page/page-sections';
import { Button } from '../../components/ui/button';
import { loadDeferredStyles } from '../../lib/deferred-styles';

/** What the page shows: the request under way, a link without a token, or the outcome. */
type State =
  | { kind: 'working' }
  | { kind: 'missing' }
  | { kind: 'done' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

/**
 * Posts the link's token to `POST /api/outreach/opt-out` as `{ token }`; the API client loads here,
 * outside the page's first JavaScript. Never throws.
 */
async function postOptOut(token: string): Promise<State> {
  try {
    const client = await import('../../lib/api-client');
    try {
      await client.apiRequest('POST', OUTREACH_OPT_OUT_PATH, { body: { token }, on401: 'throw' });
      return { kind: 'done' };
    } catch (error) {
      if (error instanceof client.ApiError && error.status === 400) {
        return { kind: 'refused', message: error.serverMessage ?? '' };
      }
      return { kind: 'failed' };
    }
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * `/email/opt-out?token=…` (docs/product/outreach.md#opting-out): the page the opt-out line of an
 * outreach email opens. It posts the token as soon as it has loaded (the token leaves the address
 * bar at once) and says whether the firm will email the reader again.
 */
export function OutreachOptOutPage() {
  const { search, pathname } = useLocation();
  const token = useRef<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per attempt; the token is read once
  useEffect(() => {
    if (token.current === null) {
      token.current = new URLSearchParams(search).get('token')?.trim() ?? '';
      if (window.location.search) window.history.replaceState(window.history.state, '', pathname);
    }
    // Every outcome is new markup: the page's held-back stylesheet first (lib/deferred-styles.ts).
    if (!token.current) {
      void loadDeferredStyles().then(() => setState({ kind: 'missing' }));
      return;
    }
    let active = true;
    void Promise.all([postOptOut(token.current), loadDeferredStyles()]).then(([outcome]) => {
      if (active) setState(outcome);
    });
    return () => {
      active = false;
    };
  }, [attempt]);

  return (
    <Container className="max-w-2xl py-16 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">Stop emails from us</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        This page stops the emails {siteConfig.brand}'s consultants send you, with the link from any of them. No login
        is needed.
      </p>
      <div role="status" aria-live="polite" className="mt-8 min-h-40 leading-relaxed">
        {state.kind === 'working' ? <p className="text-muted-foreground">Stopping our emails...</p> : null}
        {state.kind === 'done' ? (
          <p className="text-lg font-semibold text-success">Done: you will get no more emails from us.</p>
        ) : null}
        {state.kind === 'refused' ? (
          <>
            <p className="text-lg font-semibold text-destructive">This link is invalid or has expired</p>
            {state.message ? <p className="mt-3">{state.message}</p> : null}
            <p className="mt-3 text-muted-foreground">
              Please reply to our email with "stop", or email {siteConfig.emails.info}, and we will stop by hand.
            </p>
          </>
        ) : null}
        {state.kind === 'missing' ? (
          <p className="text-lg font-semibold text-destructive">
            This link is incomplete. Please open the link from our email again.
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <>
            <p className="text-lg font-semibold text-destructive">We could not reach our server just now</p>
            <Button
              className="mt-6"
              variant="outline"
              onClick={() => {
                setState({ kind: 'working' });
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </>
        ) : null}
      </div>
    </Container>
  );
}
