import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { confirmTotp, setUpTotp } from '../api/auth-api';
import { CodeField } from './code-field';
import { EMPTY_CODE_MESSAGE } from './code-step';
import { StepError } from './step-error';

export interface EnrolStepProps {
  challenge: string;
  /** Called with the ten recovery codes once the key is confirmed (the session cookie is set). */
  onEnrolled: (recoveryCodes: string[]) => void;
}

/** The `otpauth://` URI as an SVG QR code in a data URL (no canvas, no markup put into the page). */
async function qrCodeOf(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Enrolling the second factor on the first sign-in (docs/product/staff-accounts.md#second-factor):
 * a new TOTP key as a QR code and as text, then a code from the app to confirm it.
 */
export function EnrolStep({ challenge, onEnrolled }: EnrolStepProps) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const setup = useQuery({
    queryKey: ['totp-setup', challenge],
    queryFn: async () => {
      const key = await setUpTotp(challenge);
      return { ...key, qrCode: await qrCodeOf(key.otpauthUri) };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => confirmTotp(challenge, code.trim()),
    onSuccess: ({ recoveryCodes }) => onEnrolled(recoveryCodes),
  });
  const error = validationError ?? confirm.error?.message ?? setup.error?.message ?? null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setValidationError(code.trim() ? null : EMPTY_CODE_MESSAGE);
    if (code.trim()) confirm.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set up two-step sign-in" className="space-y-4">
      <h2 className="text-lg font-semibold">Set up two-step sign-in</h2>
      <p className="text-sm text-muted-foreground">
        Scan the QR code with an authenticator app (or type the key into it), then enter the 6-digit code it shows.
      </p>
      {setup.data ? (
        <div className="space-y-2">
          <img src={setup.data.qrCode} alt="QR code for your authenticator app" className="mx-auto size-48" />
          <p className="text-sm">
            Key: <code className="break-all font-mono">{setup.data.secret}</code>
          </p>
        </div>
      ) : setup.isPending ? (
        <p role="status">Preparing your key...</p>
      ) : null}
      <CodeField
        value={code}
        onChange={setCode}
        disabled={confirm.isPending || !setup.data}
        {...(error ? { errorId } : {})}
        hint="The code changes every 30 seconds."
      />
      <StepError id={errorId} message={error} />
      <Button type="submit" className="w-full" disabled={confirm.isPending || !setup.data}>
        {confirm.isPending ? 'Confirming...' : 'Confirm'}
      </Button>
    </form>
  );
}
