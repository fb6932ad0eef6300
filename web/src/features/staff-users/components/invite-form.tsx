import { STAFF_ROLES, type StaffRole } from '@meridian/shared/staff-auth/staff';
import { inviteUserRequestSchema } from '@meridian/shared/staff-auth/staff-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/form-field';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { inviteUser, usersKey } from '../api/staff-users-api';

/** What each role is called on screen. */
export const ROLE_LABELS: Record<StaffRole, string> = { partner: 'Partner', consultant: 'Consultant' };

/**
 * Invite a user (docs/product/staff-accounts.md#invitations): email, name and role; the server
 * emails them a link valid for 72 hours.
 */
export function InviteForm() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const invite = useMutation({
    mutationFn: inviteUser,
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      setOutcome({ ok: true, message: `Invitation sent to ${user.email}` });
    },
    onError: (error) => setOutcome({ ok: false, message: errorMessage(error) }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = inviteUserRequestSchema.safeParse({
      email: String(data.get('email') ?? ''),
      name: String(data.get('name') ?? ''),
      role: String(data.get('role') ?? ''),
    });
    if (!parsed.success) {
      setOutcome({ ok: false, message: parsed.error.issues.map((issue) => issue.message).join('. ') });
      return;
    }
    setOutcome(null);
    invite.mutate(parsed.data, { onSuccess: () => form.reset() });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a user" className="grid gap-3 sm:grid-cols-4 sm:items-end">
      <TextField label="Email" name="email" type="email" autoComplete="off" required />
      <TextField label="Name" name="name" autoComplete="off" required />
      <div className="space-y-1">
        <label className="text-sm font-medium" htmlFor="invite-role">
          Role
        </label>
        <select
          id="invite-role"
          name="role"
          defaultValue="consultant"
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
      {outcome ? (
        <Alert variant={outcome.ok ? 'success' : 'destructive'} className="sm:col-span-4">
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
      ) : null}
    </form>
  );
}
