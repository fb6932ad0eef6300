import { useConsultations } from '../../../features/booking-admin/attendance';
import { useLeadSummaries } from '../../../features/leads/api/use-leads';
import { useDueTasks } from '../../../features/my-day/due-tasks-api';
import { MyDayScreen } from '../../../features/my-day/my-day-screen';
import { useMe } from '../../../lib/staff-role';
import { AdminScreen } from '../admin-screen';
import { useNow } from '../use-now';

/**
 * `/admin/my-day` (docs/product/my-day.md), where a sign-in lands: the signed-in user's tasks,
 * consultations and leads for today, composed from the tasks, booking and leads features.
 */
export function Component() {
  const now = useNow();
  const me = useMe();
  const tasks = useDueTasks();
  const consultations = useConsultations();
  const leads = useLeadSummaries();
  return (
    <AdminScreen title="My day">
      <MyDayScreen
        meId={me.data?.id}
        now={now}
        tasks={tasks}
        consultations={consultations}
        leads={{
          data: leads.data?.complete ? leads.data.items : undefined,
          error: leads.error,
          refetch: leads.refetch,
        }}
      />
    </AdminScreen>
  );
}
