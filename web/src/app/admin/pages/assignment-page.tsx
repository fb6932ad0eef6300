import { AssignmentScreen } from '../../../features/assignment/assignment-screen';
import { AdminScreen } from '../admin-screen';

/** `/admin/assignment` (docs/product/assignment.md#settings, partners): how new leads get an owner. */
export function Component() {
  return (
    <AdminScreen title="Lead Assignment">
      <AssignmentScreen />
    </AdminScreen>
  );
}
