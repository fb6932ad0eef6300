import type { LeadSummary } from '@meridian/shared/leads/lead';
import { newTaskSchema } from '@meridian/shared/tasks/task';
import { londonToUtc, londonWallTime } from '@meridian/shared/tasks/task-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useMe } from '../../../lib/staff-role';
import { useTaskAction } from '../api/lead-tasks';

type Errors = Partial<Record<'title' | 'dueAt' | 'assigneeId', string>>;

export interface TaskFormProps {
  lead: LeadSummary;
  /** The form's heading: "New task", or "Next task" after completing one. */
  heading: string;
  /** Focus the title when the form appears (after completing a task). */
  focusTitle: boolean;
  onDone: () => void;
}

/** The London date and time an hour from now, rounded to the hour (the form's first due time). */
function defaultDue(): { date: string; time: string } {
  const inAnHour = new Date(Date.now() + 3_600_000);
  inAnHour.setUTCMinutes(0, 0, 0);
  return londonWallTime(inAnHour);
}

/**
 * The form of a new task (docs/product/tasks.md#in-the-crm): title, due date and time in London,
 * assignee (default the lead's owner, else the signed-in user). Checked with the shared request
 * schema before `POST /api/admin/leads/{id}/tasks`.
 */
export function TaskForm({ lead, heading, focusTitle, onDone }: TaskFormProps) {
  const action = useTaskAction(lead.id);
  const { users } = useStaffDirectory();
  const me = useMe().data;
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState(defaultDue);
  const [assigneeId, setAssigneeId] = useState(lead.ownerId ?? me?.id ?? '');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (focusTitle) form.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
  }, [focusTitle]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let dueAt = '';
    try {
      dueAt = londonToUtc(due.date, due.time);
    } catch {
      dueAt = '';
    }
    const parsed = newTaskSchema.safeParse({ title, dueAt, ...(assigneeId ? { assigneeId } : {}) });
    const next: Errors = {};
    if (!dueAt) next.dueAt = 'Enter the date and time';
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    action.mutate({ kind: 'create', input: parsed.data }, { onSuccess: onDone });
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      aria-label={heading}
      className="min-w-0 space-y-2 rounded-md border border-border p-3"
    >
      <h4 className="text-sm font-semibold">{heading}</h4>
      <TextField
        label="Task title"
        name="title"
        required
        maxLength={200}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label="Due date (UK)"
          type="date"
          required
          value={due.date}
          onChange={(event) => setDue({ ...due, date: event.target.value })}
          error={errors.dueAt}
        />
        <TextField
          label="Due time (UK)"
          type="time"
          required
          value={due.time}
          onChange={(event) => setDue({ ...due, time: event.target.value })}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-assignee`} className="text-sm font-medium">
          Assignee
        </label>
        <select
          id={`${id}-assignee`}
          className="h-11 w-full rounded-md border border-input bg-background px-3 text-sm"
          value={assigneeId}
          onChange={(event) => setAssigneeId(event.target.value)}
        >
          {assigneeId === '' ? <option value="">Me</option> : null}
          {users
            .filter((user) => user.active || user.id === assigneeId)
            .map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
        </select>
        {errors.assigneeId ? <p className="text-sm text-destructive">{errors.assigneeId}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={action.isPending}>
          {action.isPending ? 'Saving...' : 'Save task'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
