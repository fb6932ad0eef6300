import { STAFF_ROLES, type StaffRole } from '@meridian/shared/staff-auth/staff';
import type { StaffUserSummary } from '@meridian/shared/staff-auth/staff-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { fetchUsers, reinviteUser, resetFactors, updateUser, usersKey } from '../api/staff-users-api';
import { InviteForm, ROLE_LABELS } from './invite-form';
import { SendCapField } from './send-cap-field';

const STATUS_LABELS: Record<StaffUserSummary['status'], string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};
const TD = 'px-3 py-2 align-middle';

/** One user's row: role, daily sending cap, status and the actions that fit the status. */
function UserRow({ user, onOutcome }: { user: StaffUserSummary; onOutcome: (message: string, ok: boolean) => void }) {
  const queryClient = useQueryClient();
  const action = useMutation({
    mutationFn: async (run: () => Promise<StaffUserSummary>) => run(),
    onSuccess: (changed) => {
      queryClient.setQueryData<StaffUserSummary[]>(usersKey, (users) =>
        users?.map((each) => (each.id === changed.id ? changed : each)),
      );
    },
    onError: (error) => onOutcome(errorMessage(error), false),
  });
  const run = (work: () => Promise<StaffUserSummary>, done: string) =>
    action.mutate(work, { onSuccess: () => onOutcome(done, true) });
  return (
    <tr className="border-t border-border">
      <td className={TD}>{user.name}</td>
      <td className={`${TD} break-all`}>{user.email}</td>
      <td className={TD}>
        <select
          aria-label={`Role of ${user.name}`}
          value={user.role}
          disabled={action.isPending}
          onChange={(event) => {
            const role = event.target.value as StaffRole;
            run(() => updateUser(user.id, { role }), `${user.name} is now a ${role}`);
          }}
          className="h-9 rounded-md border border-input bg-background px-2"
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </td>
      <td className={TD}>
        <SendCapField
          key={user.dailySendCap}
          user={user}
          pending={action.isPending}
          onSave={(dailySendCap) =>
            run(() => updateUser(user.id, { dailySendCap }), `${user.name} may now send ${dailySendCap} emails a day`)
          }
        />
      </td>
      <td className={TD}>
        <Badge variant={user.status === 'active' ? 'success' : user.status === 'invited' ? 'info' : 'destructive'}>
          {STATUS_LABELS[user.status]}
        </Badge>
      </td>
      <td className={`${TD} space-x-2 whitespace-nowrap`}>
        {user.status === 'disabled' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => run(() => updateUser(user.id, { status: 'active' }), `${user.name} is enabled`)}
          >
            Enable <span className="sr-only">{user.name}</span>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() =>
              run(() => updateUser(user.id, { status: 'disabled' }), `${user.name} is disabled and signed out`)
            }
          >
            Disable <span className="sr-only">{user.name}</span>
          </Button>
        )}
        {user.status === 'invited' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => run(() => reinviteUser(user.id), `A new invitation went to ${user.email}`)}
          >
            Send new invitation <span className="sr-only">to {user.name}</span>
          </Button>
        ) : null}
        {user.status === 'active' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() =>
              run(() => resetFactors(user.id), `${user.name} sets up two-step sign-in again at the next sign-in`)
            }
          >
            Reset second factor <span className="sr-only">of {user.name}</span>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The Users screen (docs/product/staff-accounts.md#users), partners only: every user with their
 * role, daily sending cap of outreach emails and status, the invitation form and the actions on
 * each user.
 */
export function UsersScreen() {
  const users = useQuery({ queryKey: usersKey, queryFn: fetchUsers });
  const [outcome, setOutcome] = useState<{ message: string; ok: boolean } | null>(null);
  return (
    <div className="space-y-6">
      <section aria-labelledby="invite-heading" className="space-y-3 rounded-lg border border-border bg-background p-4">
        <h2 id="invite-heading" className="text-lg font-semibold">
          Invite a user
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="users-heading" className="space-y-3 rounded-lg border border-border bg-background p-4">
        <h2 id="users-heading" className="text-lg font-semibold">
          Staff users
        </h2>
        {outcome ? (
          <Alert variant={outcome.ok ? 'success' : 'destructive'}>
            <AlertDescription>{outcome.message}</AlertDescription>
          </Alert>
        ) : null}
        {users.isPending ? (
          <p role="status">Loading users...</p>
        ) : users.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(users.error)}</AlertDescription>
          </Alert>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Staff users, oldest first</caption>
              <thead>
                <tr>
                  {['Name', 'Email', 'Role', 'Daily sending cap', 'Status', 'Actions'].map((column) => (
                    <th key={column} scope="col" className={`${TD} font-medium`}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <UserRow key={user.id} user={user} onOutcome={(message, ok) => setOutcome({ message, ok })} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
