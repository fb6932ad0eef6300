import type { LeadSummary } from '@meridian/shared/leads/lead';
import type { Task } from '@meridian/shared/tasks/task';
import { dueLabel, londonToUtc, snoozedDueAt } from '@meridian/shared/tasks/task-rules';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useStaffDirectory } from '../../../lib/staff-directory';
import { useLeadTasks, useTaskAction } from '../api/lead-tasks';
import { TaskForm } from './task-form';
import { TaskReassign } from './task-reassign';

/** Snooze choices of one open task: +1 day, +1 week, or a date and time (London). */
function SnoozeChoices({ task, onSnooze }: { task: Task; onSnooze: (dueAt: string) => void }) {
  const id = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const chosen = () => {
    try {
      return date ? londonToUtc(date, time) : null;
    } catch {
      return null;
    }
  };
  return (
    <fieldset className="mt-2 flex min-w-0 flex-wrap items-end gap-2">
      <legend className="sr-only">Snooze {task.title}</legend>
      <Button type="button" size="sm" variant="outline" onClick={() => onSnooze(snoozedDueAt(task.dueAt, 'day'))}>
        +1 day
      </Button>
      <Button type="button" size="sm" variant="outline" onClick={() => onSnooze(snoozedDueAt(task.dueAt, 'week'))}>
        +1 week
      </Button>
      <label className="text-xs" htmlFor={`${id}-date`}>
        Snooze until (UK)
        <input
          id={`${id}-date`}
          type="date"
          className="mt-1 block h-11 rounded-md border border-input bg-background px-2"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </label>
      <label className="text-xs" htmlFor={`${id}-time`}>
        Time
        <input
          id={`${id}-time`}
          type="time"
          className="mt-1 block h-11 rounded-md border border-input bg-background px-2"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
      </label>
      <Button
        type="button"
        size="sm"
        disabled={!chosen()}
        onClick={() => {
          const dueAt = chosen();
          if (dueAt) onSnooze(dueAt);
        }}
      >
        Snooze to date
      </Button>
    </fieldset>
  );
}

/** One task: title, due time, assignee, and for an open task Complete, Snooze and Reassign. */
function TaskRow({ task, now, onCompleted }: { task: Task; now: Date; onCompleted: () => void }) {
  const action = useTaskAction(task.leadId);
  const { byId } = useStaffDirectory();
  const [choice, setChoice] = useState<'none' | 'snooze' | 'reassign'>('none');
  const toggle = (next: 'snooze' | 'reassign') => setChoice(choice === next ? 'none' : next);
  const open = task.state === 'open';
  return (
    <li className="min-w-0 rounded-md border border-border p-2 text-sm">
      <p className={open ? 'font-medium wrap-anywhere' : 'text-muted-foreground line-through wrap-anywhere'}>
        {task.title}
      </p>
      {open && task.link ? (
        <Link className="text-xs underline" to={task.link}>
          Review and send
        </Link>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {open ? dueLabel(task.dueAt, now) : 'Done'} · {byId.get(task.assigneeId)?.name ?? 'a member of staff'}
      </p>
      {open ? (
        <div className="mt-1 flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            aria-label={`Complete ${task.title}`}
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'complete', taskId: task.id }, { onSuccess: onCompleted })}
          >
            Complete
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Snooze ${task.title}`}
            aria-expanded={choice === 'snooze'}
            onClick={() => toggle('snooze')}
          >
            Snooze
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Reassign ${task.title}`}
            aria-expanded={choice === 'reassign'}
            onClick={() => toggle('reassign')}
          >
            Reassign
          </Button>
        </div>
      ) : null}
      {open && choice === 'snooze' ? (
        <SnoozeChoices
          task={task}
          onSnooze={(dueAt) =>
            action.mutate({ kind: 'snooze', taskId: task.id, dueAt }, { onSuccess: () => setChoice('none') })
          }
        />
      ) : null}
      {open && choice === 'reassign' ? (
        <TaskReassign
          task={task}
          pending={action.isPending}
          onReassign={(assigneeId) =>
            action.mutate({ kind: 'reassign', taskId: task.id, assigneeId }, { onSuccess: () => setChoice('none') })
          }
        />
      ) : null}
    </li>
  );
}

/**
 * The lead record's Tasks section (docs/product/tasks.md#in-the-crm): the lead's tasks, "Add task",
 * and after a task is completed the form of the next one, its title focused.
 */
export function LeadTasksSection({ lead, now }: { lead: LeadSummary; now: Date }) {
  const id = useId();
  const { data: tasks, isPending, isError } = useLeadTasks(lead.id);
  const [form, setForm] = useState<'closed' | 'new' | 'next'>('closed');
  return (
    <section className="min-w-0 space-y-2 rounded-lg border border-border p-4" aria-labelledby={`${id}-tasks`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-tasks`} className="text-sm font-semibold">
          Tasks
        </h3>
        {form === 'closed' ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setForm('new')}>
            Add task
          </Button>
        ) : null}
      </div>
      {form === 'next' ? (
        <p role="status" className="text-sm">
          Task done. What is the next task?
        </p>
      ) : null}
      {form !== 'closed' ? (
        <TaskForm
          lead={lead}
          heading={form === 'next' ? 'Next task' : 'New task'}
          focusTitle={form === 'next'}
          onDone={() => setForm('closed')}
        />
      ) : null}
      {isPending ? <p className="text-sm text-muted-foreground">Loading tasks...</p> : null}
      {isError ? <p className="text-sm text-destructive">Could not load the tasks</p> : null}
      {tasks && tasks.length === 0 ? <p className="text-sm text-muted-foreground">No tasks yet.</p> : null}
      {tasks && tasks.length > 0 ? (
        <ul className="space-y-2" aria-label="Tasks of this lead">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} now={now} onCompleted={() => setForm('next')} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
