import { dailySendCapSchema } from '@meridian/shared/outreach/limits';
import type { StaffUserSummary } from '@meridian/shared/staff-auth/staff-users';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

export interface SendCapFieldProps {
  user: StaffUserSummary;
  /** True while a change of this user is saving. */
  pending: boolean;
  /** Saves a valid cap (emails a London day). */
  onSave: (dailySendCap: number) => void;
}

/**
 * A user's daily sending cap of outreach emails on the Users screen
 * (docs/product/outreach.md#limits): a number from 1 to 500, checked with the same schema as the
 * server before it is sent; a wrong value is named under the field and nothing is sent.
 */
export function SendCapField({ user, pending, onSave }: SendCapFieldProps) {
  const [value, setValue] = useState(String(user.dailySendCap));
  const [error, setError] = useState<string | null>(null);
  const errorId = `send-cap-error-${user.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = dailySendCapSchema.safeParse(value.trim() === '' ? Number.NaN : Number(value));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid cap');
      return;
    }
    setError(null);
    if (parsed.data !== user.dailySendCap) onSave(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-center gap-2">
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        step={1}
        aria-label={`Daily sending cap of ${user.name}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="h-9 w-24"
      />
      <Button type="submit" size="sm" variant="outline" disabled={pending}>
        Save cap <span className="sr-only">of {user.name}</span>
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
