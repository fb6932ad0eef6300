import { QuickAdmin } from '../../../features/admin-tools/components/quick-admin';
import { useLeadSummaries } from '../../../features/leads/api/use-leads';
import { AdminScreen } from '../admin-screen';

function QuickAdminData() {
  const { data, isPending, isError, error } = useLeadSummaries();
  if (isError) return <p role="alert">Error: {error.message}</p>;
  // The counters need every page of leads.
  if (isPending || !data.complete) return <p role="status">Loading leads...</p>;
  return <QuickAdmin leads={data.items} />;
}

/** `/admin-quick` (docs/product/admin.md#crm-screens): the quick overview, behind the real login (docs/product/admin.md#login). */
export function Component() {
  return (
    <AdminScreen title="Quick Admin">
      <QuickAdminData />
    </AdminScreen>
  );
}
