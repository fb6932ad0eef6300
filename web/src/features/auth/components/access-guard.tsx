import type { ReactNode } from 'react';
import { useAuthStatus } from '../api/use-auth';
import { LoginForm } from './login-form';

export interface AccessGuardProps {
  children: ReactNode;
}

/**
 * Access guard of the admin screens (docs/product/admin.md#sessions): 'Verifying access...' while the
 * session is checked, then the children when authenticated, otherwise the login form (which shows
 * the children once the login succeeds). The check repeats whenever the window regains focus.
 */
export function AccessGuard({ children }: AccessGuardProps) {
  const { data: authenticated, isPending } = useAuthStatus();
  if (isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
        <p className="text-muted-foreground">Verifying access...</p>
      </div>
    );
  }
  if (!authenticated) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
        <LoginForm onLoggedIn={() => undefined} />
      </main>
    );
  }
  return <>{children}</>;
}
