import { useState } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { useSignedIn } from '../api/use-auth';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';

export interface LoginFormProps {
  /** Called after a successful sign-in (the session cookie is set by then). */
  onLoggedIn: () => void;
}

type Stage =
  | { kind: 'password' }
  | { kind: 'totp'; challenge: string }
  | { kind: 'enrol'; challenge: string }
  | { kind: 'recovery'; codes: string[] };

const DESCRIPTIONS: Record<Stage['kind'], string> = {
  password: 'Sign in with your email and password.',
  totp: 'Enter the code from your authenticator app.',
  enrol: 'Your account needs a second factor before you can continue.',
  recovery: 'You are signed in.',
};

/**
 * The Admin Access card (docs/product/staff-accounts.md#sign-in): email and password, then either
 * a code from the authenticator app (or a recovery code) or, on the first sign-in, the TOTP
 * enrolment followed by the recovery codes; and the 'Unauthorized access is prohibited' footer.
 */
export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const signedIn = useSignedIn(onLoggedIn);
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">Admin Access</h1>
        <CardDescription>{DESCRIPTIONS[stage.kind]}</CardDescription>
      </CardHeader>
      <CardContent>
        {stage.kind === 'password' ? (
          <PasswordStep onStep={({ step, challenge }) => setStage({ kind: step, challenge })} />
        ) : stage.kind === 'totp' ? (
          <CodeStep
            challenge={stage.challenge}
            onSignedIn={signedIn}
            onRestart={() => setStage({ kind: 'password' })}
          />
        ) : stage.kind === 'enrol' ? (
          <EnrolStep challenge={stage.challenge} onEnrolled={(codes) => setStage({ kind: 'recovery', codes })} />
        ) : (
          <RecoveryCodes codes={stage.codes} onContinue={signedIn} />
        )}
      </CardContent>
      <CardFooter>
        <p className="w-full text-center text-sm text-muted-foreground">Unauthorized access is prohibited</p>
      </CardFooter>
    </Card>
  );
}
