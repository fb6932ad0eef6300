import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { loginReturnTarget } from '../../../features/auth/lib/return-target';
import { useAdminPageMeta } from '../use-admin-page-meta';

/**
 * `/login` (docs/product/admin.md#login): the Admin Access form; a successful login goes to the
 * page named by `?next=` (docs/product/admin.md#deep-links), or to /admin.
 */
export function Component() {
  const navigate = useNavigate();
  const { search } = useLocation();
  useAdminPageMeta('Admin Access');
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <LoginForm onLoggedIn={() => navigate(loginReturnTarget(search), { replace: true })} />
    </main>
  );
}
