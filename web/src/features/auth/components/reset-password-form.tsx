import { newPasswordProblem } from '@meridian/shared/staff-auth/password-reset';
import type { LoginStep } from '@meridian/shared/staff-auth/staff';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { forgotPassword, resetPassword } from '../api/passkey-api';
import { EMPTY_EMAIL_MESSAGE } from './password-step';
import { StepError } from './step-error';

/** Shown when the two new passwords differ. */
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same';

function Field({
  label,
  type,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  type: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Asks for a reset link by email (docs/product/staff-accounts.md#forgotten-password). */
function RequestLink() {
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({ mutationFn: () => forgotPassword(email.trim()) });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!email.trim());
    if (email.trim()) mutation.mutate();
  }
  if (mutation.data) return <p role="status">{mutation.data}</p>;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Forgotten password" className="space-y-4">
      <Field label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" />
      <StepError id={errorId} message={missing ? EMPTY_EMAIL_MESSAGE : (mutation.error?.message ?? null)} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send me a link'}
      </Button>
    </form>
  );
}

/** Sets the new password of a reset link, then hands the second step on. */
function SetPassword({ token, onStep }: { token: string; onStep: (step: LoginStep) => void }) {
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: () => resetPassword(token, password), onSuccess: (step) => onStep(step) });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordProblem(password) ?? (password === repeat ? null : PASSWORDS_DIFFER_MESSAGE);
    setProblem(found);
    if (!found) mutation.mutate();
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="space-y-4">
      <Field label="New password" type="password" value={password} onChange={setPassword} autoComplete="new-password" />
      <Field
        label="Repeat the new password"
        type="password"
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
      />
      <StepError id={errorId} message={problem ?? mutation.error?.message ?? null} />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}

/**
 * The forgotten-password card (docs/product/staff-accounts.md#forgotten-password): without a token,
 * the address to send a link to; with the link's token, the new password twice. The new password
 * leads to the second factor, which `onStep` shows.
 */
export function ResetPasswordForm({ token, onStep }: { token: string | null; onStep: (step: LoginStep) => void }) {
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">
          {token ? 'Set a new password' : 'Forgotten password'}
        </h1>
        <CardDescription>
          {token
            ? 'Choose a new password of at least 12 characters. You then confirm with your second factor.'
            : 'We will email you a link to set a new password.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{token ? <SetPassword token={token} onStep={onStep} /> : <RequestLink />}</CardContent>
    </Card>
  );
}
