import { ADMIN_ARTICLE_SEND_PATH } from '@meridian/shared/admin-api-paths';
import { useMayCall } from '../../lib/staff-role';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ArticleSendProgress } from '@meridian/shared/articles/article-admin';
import { siteConfig } from '@meridian/shared/site-config';
import * as z from '@meridian/shared/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../components/form/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Progress } from '../../components/ui/progress';
import { errorMessage } from '../../lib/api-client';
import { londonDateTime } from './article-display';
import { requestProblem } from './request-problem';
import { fetchSendProgress, sendProgressKey, sendTestEmail, startSend } from './send-api';

/** How often the progress is asked for while a send runs (ms). */
export const SEND_POLL_MS = 1000;

const testSchema = z.object({ to: z.string().trim().pipe(z.email('Enter an email address like name@example.com')) });
type TestValues = z.input<typeof testSchema>;

function SendProgressView({ progress }: { progress: ArticleSendProgress }) {
  const done = progress.state === 'done';
  return (
    <div className="space-y-2">
      <Progress
        aria-label="Emails sent"
        value={progress.sent + progress.skipped + progress.failed}
        max={Math.max(1, progress.total)}
      />
      <p role="status" aria-live="polite" className="text-sm">
        {done ? 'Done: ' : 'Sending: '}
        {progress.sent} of {progress.total} sent, {progress.skipped} skipped, {progress.failed} failed.
        {done && progress.finishedAt ? ` Finished ${londonDateTime(progress.finishedAt)}.` : ''}
      </p>
    </div>
  );
}

/**
 * "Send to subscribers" on a published article (docs/product/publishing.md#send): a test to one
 * address first (the firm's notification address by default), then, after a confirmation, the
 * send to every confirmed subscriber with its progress, asked for every {@link SEND_POLL_MS} while
 * it runs.
 */
export function SendPanel({ articleId, title }: { articleId: string; title: string }) {
  const queryClient = useQueryClient();
  const [testSentTo, setTestSentTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [started, setStarted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const progress = useQuery({
    queryKey: sendProgressKey(articleId),
    queryFn: () => fetchSendProgress(articleId),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'sending' || (started && state !== 'done') ? SEND_POLL_MS : false;
    },
  });
  const form = useForm<TestValues, unknown, z.output<typeof testSchema>>({
    resolver: zodResolver(testSchema),
    defaultValues: { to: siteConfig.emails.notifications[0] ?? '' },
  });
  const test = useMutation({
    mutationFn: (to: string) => sendTestEmail(articleId, to),
    onSuccess: (_, to) => {
      setProblem(null);
      setTestSentTo(to);
    },
    onError: (error) => setProblem(requestProblem(error, 'send the test').message),
  });
  const maySend = useMayCall('POST', ADMIN_ARTICLE_SEND_PATH);
  const send = useMutation({
    mutationFn: () => startSend(articleId),
    onSuccess: () => {
      setProblem(null);
      setStarted(true);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: sendProgressKey(articleId) });
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(requestProblem(error, 'start the send').message);
    },
  });

  const state = progress.data?.state ?? 'none';
  const testDone = testSentTo !== null || Boolean(progress.data?.testSentAt);
  return (
    <section aria-labelledby="send-heading" className="space-y-3 rounded-lg border border-border bg-background p-4">
      <h2 id="send-heading" className="text-base font-semibold">
        Send to subscribers
      </h2>
      <form
        noValidate
        aria-label="Send a test"
        className="flex flex-wrap items-end gap-3"
        onSubmit={form.handleSubmit((values) => test.mutate(values.to))}
      >
        <TextField
          label="Send a test to"
          type="email"
          autoComplete="email"
          className="min-w-0 flex-1 space-y-1"
          error={form.formState.errors.to?.message}
          {...form.register('to')}
        />
        <Button type="submit" variant="outline" disabled={test.isPending}>
          {test.isPending ? 'Sending test...' : 'Send test'}
        </Button>
      </form>
      {testSentTo ? (
        <p role="status" className="text-sm">
          Test sent to {testSentTo}. Check it, then send to everyone.
        </p>
      ) : progress.data?.testSentAt ? (
        <p className="text-sm text-muted-foreground">Last test sent {londonDateTime(progress.data.testSentAt)}.</p>
      ) : null}
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      ) : null}
      {progress.isError ? (
        <p className="text-sm text-destructive">Could not load the send's progress: {errorMessage(progress.error)}</p>
      ) : null}
      {state === 'none' && maySend ? (
        <Button onClick={() => setConfirming(true)} disabled={!testDone || send.isPending}>
          Send to all confirmed subscribers
        </Button>
      ) : null}
      {!testDone && state === 'none' ? (
        <p className="text-sm text-muted-foreground">Send a test first; then you can send to everyone.</p>
      ) : null}
      {progress.data && state !== 'none' ? <SendProgressView progress={progress.data} /> : null}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Send to all confirmed subscribers?</DialogTitle>
            <DialogDescription>
              "{title}" goes to every confirmed subscriber of the newsletter, once each. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => send.mutate()} disabled={send.isPending}>
              {send.isPending ? 'Starting...' : 'Send now'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
