import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { signInWithCode } from '../api/auth-api';
import { CodeField } from './code-field';
import { StepError } from './step-error';

/** Shown when the code field is empty on submit. */
export const EMPTY_CODE_MESSAGE = 'Please enter the code from your authenticator app';

export interface CodeStepProps {
  challenge: string;
  /** Called once the session cookie is set. */
  onSignedIn: () => void;
  /** Back to the password step (an expired or ended sign-in). */
  onRestart: () => void;
}

/**
 * The second sign-in step (docs/product/staff-accounts.md#second-factor): the 6-digit code of the
 * authenticator app, or one of the recovery codes.
 */
export function CodeStep({ challenge, onSignedIn, onRestart }: CodeStepProps) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: () => signInWithCode(challenge, code.trim()), onSuccess: onSignedIn });
  const error = validationError ?? mutation.error?.message ?? null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setValidationError(code.trim() ? null : EMPTY_CODE_MESSAGE);
    if (code.trim()) mutation.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Second factor" className="space-y-4">
      <CodeField
        value={code}
        onChange={setCode}
        disabled={mutation.isPending}
        {...(error ? { errorId } : {})}
        hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      />
      <StepError id={errorId} message={error} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onRestart}>
        Start again
      </Button>
    </form>
  );
}
