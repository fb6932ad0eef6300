import type { SignedIn } from '@meridian/shared/staff-auth/staff';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { StepError } from './step-error';

export interface PasskeyButtonProps {
  /** The button's text, e.g. "Sign in with a passkey". */
  label: string;
  /** The passkey call (its prompt, then the server's check). */
  run: () => Promise<SignedIn>;
  /** Called once the session cookie is set. */
  onSignedIn: () => void;
  variant?: 'default' | 'outline';
}

/**
 * A button that signs in with a passkey (docs/product/staff-accounts.md#passkeys): the browser's
 * prompt, "Waiting for your passkey..." meanwhile, and the failure in a red alert.
 */
export function PasskeyButton({ label, run, onSignedIn, variant = 'outline' }: PasskeyButtonProps) {
  const errorId = useId();
  const mutation = useMutation({ mutationFn: run, onSuccess: onSignedIn });
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant={variant}
        className="w-full"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        {...(mutation.error ? { 'aria-describedby': errorId } : {})}
      >
        <KeyRound aria-hidden="true" />
        {mutation.isPending ? 'Waiting for your passkey...' : label}
      </Button>
      <StepError id={errorId} message={mutation.error?.message ?? null} />
    </div>
  );
}
