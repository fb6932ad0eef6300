import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useSignedIn } from '../../../features/auth/api/use-auth';
import { DEFAULT_AFTER_LOGIN } from '../../../features/auth/lib/return-target';
import { SecondFactorEnrolment } from '../../../features/auth/components/second-factor-enrolment';
import { RecoveryCodes } from '../../../features/auth/components/recovery-codes';
import { ChoosePasswordForm } from '../../../features/staff-users/components/choose-password-form';
import { useAdminPageMeta } from '../use-admin-page-meta';

type Stage = { kind: 'password' } | { kind: 'enrol'; challenge: string } | { kind: 'recovery'; codes: string[] };

const DESCRIPTIONS: Record<Stage['kind'], string> = {
  password: 'Welcome! Choose the password you will sign in with.',
  enrol: 'Now set up two-step sign-in.',
  recovery: 'You are signed in.',
};

/**
 * `/admin/invite?token=…` (docs/product/staff-accounts.md#invitations): an invited user chooses a
 * password, enrols a passkey or an authenticator app (the sign-in's enrolment; the app's recovery
 * codes are shown then) and lands in the CRM.
 */
export function Component() {
  const navigate = useNavigate();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  const signedIn = useSignedIn(() => navigate(DEFAULT_AFTER_LOGIN, { replace: true }));
  useAdminPageMeta('Accept your invitation');
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">Accept your invitation</h1>
          <CardDescription>{DESCRIPTIONS[stage.kind]}</CardDescription>
        </CardHeader>
        <CardContent>
          {stage.kind === 'password' ? (
            <ChoosePasswordForm token={token} onAccepted={(challenge) => setStage({ kind: 'enrol', challenge })} />
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
      </Card>
    </main>
  );
}
