import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { BOOKING_DETAIL_TYPES, BOOKING_EVENT_SOURCE } from '@meridian/shared/booking/booking-event-names';
import { DETAIL_TYPES, EVENT_SOURCES } from '@meridian/shared/event-names';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_AWS } from '../../infra/local/emulators';
import { EVENTBRIDGE_PATH } from '../../infra/local/runner';
import { LOCAL_EVENT_BUS_NAME } from '../../infra/local/stack-environment';
import {
  bookingRequest,
  contactRequest,
  emailCounts,
  freeStarts,
  type SentRequest,
  send,
  sendUntilAnswered,
  tableReader,
} from './observe';
import {
  dynamoDbLocalPid,
  freePorts,
  freezeFor,
  type StackProcess,
  startStackProcess,
  stopStackProcess,
} from './stack-process';

/**
 * Nothing accepted is lost, nothing is answered wrongly (docs/decisions/037-nothing-accepted-is-lost.md):
 * the local stack as `npm start` runs it, with DynamoDB Local frozen during a burst, stopped and
 * started again mid-burst, and events published twice.
 */

const running: StackProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const stack of running) await stopStackProcess(stack, 'SIGKILL', 5_000);
  if (!process.env.FAULT_KEEP_DATA) for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'meridian-faults-'));
  folders.push(folder);
  return folder;
}

async function started(dataDir: string, ports: Awaited<ReturnType<typeof freePorts>>): Promise<StackProcess> {
  const stack = await startStackProcess(dataDir, ports);
  running.push(stack);
  return stack;
}

async function stopped(stack: StackProcess, signal: NodeJS.Signals): Promise<void> {
  await stopStackProcess(stack, signal);
  running.splice(running.indexOf(stack), 1);
}

/** `201×n, 503×m…` of a list of answers. */
function summary(requests: SentRequest[]): string {
  const counts = new Map<number, number>();
  for (const { status } of requests) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(', ');
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const accepted = (request: SentRequest) => request.status === 201 || request.status === 202;

/** The emails each request must have caused: one to the visitor, one to the firm about them. */
async function missingEffects(stack: StackProcess, requests: SentRequest[]): Promise<string[]> {
  const table = tableReader(stack.dynamodbEndpoint);
  try {
    const { to, about } = await emailCounts(stack.sesUrl);
    const missing: string[] = [];
    for (const request of requests) {
      if (!(await table.hasLead(request.email))) missing.push(`${request.email}: no lead`);
      if ((to.get(request.email) ?? 0) !== 1)
        missing.push(`${request.email}: ${to.get(request.email) ?? 0} emails to the visitor`);
      if ((about.get(request.email) ?? 0) !== 1)
        missing.push(`${request.email}: ${about.get(request.email) ?? 0} firm emails`);
    }
    return missing;
  } finally {
    table.close();
  }
}

/** Waits until every request has exactly its lead and emails (polling), then checks that nothing more arrives. */
async function expectEffects(stack: StackProcess, requests: SentRequest[], timeoutMs: number): Promise<void> {
  await expect.poll(() => missingEffects(stack, requests), { timeout: timeoutMs, interval: 1_000 }).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(await missingEffects(stack, requests)).toEqual([]);
}

describe('nothing accepted is lost', () => {
  it('through a 20 s DynamoDB freeze during 20 bookings and 50 submissions', async () => {
    const ports = await freePorts();
    const stack = await started(dataFolder(), ports);
    const tag = randomUUID().slice(0, 8);
    const starts = (await freeStarts(stack.siteUrl)).slice(0, 20);
    expect(starts).toHaveLength(20);
    const requests = [
      ...starts.map((start, index) => bookingRequest(tag, index, start)),
      ...Array.from({ length: 50 }, (_, index) => contactRequest(tag, index)),
    ];

    const answers = Promise.all(requests.map((request) => send(stack.siteUrl, request)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await freezeFor(dynamoDbLocalPid(ports.dynamodb), 20_000);
    const first = await answers;
    const startedAt = Date.now();
    console.log(`[faults] freeze: first answers ${summary(first)}`);
    // Accepted, or refused with "try again": never an error, a conflict on one's own slot, or no answer.
    expect(first.filter((request) => ![201, 202, 503].includes(request.status))).toEqual([]);

    // Sent again with its key (and again while the table catches up, as Retry-After asks), each
    // request answers with its first outcome, or, refused the first time, is accepted now.
    const repeated = await Promise.all(first.map((request) => sendUntilAnswered(stack.siteUrl, request)));
    const untrue = repeated.flatMap((again, index) => {
      const before = first[index];
      const same = before && again.status === before.status && again.answer === before.answer;
      const fine = before && accepted(before) ? same : accepted(again);
      return fine
        ? []
        : [`${again.email}: first ${before?.status} ${before?.answer}, again ${again.status} ${again.answer}`];
    });
    expect(untrue).toEqual([]);
    console.log(`[faults] freeze: repeated with their keys ${summary(repeated)} after ${seconds(startedAt)}`);
    await expectEffects(stack, repeated, 180_000);
    console.log(`[faults] freeze: every lead and email in place ${seconds(startedAt)} after the freeze`);

    // No slot is held without its booking's lead.
    const free = new Set(await freeStarts(stack.siteUrl));
    const table = tableReader(stack.dynamodbEndpoint);
    for (const request of repeated.filter((sent) => sent.kind === 'booking' && !free.has(String(sent.body.start)))) {
      expect(await table.hasLead(request.email)).toBe(true);
    }
    table.close();
    await stopped(stack, 'SIGTERM');
  });

  it('through a stop mid-burst and a start on the same data folder', async () => {
    const ports = await freePorts();
    const dataDir = dataFolder();
    const first = await started(dataDir, ports);
    const tag = randomUUID().slice(0, 8);
    const pending = Array.from({ length: 100 }, (_, index) => contactRequest(tag, index));
    const answers: SentRequest[] = [];
    let stopping: Promise<void> | undefined;
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        answers.push(await send(first.siteUrl, next));
        if (answers.length === 30) stopping = stopped(first, 'SIGTERM');
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    await stopping;
    const acceptedBeforeStop = answers.filter(accepted);
    expect(acceptedBeforeStop.length).toBeGreaterThanOrEqual(30);

    console.log(`[faults] restart: answers before and during the stop ${summary(answers)}`);
    const second = await started(dataDir, ports);
    const startedAt = Date.now();
    await expectEffects(second, acceptedBeforeStop, 60_000);
    console.log(`[faults] restart: every lead and email in place ${seconds(startedAt)} after the start`);
  });

  it('publishing the same booking and contact events twice, under two event ids, sends nothing twice', async () => {
    const ports = await freePorts();
    const stack = await started(dataFolder(), ports);
    const tag = randomUUID().slice(0, 8);
    const bookingEmail = `fault.booking.${tag}.0@example.com`;
    const contactEmail = `fault.contact.${tag}.0@example.com`;
    const at = new Date().toISOString();
    const start = (await freeStarts(stack.siteUrl))[0] ?? '';
    const booking = {
      id: randomUUID(),
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      status: 'booked',
      sequence: 0,
      name: 'Twice Booked',
      email: bookingEmail,
      message: 'Published twice by the fault suite.',
      createdAt: at,
      updatedAt: at,
    };
    const contact = {
      submissionId: randomUUID(),
      submittedAt: at,
      contact: { name: 'Twice Sent', email: contactEmail, message: 'Published twice by the fault suite.' },
    };
    const bus = new EventBridgeClient({
      endpoint: `${stack.siteUrl}${EVENTBRIDGE_PATH}`,
      region: LOCAL_AWS.region,
      credentials: LOCAL_AWS.credentials,
    });
    for (let copy = 0; copy < 2; copy += 1) {
      const result = await bus.send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: LOCAL_EVENT_BUS_NAME,
              Source: BOOKING_EVENT_SOURCE,
              DetailType: BOOKING_DETAIL_TYPES.booked,
              Detail: JSON.stringify({ booking }),
            },
            {
              EventBusName: LOCAL_EVENT_BUS_NAME,
              Source: EVENT_SOURCES.website,
              DetailType: DETAIL_TYPES.contactSubmitted,
              Detail: JSON.stringify(contact),
            },
          ],
        }),
      );
      expect(result.FailedEntryCount).toBe(0);
    }
    bus.destroy();
    const published = [bookingEmail, contactEmail].map((email) => ({ email }) as SentRequest);
    await expectEffects(stack, published, 60_000);
  });
});
