import type { ReactNode } from 'react';
import { AccessGuard } from '../../features/auth/components/access-guard';
import { AdminHeader } from './admin-header';
import { useAdminPageMeta } from './use-admin-page-meta';

/** Layout of the secondary admin screens: page metadata, the access guard, header with Logout. */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  useAdminPageMeta(title);
  return (
    <AccessGuard>
      <div className="min-h-screen bg-muted/30">
        <AdminHeader title={title} />
        <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">{children}</main>
      </div>
    </AccessGuard>
  );
}
