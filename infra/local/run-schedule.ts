/**
 * `npm run digest` (and `tsx infra/local/run-schedule.ts <schedule name> [--at <ISO time>]`): the
 * local stand-in of EventBridge Scheduler firing a schedule now (docs/product/pipeline.md#daily-digest).
 * It asks the running local stack (`npm start`, on `PORT`, default 3000) to run the schedule's
 * function in its own process, so the function uses that stack's table and SES emulator, and the
 * email lands in its mail viewer. `--at` runs it as if scheduled at another time (another London day).
 */
import { pathToFileURL } from 'node:url';
import { SCHEDULER_PATH } from './runner';

/** What a run answered. */
export interface ScheduleRun {
  ok: boolean;
  /** One line for the terminal. */
  message: string;
  /** The function's result (e.g. `{ status: 'sent', day, leads }`). */
  result?: unknown;
}

/**
 * Runs a schedule's function on the local stack now.
 *
 * @param baseUrl - the runner, e.g. `http://127.0.0.1:3000`.
 * @param name - the schedule's name in the schedule table, e.g. `LeadDigest`.
 * @param time - the scheduled time to run as (ISO-8601), default now.
 * @param mailViewerUrl - where the SES emulator's viewer is, for the message.
 * @returns the outcome; `ok: false` with a one-line reason when the stack is not running or the
 *   function failed.
 */
export async function runSchedule(
  baseUrl: string,
  name: string,
  time?: string,
  mailViewerUrl = 'the mail viewer',
): Promise<ScheduleRun> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${SCHEDULER_PATH}/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(time ? { time } : {}),
    });
  } catch {
    return { ok: false, message: `No local stack answers at ${baseUrl}: start it with npm start (or set PORT).` };
  }
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: string };
  if (!response.ok) return { ok: false, message: `${name} failed: ${body.error ?? `HTTP ${response.status}`}` };
  return { ok: true, message: describe(name, body.result, mailViewerUrl), result: body.result };
}

function describe(name: string, result: unknown, mailViewerUrl: string): string {
  const outcome = result as { status?: string; day?: string; leads?: number } | undefined;
  switch (outcome?.status) {
    case 'sent':
      return `${name}: digest for ${outcome.day} sent with ${outcome.leads} leads; read it in ${mailViewerUrl}.`;
    case 'nothing-to-do':
      return `${name}: nothing needs attention on ${outcome.day}; no email sent.`;
    case 'already-done':
      return `${name}: the digest for ${outcome.day} was already sent (at most one a day); run with --at <ISO time> for another day.`;
    default:
      return `${name}: ${JSON.stringify(result)}`;
  }
}

async function main(): Promise<void> {
  const [name = 'LeadDigest', ...rest] = process.argv.slice(2);
  const atIndex = rest.indexOf('--at');
  const time = atIndex >= 0 ? rest[atIndex + 1] : undefined;
  if (atIndex >= 0 && (time === undefined || Number.isNaN(Date.parse(time)))) {
    console.error('--at needs an ISO 8601 time, e.g. --at 2026-11-24T07:30:00Z');
    process.exitCode = 2;
    return;
  }
  const run = await runSchedule(
    `http://127.0.0.1:${process.env.PORT || 3000}`,
    name,
    time,
    `http://localhost:${process.env.SES_PORT || 8005}`,
  );
  (run.ok ? console.log : console.error)(run.message);
  if (!run.ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
