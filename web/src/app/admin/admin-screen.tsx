import type { ReactNode } from 'react';
import { AccessGuard } from '../../features/auth/components/access-guard';
import { AdminHeader } from './admin-header';
import { useAdminPageMeta } from './use-admin-page-meta';

/**
 * Layout of the secondary admin screens: page metadata, the access guard, header with Logout.
 *
 * @param props.title - the screen's heading and document title.
 * @param props.label - the accessible name of the main landmark (none without it).
 */
export function AdminScreen({ title, label, children }: { title: string; label?: string; children: ReactNode }) {
  useAdminPageMeta(title);
  return (
    <AccessGuard>
      <div className="min-h-screen bg-muted/30">
        <AdminHeader title={title} />
        <main aria-label={label} className="mx-auto max-w-6xl space-y-4 px-4 py-6">
          {children}
        </main>
      </div>
    </AccessGuard>
  );
}
