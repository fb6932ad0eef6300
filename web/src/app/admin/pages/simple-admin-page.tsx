import { countOf } from '@meridian/shared/format';
import { useLeadSummaries } from '../../../features/leads/api/use-leads';
import { AdminScreen } from '../admin-screen';

function LeadCount() {
  const { data, isPending, isError, error } = useLeadSummaries();
  if (isError) return <p role="alert">Error: {error.message}</p>;
  if (isPending || !data.complete) return <p role="status">Loading leads...</p>;
  return <p role="status">Found {countOf(data.items.length, 'lead')}</p>;
}

/** `/simple-admin` (docs/product/admin.md#crm-screens): the simple admin test, 'Found N leads'. */
export function Component() {
  return (
    <AdminScreen title="Simple admin test">
      <LeadCount />
    </AdminScreen>
  );
}
