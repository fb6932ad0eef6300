import { useMyDay } from '../../../features/my-day/my-day-api';
import { MyDayScreen } from '../../../features/my-day/my-day-screen';
import { AdminScreen } from '../admin-screen';
import { useNow } from '../use-now';

/**
 * `/admin/my-day` (docs/product/my-day.md), where a sign-in lands: the signed-in user's tasks,
 * consultations and leads for today, in one answer of `GET /api/admin/my-day`, asked again each time
 * the page opens and when the window regains focus.
 */
export function Component() {
  const now = useNow();
  const day = useMyDay();
  return (
    <AdminScreen title="My day">
      <MyDayScreen now={now} day={day} />
    </AdminScreen>
  );
}
