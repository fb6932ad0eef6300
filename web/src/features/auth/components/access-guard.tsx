import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAuthStatus } from '../api/use-auth';
import { LoginForm } from './login-form';

export interface AccessGuardProps {
  children: ReactNode;
}

/**
 * Access guard of the admin screens (docs/product/admin.md#sessions): 'Verifying access...' while the
 * session is checked, then the children when authenticated, otherwise the login form (which shows
 * the children once the login succeeds). The check repeats whenever the window regains focus. When
 * the check cannot reach the server (after its retries) it says so with a Try again button and
 * keeps the stored session.
 */
export function AccessGuard({ children }: AccessGuardProps) {
  const { data: authenticated, isPending, isError, isFetching, refetch } = useAuthStatus();
  // A background re-check that fails leaves the page as it is (nothing typed is lost); only a first
  // check without a verdict shows this.
  if (isError && authenticated === undefined) {
    return (
      <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
        <div className="max-w-md space-y-4 text-center">
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              We could not reach the server to check your session. You are still signed in; check your connection and
              try again.
            </AlertDescription>
          </Alert>
          <Button type="button" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? 'Checking...' : 'Try again'}
          </Button>
        </div>
      </main>
    );
  }
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
