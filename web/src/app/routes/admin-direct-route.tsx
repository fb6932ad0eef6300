import { AdminDirectPage } from '../../features/diagnostics/admin-direct-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /admin-direct (docs/product/site.md#pages): public, noindex, reveals nothing. */
export function Component() {
  return (
    <>
      <PageMeta
        title="Direct Route Check"
        description="Internal page showing the current address and time."
        path="/admin-direct"
        noindex
      />
      <AdminDirectPage />
    </>
  );
}
