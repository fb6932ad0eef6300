import * as z from '../zod';
import { isIsoDate, isSingleLineText, SINGLE_LINE_MESSAGE } from '../fields';

/**
 * Tasks (docs/product/tasks.md): a member of staff's own next step on a lead ("call back Tuesday
 * 10am"), with a title, a due time, an assignee and a state. Schemas of the stored task, the
 * request bodies of the task routes and the lead's next task.
 */

/** Longest task title, in characters. */
export const MAX_TASK_TITLE_LENGTH = 200;

/** A task's states: open until marked done. */
export const TASK_STATES = ['open', 'done'] as const;
export type TaskState = (typeof TASK_STATES)[number];

const DUE_AT_MESSAGE = 'Must be an ISO 8601 date and time with Z or an offset, such as 2026-03-30T09:00:00Z';

/** A due time: an ISO-8601 date-time with a zone, normalised to UTC (`…Z`, milliseconds). */
export const dueAtSchema = z
  .string({ error: DUE_AT_MESSAGE })
  .trim()
  .max(40, { error: DUE_AT_MESSAGE, abort: true })
  .refine((value) => value.includes('T') && isIsoDate(value), DUE_AT_MESSAGE)
  .transform((value) => new Date(value).toISOString());

/** A task title: one line, 1 to 200 characters after trimming. */
export const taskTitleSchema = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required', abort: true })
  .max(MAX_TASK_TITLE_LENGTH, { error: `Must be at most ${MAX_TASK_TITLE_LENGTH} characters`, abort: true })
  .refine(isSingleLineText, SINGLE_LINE_MESSAGE);

/** A staff user id as the assignee. */
export const assigneeIdSchema = z
  .string({ error: 'Assignee must be a staff user id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Assignee must be a staff user id');

/** `POST /api/admin/leads/{id}/tasks`: `{ title, dueAt, assigneeId? }` (assignee: default the lead's owner, else the creator). */
export const newTaskSchema = z.strictObject({
  title: taskTitleSchema,
  dueAt: dueAtSchema,
  assigneeId: assigneeIdSchema.optional(),
});
export type NewTask = z.output<typeof newTaskSchema>;

/** `POST /api/admin/tasks/{taskId}/snooze`: `{ dueAt }`, the new due time. */
export const snoozeTaskSchema = z.strictObject({ dueAt: dueAtSchema });
export type SnoozeTask = z.output<typeof snoozeTaskSchema>;

/** `POST /api/admin/tasks/{taskId}/assignee`: `{ assigneeId }`, the member of staff who takes the task. */
export const reassignTaskSchema = z.strictObject({
  assigneeId: z.string({ error: 'Choose who takes the task' }).trim().min(1, 'Choose who takes the task').max(100),
});
export type ReassignTask = z.output<typeof reassignTaskSchema>;

/** `GET /api/admin/tasks` query: `due=today` (today's and overdue open tasks of the signed-in user). */
export const taskListQuerySchema = z.object({
  due: z.literal('today', { error: 'due must be "today"' }),
});

/** A stored task (all times ISO-8601 UTC). */
export const taskSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  title: z.string(),
  /** A page of the CRM the task is about (an `/admin/` path), e.g. the compose screen of a due outreach email. */
  link: z
    .string()
    .regex(/^\/admin\/[^\s]*$/)
    .optional(),
  dueAt: z.string(),
  assigneeId: z.string(),
  state: z.enum(TASK_STATES),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().optional(),
  completedBy: z.string().optional(),
  /** The booking a preparation task belongs to (docs/product/booking.md#preparation-task). */
  bookingId: z.string().optional(),
  /** The booking's change sequence the preparation task was last brought in line with. */
  bookingSequence: z.number().int().min(0).optional(),
});
export type Task = z.output<typeof taskSchema>;

/** The answer of the task lists: `{ tasks }`. */
export const taskListSchema = z.object({ tasks: z.array(taskSchema) });
export type TaskList = z.output<typeof taskListSchema>;

/** A lead's next action from its tasks (docs/product/tasks.md#next-task): the open task due first. */
export const nextTaskSchema = z.object({ id: z.string(), title: z.string(), dueAt: z.string() });
export type NextTask = z.output<typeof nextTaskSchema>;
