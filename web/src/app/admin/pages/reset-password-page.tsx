import type { LoginStep } from '@meridian/shared/staff-auth/staff';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../../features/auth/components/login-form';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useAdminPageMeta } from '../use-admin-page-meta';

/**
 * `/admin/reset-password` (docs/product/staff-accounts.md#forgotten-password): asks for a reset link,
 * or with `?token=` sets the new password; the second factor follows, then the CRM.
 */
export function Component() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [step, setStep] = useState<LoginStep | null>(null);
  useAdminPageMeta('Reset password');
  const token = new URLSearchParams(search).get('token');
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      {step ? (
        <LoginForm initialStep={step} onLoggedIn={() => navigate('/admin', { replace: true })} />
      ) : (
        <ResetPasswordForm token={token} onStep={setStep} />
      )}
    </main>
  );
}
