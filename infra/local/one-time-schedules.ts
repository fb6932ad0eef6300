import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLambdaContext, functionNameFor, LOCAL_ACCOUNT_ID } from './lambda-adapter';
import type { Logger } from './logger';
import { REPO_ROOT } from './runner';

/**
 * A local stand-in for EventBridge Scheduler's one-time schedules (docs/product/booking.md#reminder):
 * EventBridge Scheduler has no emulator, so the local stack points the functions' Scheduler client
 * here (`SCHEDULER_ENDPOINT`). It answers the four calls the reminders use with the SDK's REST-JSON
 * shapes (CreateSchedule `POST /schedules/{Name}`, UpdateSchedule `PUT`, DeleteSchedule `DELETE`,
 * GetSchedule `GET`; 409 `ConflictException`, 404 `ResourceNotFoundException`), keeps the schedules
 * in memory, and at an `at(...)` schedule's time invokes its target, a function named by module in
 * {@link localTargetArn}, with the schedule's input, then deletes it (`ActionAfterCompletion`).
 * `GET /schedules` lists what is pending, for people and tests.
 */

/** A pending schedule as the stand-in holds it. */
export interface PendingSchedule {
  name: string;
  groupName: string;
  /** When it runs, ISO-8601 UTC. */
  at: string;
  /** Handler module of its target, relative to `functions/src`. */
  handler: string;
  input: unknown;
}

/** The running stand-in. */
export interface OneTimeScheduler {
  /** Base URL for `SCHEDULER_ENDPOINT`. */
  endpoint: string;
  /** The pending schedules, soonest first. */
  pending(): PendingSchedule[];
  close(): Promise<void>;
}

const ARN_PREFIX = `arn:aws:lambda:eu-west-2:${LOCAL_ACCOUNT_ID}:function:`;

/** The local target ARN of a handler module (what the local stack sets as `REMINDER_TARGET_ARN`). */
export const localTargetArn = (handler: string): string => `${ARN_PREFIX}${handler}`;

/**
 * The function environment of the one-time schedules in the local stack: the consultation
 * reminders (docs/product/booking.md#reminder), the scheduled article publications
 * (docs/product/publishing.md#scheduling) and the outreach steps
 * (docs/product/outreach.md#the-sequence) all go to this stand-in, which invokes the target
 * handler in-process; the role and dead-letter ARNs are placeholders it never uses.
 */
export const LOCAL_ONE_TIME_SCHEDULE_ENVIRONMENT = {
  REMINDER_SCHEDULE_GROUP: 'meridian-local-reminders',
  REMINDER_TARGET_ARN: localTargetArn('booking/scheduled/send-booking-reminder'),
  REMINDER_ROLE_ARN: `arn:aws:iam::${LOCAL_ACCOUNT_ID}:role/meridian-local-reminders`,
  REMINDER_DLQ_ARN: `arn:aws:sqs:eu-west-2:${LOCAL_ACCOUNT_ID}:meridian-local-reminders`,
  ARTICLE_SCHEDULE_GROUP: 'meridian-local-article-publications',
  ARTICLE_PUBLISH_TARGET_ARN: localTargetArn('articles/scheduled/publish-article'),
  ARTICLE_PUBLISH_ROLE_ARN: `arn:aws:iam::${LOCAL_ACCOUNT_ID}:role/meridian-local-article-publications`,
  ARTICLE_PUBLISH_DLQ_ARN: `arn:aws:sqs:eu-west-2:${LOCAL_ACCOUNT_ID}:meridian-local-article-publications`,
  OUTREACH_STEP_SCHEDULE_GROUP: 'meridian-local-outreach-steps',
  OUTREACH_STEP_TARGET_ARN: localTargetArn('outreach/scheduled/run-sequence-step'),
  OUTREACH_STEP_ROLE_ARN: `arn:aws:iam::${LOCAL_ACCOUNT_ID}:role/meridian-local-outreach-steps`,
  OUTREACH_STEP_DLQ_ARN: `arn:aws:sqs:eu-west-2:${LOCAL_ACCOUNT_ID}:meridian-local-outreach-steps`,
} as const;

/** Longest delay `setTimeout` takes (about 24.8 days); later schedules re-arm when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

type Invoke = (handler: string, input: unknown) => Promise<unknown>;

/** Invokes a handler module of `functions/src` in this process, as Lambda would. */
const invokeModule: Invoke = async (handler, input) => {
  const module = (await import(pathToFileURL(join(REPO_ROOT, 'functions', 'src', `${handler}.ts`)).href)) as {
    handler: (event: unknown, context: unknown) => Promise<unknown>;
  };
  return module.handler(input, createLambdaContext({ functionName: functionNameFor(handler), region: 'eu-west-2' }));
};

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, errorType?: string): void {
  const payload = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': payload.length,
    ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
  });
  response.end(payload);
}

/** The schedule a Create or Update body describes, or an error message. */
function scheduleOf(name: string, body: Record<string, unknown>): PendingSchedule | string {
  const expression = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\)$/.exec(String(body.ScheduleExpression ?? ''));
  if (!expression?.[1]) return 'Only one-time at(yyyy-mm-ddThh:mm:ss) schedules are supported locally';
  if ((body.ScheduleExpressionTimezone ?? 'UTC') !== 'UTC') return 'Only UTC schedules are supported locally';
  const target = (body.Target ?? {}) as { Arn?: unknown; Input?: unknown };
  if (typeof target.Arn !== 'string' || !target.Arn.startsWith(ARN_PREFIX)) return 'Unknown target ARN';
  return {
    name,
    groupName: String(body.GroupName ?? 'default'),
    at: `${expression[1]}.000Z`,
    handler: target.Arn.slice(ARN_PREFIX.length),
    input: typeof target.Input === 'string' ? (JSON.parse(target.Input) as unknown) : {},
  };
}

/**
 * Starts the stand-in on `127.0.0.1`.
 *
 * @param options - `port` (0: a free one), the logger, and `invoke` (tests replace the module call).
 */
export async function startOneTimeScheduler(
  options: { port?: number; logger?: Logger; invoke?: Invoke } = {},
): Promise<OneTimeScheduler> {
  const invoke = options.invoke ?? invokeModule;
  const schedules = new Map<string, { schedule: PendingSchedule; timer: NodeJS.Timeout }>();
  const key = (group: string, name: string) => `${group}/${name}`;

  const arm = (schedule: PendingSchedule): NodeJS.Timeout => {
    const delay = Math.max(0, Date.parse(schedule.at) - Date.now());
    return setTimeout(
      () => {
        const id = key(schedule.groupName, schedule.name);
        if (delay > MAX_TIMER_MS) {
          schedules.set(id, { schedule, timer: arm(schedule) });
          return;
        }
        schedules.delete(id);
        invoke(schedule.handler, schedule.input).catch((error: unknown) =>
          options.logger?.error('One-time schedule target failed', { schedule: schedule.name, error }),
        );
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  };
  const drop = (id: string) => {
    const existing = schedules.get(id);
    if (existing) clearTimeout(existing.timer);
    schedules.delete(id);
    return existing !== undefined;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/schedules' && request.method === 'GET') return send(response, 200, { schedules: pending() });
    const name = decodeURIComponent(url.pathname.replace(/^\/schedules\//, ''));
    if (!url.pathname.startsWith('/schedules/') || name === '') return send(response, 404, { Message: 'Not found' });
    if (request.method === 'DELETE' || request.method === 'GET') {
      const id = key(url.searchParams.get('groupName') ?? 'default', name);
      const existing = schedules.get(id);
      if (!existing)
        return send(response, 404, { Message: `Schedule ${name} does not exist.` }, 'ResourceNotFoundException');
      if (request.method === 'GET') {
        const { schedule } = existing;
        return send(response, 200, {
          Name: name,
          GroupName: schedule.groupName,
          ScheduleExpression: `at(${schedule.at.slice(0, 19)})`,
        });
      }
      drop(id);
      return send(response, 200, {});
    }
    const parsed = scheduleOf(name, await readJson(request));
    if (typeof parsed === 'string') return send(response, 400, { Message: parsed }, 'ValidationException');
    const id = key(parsed.groupName, name);
    if (request.method === 'POST' && schedules.has(id)) {
      return send(response, 409, { Message: `Schedule ${name} already exists.` }, 'ConflictException');
    }
    if (request.method === 'PUT' && !drop(id)) {
      return send(response, 404, { Message: `Schedule ${name} does not exist.` }, 'ResourceNotFoundException');
    }
    schedules.set(id, { schedule: parsed, timer: arm(parsed) });
    options.logger?.info(`One-time schedule ${name} runs at ${parsed.at}`);
    return send(response, 200, { ScheduleArn: `arn:aws:scheduler:eu-west-2:${LOCAL_ACCOUNT_ID}:schedule/${id}` });
  };

  const pending = () => [...schedules.values()].map((entry) => entry.schedule).sort((a, b) => a.at.localeCompare(b.at));

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { Message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    pending,
    close: async () => {
      for (const { timer } of schedules.values()) clearTimeout(timer);
      schedules.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
