import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/auth/api/use-auth';
import { useMe } from '../../lib/staff-role';
import { clearAllEditDrafts } from '../../features/leads/lib/edit-draft';
import { AdminNav } from './admin-nav';

// At least 44 px tall on a phone (docs/product/admin.md#navigation), as before from 640 px up.
const NAV_LINK = 'inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 sm:min-h-0';

export interface AdminHeaderProps {
  title: string;
  /** Badges and actions shown beside the title. */
  children?: ReactNode;
}

/**
 * Header of the admin screens: title, extra content, who is signed in (name and role,
 * docs/product/staff-accounts.md#users), links to Your account and Passkeys, Logout (forgets any kept
 * edit drafts, docs/product/admin.md#unsaved-edits, logs out, then /login), and below them the
 * persistent admin navigation (`AdminNav`, docs/product/admin.md#navigation).
 */
export function AdminHeader({ title, children }: AdminHeaderProps) {
  const logout = useLogout();
  const me = useMe();
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-3 px-4 py-3">
        <h1 className="mr-auto min-w-0 text-xl font-semibold wrap-anywhere">{title}</h1>
        {children}
        {me.data ? (
          <p className="text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{me.data.name}</span> ({me.data.role})
          </p>
        ) : null}
        {me.data ? (
          <nav aria-label="Staff" className="flex gap-3 text-sm">
            <Link to="/admin/account" className={NAV_LINK}>
              Your account
            </Link>
            <Link to="/admin/passkeys" className={NAV_LINK}>
              Passkeys
            </Link>
          </nav>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 sm:min-h-0"
          onClick={() => {
            clearAllEditDrafts();
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          <LogOut aria-hidden="true" />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
      <AdminNav />
    </header>
  );
}
