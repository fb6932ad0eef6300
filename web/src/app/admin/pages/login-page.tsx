import { useNavigate } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useAdminPageMeta } from '../use-admin-page-meta';

/** `/login` (docs/product/admin.md#login): the Admin Access form; a successful login goes to /admin. */
export function Component() {
  const navigate = useNavigate();
  useAdminPageMeta('Admin Access');
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <LoginForm onLoggedIn={() => navigate('/admin', { replace: true })} />
    </main>
  );
}
