import type { PasskeySummary } from '@meridian/shared/staff-auth/passkeys';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { usePasskeyChanges, usePasskeys } from '../api/passkeys-api';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

function PasskeyRow({ passkey, changes }: { passkey: PasskeySummary; changes: ReturnType<typeof usePasskeyChanges> }) {
  const [name, setName] = useState(passkey.name);
  const id = useId();
  return (
    <li className="flex flex-wrap items-end gap-2 border-b border-border py-3">
      <div className="min-w-48 flex-1 space-y-1">
        <Label htmlFor={id}>Name of passkey {passkey.name}</Label>
        <Input id={id} value={name} onChange={(e) => setName(e.target.value)} />
        <p className="text-xs text-muted-foreground">
          Added {dateOf(passkey.createdAt)}
          {passkey.lastUsedAt ? ` · last used ${dateOf(passkey.lastUsedAt)}` : ' · not used yet'}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={name.trim() === '' || name.trim() === passkey.name}
        onClick={() => changes.rename.mutate({ id: passkey.id, name: name.trim() })}
      >
        Rename
      </Button>
      <Button variant="outline" size="sm" onClick={() => changes.remove.mutate(passkey.id)}>
        Remove {passkey.name}
      </Button>
    </li>
  );
}

/**
 * "Your passkeys" (docs/product/staff-accounts.md#passkeys): the signed-in user's passkeys with
 * rename and remove, and "Add a passkey" with an optional name. The server refuses to remove the
 * last second factor; its message shows in the alert.
 */
export function PasskeysSection() {
  const list = usePasskeys();
  const changes = usePasskeyChanges();
  const nameId = useId();
  const [name, setName] = useState('');
  const failure = changes.add.error ?? changes.rename.error ?? changes.remove.error ?? list.error;
  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    changes.add.mutate(name, { onSuccess: () => setName('') });
  }
  return (
    <section aria-labelledby={`${nameId}-heading`} className="mx-auto max-w-2xl space-y-4 p-4">
      <h2 id={`${nameId}-heading`} className="text-lg font-semibold">
        Your passkeys
      </h2>
      <p className="text-sm text-muted-foreground">
        A passkey signs you in without a password or code, with your device's screen lock or security key.
      </p>
      {list.data ? (
        list.data.passkeys.length === 0 ? (
          <p>You have no passkeys yet.</p>
        ) : (
          <ul aria-label="Passkeys">
            {list.data.passkeys.map((passkey) => (
              <PasskeyRow key={`${passkey.id}:${passkey.name}`} passkey={passkey} changes={changes} />
            ))}
          </ul>
        )
      ) : list.isPending ? (
        <p role="status">Loading your passkeys...</p>
      ) : null}
      <form onSubmit={onAdd} className="flex flex-wrap items-end gap-2" aria-label="Add a passkey">
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={nameId}>Name of the new passkey (optional)</Label>
          <Input id={nameId} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={changes.add.isPending}>
          {changes.add.isPending ? 'Waiting for your passkey...' : 'Add a passkey'}
        </Button>
      </form>
      {failure ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{errorMessage(failure)}</AlertDescription>
        </Alert>
      ) : null}
    </section>
  );
}
