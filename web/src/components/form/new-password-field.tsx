import {
  loadStrengthEstimator,
  passwordProblem,
  type StrengthEstimator,
  userInputsOf,
} from '@meridian/shared/staff-auth/password-strength';
import { useEffect, useId, useState } from 'react';
import { Input } from '../ui/input';
import { Label } from '../ui/label';

export interface NewPasswordFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** The user's name and address: a password should not lean on them. */
  user?: { name?: string; email?: string };
  disabled?: boolean;
}

/**
 * Loads the strength estimator once the field is shown (its dictionaries are a chunk of their own,
 * fetched only by the screens that set a password).
 */
export function useStrengthEstimator(): StrengthEstimator | null {
  const [estimator, setEstimator] = useState<StrengthEstimator | null>(null);
  useEffect(() => {
    let live = true;
    void loadStrengthEstimator().then((loaded) => {
      if (live) setEstimator(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return estimator;
}

/**
 * A new password with live feedback of the shared rule (docs/product/staff-accounts.md#passwords),
 * for every screen that sets a password: what is missing, or "Strong enough.", announced politely
 * to screen readers.
 */
export function NewPasswordField({ label = 'New password', value, onChange, user, disabled }: NewPasswordFieldProps) {
  const id = useId();
  const estimator = useStrengthEstimator();
  const problem = estimator && value !== '' ? passwordProblem(value, estimator, userInputsOf(user ?? {})) : null;
  const feedback =
    value === ''
      ? 'At least 12 characters; a few unusual words work well.'
      : !estimator
        ? 'Checking…'
        : (problem ?? 'Strong enough.');
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-feedback`}
        aria-invalid={problem ? true : undefined}
        disabled={disabled}
      />
      <p
        id={`${id}-feedback`}
        aria-live="polite"
        className={problem ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
      >
        {feedback}
      </p>
    </div>
  );
}
