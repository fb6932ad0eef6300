import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** Id of the step's error, when one shows. */
  errorId?: string;
  hint: string;
}

/** The 'Authentication code' field: the app's 6-digit code (autofilled from SMS-less one-time codes too). */
export function CodeField({ value, onChange, disabled, errorId, hint }: CodeFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Authentication code</Label>
      <Input
        id={id}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
