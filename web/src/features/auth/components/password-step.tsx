import type { LoginStep } from '@meridian/shared/staff-auth/staff';
import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoginError, login } from '../api/auth-api';
import { StepError } from './step-error';

/** Shown when the email field is empty on submit. */
export const EMPTY_EMAIL_MESSAGE = 'Please enter your email address';
/** Shown when the password field is empty on submit (docs/product/staff-accounts.md#sign-in). */
export const EMPTY_PASSWORD_MESSAGE = 'Please enter your password';
/** Shown for a wrong pair, whatever the server's wording. */
export const WRONG_PASSWORD_MESSAGE = 'Invalid email or password. Please try again.';

export interface PasswordStepProps {
  /** Called with the next step once the pair is right. */
  onStep: (step: LoginStep) => void;
}

/**
 * The first sign-in step (docs/product/staff-accounts.md#sign-in): email and password (paste and
 * password managers welcome, Show/Hide toggle), 'Signing in...' while pending, the wrong-pair
 * message for a 401, else the server's text (the throttling message of a 429).
 */
export function PasswordStep({ onStep }: PasswordStepProps) {
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: () => login(email.trim(), password), onSuccess: onStep });
  const failure = mutation.error;
  const serverError = failure
    ? failure instanceof LoginError && failure.status === 401
      ? WRONG_PASSWORD_MESSAGE
      : failure.message
    : null;
  const error = validationError ?? serverError;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = !email.trim() ? EMPTY_EMAIL_MESSAGE : !password ? EMPTY_PASSWORD_MESSAGE : null;
    setValidationError(missing);
    if (!missing) mutation.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Admin login" className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          name="username"
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={mutation.isPending}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={passwordId}>Password</Label>
        <div className="relative">
          <Input
            id={passwordId}
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={mutation.isPending}
            className="pr-20"
          />
          {/* Named 'Show'/'Hide' (not '… password') so the field stays the only control labelled Password. */}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="absolute top-1/2 right-1 h-9 -translate-y-1/2 px-2"
            aria-controls={passwordId}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {visible ? 'Hide' : 'Show'}
          </Button>
        </div>
      </div>
      <StepError id={errorId} message={error} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
