import { fillPath } from '@meridian/shared/api-paths';
import {
  ADMIN_LEAD_TASKS_PATH,
  ADMIN_TASK_ASSIGNEE_PATH,
  ADMIN_TASK_COMPLETE_PATH,
  ADMIN_TASK_SNOOZE_PATH,
} from '@meridian/shared/admin-api-paths';
import type { LeadSummary } from '@meridian/shared/leads/lead';
import { type NewTask, type Task, taskListSchema, taskSchema } from '@meridian/shared/tasks/task';
import { nextTaskOf } from '@meridian/shared/tasks/task-rules';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { apiJson, errorMessage } from '../../../lib/api-client';
import { type LeadList, leadQueryKey, leadsQueryKey } from './leads-api';

/** Query key of a lead's tasks (`GET /api/admin/leads/{id}/tasks`). */
export const leadTasksQueryKey = (leadId: string) => [ADMIN_LEAD_TASKS_PATH, leadId] as const;

/** A lead's tasks: open ones by due time, then done ones (docs/product/tasks.md#api). */
export async function fetchLeadTasks(leadId: string): Promise<Task[]> {
  return (await apiJson('GET', fillPath(ADMIN_LEAD_TASKS_PATH, { id: leadId }), taskListSchema)).tasks;
}

/** The tasks of the lead shown (none while `leadId` is null). */
export function useLeadTasks(leadId: string | null) {
  return useQuery({
    queryKey: leadTasksQueryKey(leadId ?? ''),
    queryFn: () => fetchLeadTasks(leadId ?? ''),
    enabled: leadId !== null,
  });
}

/** Reloads the lead's tasks, then puts its next task on the cached summary the list and board draw. */
async function refreshTasks(queryClient: QueryClient, leadId: string): Promise<void> {
  const tasks = await queryClient.fetchQuery({
    queryKey: leadTasksQueryKey(leadId),
    queryFn: () => fetchLeadTasks(leadId),
    staleTime: 0,
  });
  const next = nextTaskOf(tasks);
  queryClient.setQueryData<LeadList>(
    leadsQueryKey,
    (list) =>
      list && {
        ...list,
        items: list.items.map((summary): LeadSummary => {
          if (summary.id !== leadId) return summary;
          const { nextTask: _previous, ...rest } = summary;
          return next ? { ...rest, nextTask: next } : rest;
        }),
      },
  );
  void queryClient.invalidateQueries({ queryKey: leadQueryKey(leadId), exact: true });
}

type TaskAction =
  | { kind: 'create'; input: NewTask }
  | { kind: 'complete'; taskId: string }
  | { kind: 'snooze'; taskId: string; dueAt: string }
  | { kind: 'reassign'; taskId: string; assigneeId: string };

function send(leadId: string, action: TaskAction): Promise<Task> {
  if (action.kind === 'create') {
    const path = fillPath(ADMIN_LEAD_TASKS_PATH, { id: leadId });
    return apiJson('POST', path, taskSchema, { body: action.input });
  }
  if (action.kind === 'complete') {
    return apiJson('POST', fillPath(ADMIN_TASK_COMPLETE_PATH, { taskId: action.taskId }), taskSchema, { body: {} });
  }
  if (action.kind === 'reassign') {
    const path = fillPath(ADMIN_TASK_ASSIGNEE_PATH, { taskId: action.taskId });
    return apiJson('POST', path, taskSchema, { body: { assigneeId: action.assigneeId } });
  }
  const path = fillPath(ADMIN_TASK_SNOOZE_PATH, { taskId: action.taskId });
  return apiJson('POST', path, taskSchema, { body: { dueAt: action.dueAt } });
}

/**
 * Adds, completes, snoozes or reassigns a task of a lead (docs/product/tasks.md#api); afterwards the lead's
 * tasks, its next task on the list and board, and its timeline are brought up to date. A failure
 * shows a toast with the server's message.
 */
export function useTaskAction(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TaskAction) => send(leadId, action),
    onSuccess: () => refreshTasks(queryClient, leadId),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'The task was not saved', description: errorMessage(error) });
    },
  });
}
