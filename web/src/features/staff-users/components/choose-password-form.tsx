import { loadStrengthEstimator, passwordProblem } from '@meridian/shared/staff-auth/password-strength';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { acceptInvitation } from '../api/invitation-api';
import { NewPasswordField } from '../../../components/form/new-password-field';

export interface ChoosePasswordFormProps {
  /** The token of the invitation link. */
  token: string;
  /** Called with the enrolment's challenge once the password is set. */
  onAccepted: (challenge: string) => void;
}

/**
 * The first step of an invitation (docs/product/staff-accounts.md#invitations): choose a password
 * the rule allows; the server checks the same rule and the link.
 */
export function ChoosePasswordForm({ token, onAccepted }: ChoosePasswordFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token, password),
    onSuccess: ({ challenge }) => onAccepted(challenge),
    onError: (error) => setProblem(errorMessage(error)),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = passwordProblem(password, await loadStrengthEstimator());
    setProblem(found);
    if (!found) accept.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose your password" className="space-y-4">
      <h2 className="text-lg font-semibold">Choose your password</h2>
      <NewPasswordField label="Password" value={password} onChange={setPassword} disabled={accept.isPending} />
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? 'Saving...' : 'Set password'}
      </Button>
    </form>
  );
}
