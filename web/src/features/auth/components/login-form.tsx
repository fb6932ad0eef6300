import { ADMIN_RESET_PASSWORD_PAGE } from '@meridian/shared/staff-auth/password-reset';
import type { LoginStep } from '@meridian/shared/staff-auth/staff';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../../components/ui/card';
import { signInWithPasskey } from '../api/passkey-api';
import { useSignedIn } from '../api/use-auth';
import { CodeStep } from './code-step';
import { PasskeyButton } from './passkey-button';
import { PasswordStep } from './password-step';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorEnrolment } from './second-factor-enrolment';

export interface LoginFormProps {
  /** Called after a successful sign-in (the session cookie is set by then). */
  onLoggedIn: () => void;
  /** The second step to start with (after a password reset); default the password step. */
  initialStep?: LoginStep;
}

type Stage =
  | { kind: 'password' }
  | { kind: 'totp'; challenge: string }
  | { kind: 'passkey'; challenge: string }
  | { kind: 'enrol'; challenge: string }
  | { kind: 'recovery'; codes: string[] };

const DESCRIPTIONS: Record<Stage['kind'], string> = {
  password: 'Sign in with your email and password, or with a passkey.',
  totp: 'Enter the code from your authenticator app.',
  passkey: 'Confirm the sign-in with your passkey.',
  enrol: 'Your account needs a second factor before you can continue.',
  recovery: 'You are signed in.',
};

function Divider() {
  return <p className="text-center text-xs uppercase text-muted-foreground">or</p>;
}

/**
 * The Admin Access card (docs/product/staff-accounts.md#sign-in): email and password or a passkey
 * alone, then a code from the authenticator app (or a recovery code, or a passkey instead), a
 * passkey, or on the first sign-in the enrolment of a passkey or an authenticator app; a
 * "Forgot password?" link and the 'Unauthorized access is prohibited' footer.
 */
export function LoginForm({ onLoggedIn, initialStep }: LoginFormProps) {
  const [stage, setStage] = useState<Stage>(
    initialStep ? { kind: initialStep.step, challenge: initialStep.challenge } : { kind: 'password' },
  );
  const signedIn = useSignedIn(onLoggedIn);
  const restart = () => setStage({ kind: 'password' });
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <h1 className="text-2xl font-semibold leading-tight tracking-tight">Admin Access</h1>
        <CardDescription>{DESCRIPTIONS[stage.kind]}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {stage.kind === 'password' ? (
          <>
            <PasswordStep onStep={({ step, challenge }) => setStage({ kind: step, challenge })} />
            <Divider />
            <PasskeyButton label="Sign in with a passkey" run={() => signInWithPasskey()} onSignedIn={signedIn} />
            <p className="text-center text-sm">
              <a href={ADMIN_RESET_PASSWORD_PAGE} className="underline underline-offset-4">
                Forgot password?
              </a>
            </p>
          </>
        ) : stage.kind === 'totp' ? (
          <>
            <CodeStep challenge={stage.challenge} onSignedIn={signedIn} onRestart={restart} />
            <PasskeyButton
              label="Use a passkey instead"
              run={() => signInWithPasskey(stage.challenge)}
              onSignedIn={signedIn}
            />
          </>
        ) : stage.kind === 'passkey' ? (
          <>
            <PasskeyButton
              label="Use your passkey"
              variant="default"
              run={() => signInWithPasskey(stage.challenge)}
              onSignedIn={signedIn}
            />
            <Button type="button" variant="ghost" className="w-full" onClick={restart}>
              Start again
            </Button>
          </>
        ) : stage.kind === 'enrol' ? (
          <SecondFactorEnrolment
            challenge={stage.challenge}
            onSignedIn={signedIn}
            onEnrolled={(codes) => setStage({ kind: 'recovery', codes })}
          />
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
