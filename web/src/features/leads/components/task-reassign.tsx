import type { Task } from '@meridian/shared/tasks/task';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useStaffDirectory } from '../../../lib/staff-directory';

/** Props of {@link TaskReassign}. */
export interface TaskReassignProps {
  task: Task;
  pending: boolean;
  /** Called with the chosen member of staff's id (never the task's own assignee). */
  onReassign: (assigneeId: string) => void;
}

/**
 * "Give to" of one open task (docs/product/tasks.md#in-the-crm): a choice of the active members of
 * staff other than its assignee, and "Give task". The server checks the choice again (400 for
 * someone who is no longer active).
 */
export function TaskReassign({ task, pending, onReassign }: TaskReassignProps) {
  const id = useId();
  const { users } = useStaffDirectory();
  const others = users.filter((user) => user.active && user.id !== task.assigneeId);
  const [chosen, setChosen] = useState('');
  if (others.length === 0) {
    return <p className="mt-2 text-xs text-muted-foreground">No one else to give this task to.</p>;
  }
  return (
    <fieldset className="mt-2 flex min-w-0 flex-wrap items-end gap-2">
      <legend className="sr-only">Give {task.title} to someone else</legend>
      <label className="min-w-0 text-xs" htmlFor={`${id}-to`}>
        Give to
        <select
          id={`${id}-to`}
          className="mt-1 block h-11 max-w-full rounded-md border border-input bg-background px-2 text-sm"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose a person</option>
          {others.map((user) => (
            <option key={user.id} value={user.id}>
              {user.name}
            </option>
          ))}
        </select>
      </label>
      <Button type="button" size="sm" disabled={!chosen || pending} onClick={() => onReassign(chosen)}>
        Give task
      </Button>
    </fieldset>
  );
}
