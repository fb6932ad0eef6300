import { useMemo } from 'react';
import { useConsultations } from '../../../features/booking-admin/attendance';
import { useLeadChanges } from '../../../features/leads/api/use-lead-changes';
import { useLeadSummaries } from '../../../features/leads/api/use-leads';
import { useDueTasks } from '../../../features/my-day/due-tasks-api';
import { MyDayScreen } from '../../../features/my-day/my-day-screen';
import { useMe } from '../../../lib/staff-role';
import { AdminScreen } from '../admin-screen';
import { useNow } from '../use-now';

/**
 * `/admin/my-day` (docs/product/my-day.md), where a sign-in lands: the signed-in user's tasks,
 * consultations and leads for today, composed from the tasks, booking and leads features. The due
 * tasks are asked again each time it opens; the leads stay fresh as on the CRM (`useLeadChanges`).
 */
export function Component() {
  const now = useNow();
  const me = useMe();
  const tasks = useDueTasks();
  const consultations = useConsultations();
  const leads = useLeadSummaries();
  const list = leads.data?.complete ? leads.data : undefined;
  useLeadChanges(list !== undefined);
  // The held-back new leads (docs/product/admin.md#live-list) count here: My day shows no list rows to keep still.
  const all = useMemo(() => list && [...list.items, ...list.incoming], [list]);
  return (
    <AdminScreen title="My day">
      <MyDayScreen
        meId={me.data?.id}
        now={now}
        tasks={tasks}
        consultations={consultations}
        leads={{ data: all, error: leads.error, refetch: leads.refetch }}
      />
    </AdminScreen>
  );
}
