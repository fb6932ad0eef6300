import { enrolPasskey } from '../api/passkey-api';
import { EnrolStep } from './enrol-step';
import { PasskeyButton } from './passkey-button';

export interface SecondFactorEnrolmentProps {
  /** The `enrol` challenge of the sign-in (after the password, or an accepted invitation). */
  challenge: string;
  /** Called when a passkey was enrolled: the session cookie is set and the user is signed in. */
  onSignedIn: () => void;
  /** Called with the recovery codes when the authenticator app was enrolled. */
  onEnrolled: (codes: string[]) => void;
}

/**
 * The enrolment of a second factor (docs/product/staff-accounts.md#second-factor, #passkeys): a
 * passkey ("Use a passkey", the browser's prompt), or an authenticator app (QR code, key, code).
 * The sign-in card and the invitation page both show it.
 */
export function SecondFactorEnrolment({ challenge, onSignedIn, onEnrolled }: SecondFactorEnrolmentProps) {
  return (
    <>
      <PasskeyButton
        label="Use a passkey"
        variant="default"
        run={() => enrolPasskey(challenge)}
        onSignedIn={onSignedIn}
      />
      <p className="text-center text-xs uppercase text-muted-foreground">or</p>
      <EnrolStep challenge={challenge} onEnrolled={onEnrolled} />
    </>
  );
}
