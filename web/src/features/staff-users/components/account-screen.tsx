import { staffNameSchema } from '@meridian/shared/staff-auth/staff-users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { meQueryKey, useMe } from '../../../lib/staff-role';
import {
  changePassword,
  endOtherSessions,
  endSession,
  fetchMySessions,
  mySessionsKey,
  renameMe,
} from '../api/account-api';
import { NewPasswordField } from '../../../components/form/new-password-field';

type Outcome = { ok: boolean; message: string } | null;

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert variant={outcome.ok ? 'success' : 'destructive'}>
      <AlertDescription>{outcome.message}</AlertDescription>
    </Alert>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-border bg-background p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function NameForm({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(name);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useMutation({
    mutationFn: renameMe,
    onSuccess: (user) => {
      queryClient.setQueryData(meQueryKey, user);
      setOutcome({ ok: true, message: 'Name saved' });
    },
    onError: (error) => setOutcome({ ok: false, message: errorMessage(error) }),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = staffNameSchema.safeParse(value);
    if (parsed.success) save.mutate(parsed.data);
    else setOutcome({ ok: false, message: parsed.error.issues[0]?.message ?? 'Please enter a name' });
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your name" className="space-y-3">
      <Label htmlFor="account-name">Name</Label>
      <Input id="account-name" value={value} onChange={(event) => setValue(event.target.value)} autoComplete="name" />
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" disabled={save.isPending}>
        Save name
      </Button>
    </form>
  );
}

function PasswordForm({ user }: { user: { name: string; email: string } }) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      void queryClient.invalidateQueries({ queryKey: mySessionsKey });
      setOutcome({ ok: true, message: 'Password changed; your other sessions have ended' });
    },
    onError: (error) => setOutcome({ ok: false, message: errorMessage(error) }),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
      noValidate
      aria-label="Change your password"
      className="space-y-3"
    >
      <Label htmlFor="account-current-password">Current password</Label>
      <Input
        id="account-current-password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordField value={next} onChange={setNext} user={user} />
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" disabled={save.isPending}>
        Change password
      </Button>
    </form>
  );
}

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

function SessionList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: mySessionsKey, queryFn: fetchMySessions });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const end = useMutation({
    mutationFn: (id: string | null) => (id === null ? endOtherSessions() : endSession(id)),
    onSuccess: (_, id) => {
      void queryClient.invalidateQueries({ queryKey: mySessionsKey });
      setOutcome({ ok: true, message: id === null ? 'Signed out everywhere else' : 'Session ended' });
    },
    onError: (error) => setOutcome({ ok: false, message: errorMessage(error) }),
  });
  if (sessions.isPending) return <p role="status">Loading sessions...</p>;
  if (sessions.isError) return <OutcomeAlert outcome={{ ok: false, message: errorMessage(sessions.error) }} />;
  return (
    <div className="space-y-3">
      <ul aria-label="Your sessions" className="divide-y divide-border">
        {sessions.data.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              Signed in {when(session.createdAt)}, last used {when(session.lastSeenAt)}
              {session.current ? <strong> (this session)</strong> : null}
            </span>
            {session.current ? null : (
              <Button size="sm" variant="outline" disabled={end.isPending} onClick={() => end.mutate(session.id)}>
                Sign out <span className="sr-only">the session signed in {when(session.createdAt)}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <OutcomeAlert outcome={outcome} />
      <Button variant="outline" disabled={end.isPending} onClick={() => end.mutate(null)}>
        Sign out everywhere else
      </Button>
    </div>
  );
}

/**
 * Your account (docs/product/staff-accounts.md#your-account): the name, a new password (with the
 * current one) and one's sessions, with "Sign out everywhere else".
 */
export function AccountScreen() {
  const me = useMe();
  if (!me.data) return <p role="status">Loading your account...</p>;
  return (
    <div className="space-y-6">
      <Section id="account-name-heading" title="Name">
        <NameForm name={me.data.name} />
      </Section>
      <Section id="account-password-heading" title="Password">
        <PasswordForm user={me.data} />
      </Section>
      <Section id="account-sessions-heading" title="Sessions">
        <SessionList />
      </Section>
    </div>
  );
}
