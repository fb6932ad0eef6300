import { Button } from '../../../components/ui/button';

export interface RecoveryCodesProps {
  codes: readonly string[];
  onContinue: () => void;
}

/**
 * The ten recovery codes, shown once after the enrolment (docs/product/staff-accounts.md#second-factor):
 * each signs in once in place of a code from the app.
 */
export function RecoveryCodes({ codes, onContinue }: RecoveryCodesProps) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="space-y-4">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold">
        Save your recovery codes
      </h2>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your authenticator app. They are shown only now: keep them somewhere
        safe.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" className="w-full" onClick={onContinue}>
        Continue
      </Button>
    </section>
  );
}
