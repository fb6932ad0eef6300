import { revealMessage } from '../../lib/reveal';
import { CheckCircle2 } from '../../components/ui/icons/circle-check';
import { Mail } from '../../components/ui/icons/mail';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { preloadNewsletterValidation, subscribeNewsletter, validateNewsletterEmail } from './subscribe-newsletter';

type State = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

/**
 * Newsletter sign-up (docs/product/site.md#newsletter): a required email, posted to
 * `POST /api/newsletter` with the privacy notice's version, and the link to the notice. Success asks
 * the visitor to confirm from their inbox (docs/product/privacy.md#double-opt-in).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const emailId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'submitting') return;
    setState({ kind: 'submitting' });
    const validation = await validateNewsletterEmail(email).catch(() => ({
      ok: false as const,
      message: 'Please try again in a moment.',
    }));
    if (!validation.ok) {
      setState({ kind: 'error', message: validation.message });
      return;
    }
    try {
      await subscribeNewsletter(validation.email);
      setState({ kind: 'success' });
      setEmail('');
    } catch {
      setState({ kind: 'error', message: 'We could not sign you up just now. Please try again or email us directly.' });
    }
  };

  if (state.kind === 'success') {
    return (
      <div ref={revealMessage} role="status" className="flex items-start gap-3 rounded-lg bg-white/10 p-4 text-white">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-teal-300" aria-hidden="true" />
        <p>
          <strong className="block">Please check your inbox</strong>
          We have emailed you a link to confirm your subscription; it works for 7 days.
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up" className="grid gap-3">
      <Label htmlFor={emailId} className="text-white" required>
        Email address
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          value={email}
          onFocus={preloadNewsletterValidation}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={state.kind === 'error'}
          aria-describedby={state.kind === 'error' ? messageId : undefined}
          className="bg-white"
        />
        <Button type="submit" variant="accent" disabled={state.kind === 'submitting'}>
          <Mail aria-hidden="true" />
          {state.kind === 'submitting' ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {state.kind === 'error' ? (
        <p ref={revealMessage} id={messageId} role="alert" className="text-sm font-medium text-amber-200">
          {state.message}
        </p>
      ) : null}
      {/* The privacy link as plain markup, not the shared PrivacyNote: its own chunk would cost this page,
          the heaviest public one, a quarter of a KB of its 100 KB JavaScript budget. */}
      <p className="text-sm text-white/85">
        <a href="/privacy" target="_blank" className="font-medium underline underline-offset-4" rel="noopener">
          How we use your details <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </form>
  );
}
