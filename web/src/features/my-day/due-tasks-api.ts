import { ADMIN_TASKS_PATH } from '@meridian/shared/admin-api-paths';
import { type Task, taskListSchema } from '@meridian/shared/tasks/task';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../lib/api-client';

/** Query key of the signed-in user's due tasks (`GET /api/admin/tasks?due=today`). */
export const dueTasksQueryKey = [ADMIN_TASKS_PATH, { due: 'today' }] as const;

/**
 * The signed-in user's open tasks due today (London) or overdue, earliest first
 * (docs/product/tasks.md#due-today), times ISO-8601 UTC.
 * @throws ApiError for a non-ok answer.
 */
export async function fetchDueTasks(): Promise<Task[]> {
  return (await apiJson('GET', `${ADMIN_TASKS_PATH}?due=today`, taskListSchema)).tasks;
}

/**
 * The signed-in user's due tasks, asked again whenever My day opens and when the window regains
 * focus (a task added on a lead a moment ago shows at once).
 */
export function useDueTasks() {
  return useQuery({ queryKey: dueTasksQueryKey, queryFn: fetchDueTasks, staleTime: 0, refetchOnWindowFocus: true });
}
