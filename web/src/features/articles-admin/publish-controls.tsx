import type { AdminArticle } from '@meridian/shared/articles/article-admin';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TextField } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { londonDateTime } from './article-display';
import { publishArticle, unpublishArticle } from './articles-api';
import { londonWallTime, londonWallTimeToUtc, SCHEDULE_PROBLEMS } from './london-schedule';
import { type RequestProblem, requestProblem } from './request-problem';

export interface PublishControlsProps {
  article: AdminArticle;
  /** The version the editor loaded (sent with every action). */
  version: number;
  /** True while the form has unsaved changes: publishing waits for a save. */
  unsaved: boolean;
  /** Called with the article as stored after an action. */
  onChanged: (article: AdminArticle, message: string) => void;
  /** Called when an action fails. */
  onProblem: (problem: RequestProblem) => void;
}

type Action = { kind: 'publish'; at?: string } | { kind: 'unpublish' };

/** Tomorrow at 09:00 London time, the schedule inputs' first value. */
function defaultWallTime(now: Date): { date: string; time: string } {
  return { date: londonWallTime(new Date(now.getTime() + 86_400_000)).date, time: '09:00' };
}

/**
 * Publish now, schedule at a London date and time, and unpublish (docs/product/publishing.md#states,
 * docs/product/publishing.md#scheduling). The time is converted to UTC before it is sent.
 */
export function PublishControls({ article, version, unsaved, onChanged, onProblem }: PublishControlsProps) {
  const [wall, setWall] = useState(() =>
    article.scheduledAt ? londonWallTime(new Date(article.scheduledAt)) : defaultWallTime(new Date()),
  );
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const noteId = useId();
  const action = useMutation({
    mutationFn: (request: Action) =>
      request.kind === 'unpublish'
        ? unpublishArticle(article.id, version)
        : publishArticle(article.id, { version, ...(request.at ? { at: request.at } : {}) }),
    onSuccess: (stored, request) => {
      const message =
        request.kind === 'unpublish'
          ? 'Article unpublished: it is off the site.'
          : request.at
            ? `Article scheduled for ${londonDateTime(request.at)} (London time).`
            : 'Article published: it is on the site.';
      onChanged(stored, message);
    },
    onError: (error, request) =>
      onProblem(requestProblem(error, request.kind === 'unpublish' ? 'unpublish the article' : 'publish the article')),
  });

  const schedule = () => {
    const result = londonWallTimeToUtc(wall);
    if ('problem' in result) return setScheduleError(SCHEDULE_PROBLEMS[result.problem]);
    if (Date.parse(result.iso) <= Date.now()) return setScheduleError('Pick a time in the future.');
    setScheduleError(undefined);
    action.mutate({ kind: 'publish', at: result.iso });
  };
  const busy = action.isPending;
  const blocked = busy || unsaved;

  return (
    <section
      aria-labelledby="publishing-heading"
      className="space-y-3 rounded-lg border border-border bg-background p-4"
    >
      <h2 id="publishing-heading" className="text-base font-semibold">
        Publishing
      </h2>
      <p role="status" className="text-sm">
        {article.state === 'published'
          ? `Published ${londonDateTime(article.publishedAt)} (London time).`
          : article.state === 'scheduled'
            ? `Scheduled for ${londonDateTime(article.scheduledAt)} (London time).`
            : 'Draft: not on the site.'}
      </p>
      {unsaved ? (
        <p id={noteId} className="text-sm text-muted-foreground">
          Save your changes before publishing, scheduling or unpublishing.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {article.state !== 'published' ? (
          <Button
            onClick={() => action.mutate({ kind: 'publish' })}
            disabled={blocked}
            aria-describedby={unsaved ? noteId : undefined}
          >
            Publish now
          </Button>
        ) : null}
        {article.state !== 'draft' ? (
          <Button
            variant="outline"
            onClick={() => action.mutate({ kind: 'unpublish' })}
            disabled={blocked}
            aria-describedby={unsaved ? noteId : undefined}
          >
            {article.state === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
          </Button>
        ) : null}
      </div>
      {article.state !== 'published' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">Schedule (London time)</legend>
          <div className="flex flex-wrap items-end gap-3">
            <TextField
              label="Publish on"
              type="date"
              value={wall.date}
              onChange={(event) => setWall({ ...wall, date: event.target.value })}
              error={scheduleError}
            />
            <TextField
              label="At"
              type="time"
              value={wall.time}
              onChange={(event) => setWall({ ...wall, time: event.target.value })}
            />
            <Button
              variant="secondary"
              onClick={schedule}
              disabled={blocked}
              aria-describedby={unsaved ? noteId : undefined}
            >
              {article.state === 'scheduled' ? 'Reschedule' : 'Schedule'}
            </Button>
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
