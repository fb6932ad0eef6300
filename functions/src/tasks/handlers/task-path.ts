import * as z from '@meridian/shared/zod';

/** Path `{taskId}` of a task: a generated UUID or another plain id, at most 100 characters. */
export const taskPathSchema = z.object({
  taskId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid task id'),
});
