/**
 * The local bus's journal: every delivery the bus accepted (one per matching rule target) is a file
 * in the data folder until its target succeeded or it was dead-lettered, so a stop, a crash or a
 * SIGKILL between `PutEvents` answering and the target succeeding loses nothing: the next start
 * replays what is left.
 *
 * Layout, under `<DATA_DIR>/event-bus/`:
 * - `pending/<delivery id>.json`: one {@link PendingDelivery} (the event whole, so its id stays the
 *   same across replays; attempts made; when the next attempt is due). Written atomically (a
 *   temporary file, fsync, rename, fsync of the folder) before `PutEvents` answers.
 * - `dead-letters.jsonl`: one {@link DeadLetter} per line, appended (and fsynced) when a delivery
 *   ran out of attempts or of age; `npm run events:redrive` moves them back to `pending/`.
 *
 * Why plain files: the local stack has no queue service, a file per delivery needs no locking (one
 * writer per delivery at a time) and no compaction, a person can read and delete them, and the
 * rename makes each write all-or-nothing. A burst costs one small fsynced file per target, which
 * the local stack's traffic easily affords.
 */
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { EventBridgeEvent } from 'aws-lambda';
import { writeFileAtomically } from './atomic-file';

/** One accepted delivery of an event to one rule target, as its pending file holds it. */
export interface PendingDelivery {
  /** Delivery id (the file's name); not the event's id, which several deliveries share. */
  id: string;
  rule: string;
  /** Handler module of the target, relative to `functions/src`. */
  target: string;
  event: EventBridgeEvent<string, unknown>;
  /** Attempts made so far. */
  attempts: number;
  /** When the bus accepted the event, ISO-8601. */
  acceptedAt: string;
  /** Start of the maximum-age window, ISO-8601: acceptance, or the latest replay or redrive. */
  windowStartedAt: string;
  /** When the next attempt is due, ISO-8601. */
  nextAttemptAt: string;
  /** The error of the last failed attempt. */
  lastError?: string;
}

/** One line of the dead-letter file: a delivery that failed for good. */
export interface DeadLetter {
  id: string;
  rule: string;
  target: string;
  event: EventBridgeEvent<string, unknown>;
  attempts: number;
  /** The last attempt's error message. */
  error: string;
  acceptedAt: string;
  /** When it was dead-lettered, ISO-8601. */
  failedAt: string;
}

/** Where the bus keeps its deliveries. */
export interface DeliveryJournal {
  /** Writes the pending files of newly accepted deliveries; resolves once they are on disk. */
  add(deliveries: readonly PendingDelivery[]): Promise<void>;
  /** Rewrites a delivery's pending file (after a failed attempt). */
  update(delivery: PendingDelivery): Promise<void>;
  /** Removes a delivery's pending file (its target succeeded). */
  remove(id: string): Promise<void>;
  /** Appends the dead letter, then removes the delivery's pending file. */
  deadLetter(letter: DeadLetter): Promise<void>;
  /** The pending deliveries on disk, oldest due first. */
  list(): Promise<PendingDelivery[]>;
}

/** The bus's folder in a data folder. */
export const eventBusDir = (dataDir: string): string => join(dataDir, 'event-bus');
/** The pending deliveries' folder in the bus's folder. */
export const pendingDir = (busDir: string): string => join(busDir, 'pending');
/** The dead-letter file in the bus's folder. */
export const deadLetterFile = (busDir: string): string => join(busDir, 'dead-letters.jsonl');

/** A journal that keeps nothing (a bus without a folder: deliveries live in memory only). */
export const MEMORY_JOURNAL: DeliveryJournal = {
  add: async () => {},
  update: async () => {},
  remove: async () => {},
  deadLetter: async () => {},
  list: async () => [],
};

/**
 * The journal in a folder (created when missing).
 *
 * @param busDir - the bus's folder, `<DATA_DIR>/event-bus`
 * @returns the journal; its methods reject with the file system's error when a write fails
 */
export function fileJournal(busDir: string): DeliveryJournal {
  const pending = pendingDir(busDir);
  const fileOf = (id: string): string => join(pending, `${id}.json`);
  let ready: Promise<unknown> | undefined;
  const ensureDir = (): Promise<unknown> => {
    ready ??= mkdir(pending, { recursive: true });
    return ready;
  };
  return {
    add: async (deliveries) => {
      if (deliveries.length === 0) return;
      await ensureDir();
      await Promise.all(
        deliveries.map((delivery) => writeFileAtomically(fileOf(delivery.id), JSON.stringify(delivery))),
      );
      await syncDir(pending);
    },
    update: async (delivery) => {
      await ensureDir();
      await writeFileAtomically(fileOf(delivery.id), JSON.stringify(delivery));
      await syncDir(pending);
    },
    remove: async (id) => {
      await rm(fileOf(id), { force: true });
    },
    deadLetter: async (letter) => {
      await appendLineDurably(deadLetterFile(busDir), JSON.stringify(letter));
      await rm(fileOf(letter.id), { force: true });
    },
    list: async () => {
      await ensureDir();
      const deliveries: PendingDelivery[] = [];
      for (const name of await readdir(pending)) {
        const path = join(pending, name);
        // A temporary file is a write that never completed: PutEvents did not answer for it.
        if (name.endsWith('.tmp')) await rm(path, { force: true });
        if (!name.endsWith('.json')) continue;
        const delivery = parseDelivery(await readFile(path, 'utf8').catch(() => ''));
        if (delivery) deliveries.push(delivery);
      }
      return deliveries.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
    },
  };
}

/**
 * Moves the dead letters back to `pending/`, each with a new start (no attempts made, due now, a
 * new age window) and its event unchanged. The file is renamed away first, so a bus that dead-letters
 * meanwhile starts a new one; an interrupted redrive is finished by the next.
 *
 * @param busDir - the bus's folder, `<DATA_DIR>/event-bus`
 * @param now - the redrive's time, in ms since the epoch
 * @returns how many deliveries were moved and how many lines were not dead letters (kept in the file)
 * @throws the file system's error when a file cannot be read or written
 */
export async function redriveDeadLetters(busDir: string, now = Date.now()): Promise<{ moved: number; kept: number }> {
  const source = deadLetterFile(busDir);
  const claimed = `${source}.redriving`;
  await rename(source, claimed).catch((error: NodeJS.ErrnoException) => {
    // Nothing to claim; a claimed file left by an interrupted redrive is still finished below.
    if (error.code !== 'ENOENT') throw error;
  });
  const text = await readFile(claimed, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  const journal = fileJournal(busDir);
  const time = new Date(now).toISOString();
  const deliveries: PendingDelivery[] = [];
  const unreadable: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const letter = parseDeadLetter(line);
    if (!letter) {
      unreadable.push(line);
      continue;
    }
    const { id, rule, target, event, acceptedAt, error } = letter;
    deliveries.push({
      id,
      rule,
      target,
      event,
      attempts: 0,
      acceptedAt,
      windowStartedAt: time,
      nextAttemptAt: time,
      lastError: error,
    });
  }
  await journal.add(deliveries);
  for (const line of unreadable) await appendLineDurably(source, line);
  await rm(claimed, { force: true });
  return { moved: deliveries.length, kept: unreadable.length };
}

/**
 * Reads the dead-letter file.
 *
 * @param busDir - the bus's folder
 * @returns its dead letters, oldest first (none when there is no file)
 */
export async function readDeadLetters(busDir: string): Promise<DeadLetter[]> {
  const text = await readFile(deadLetterFile(busDir), 'utf8').catch(() => '');
  return text
    .split('\n')
    .map(parseDeadLetter)
    .filter((letter): letter is DeadLetter => letter !== undefined);
}

async function appendLineDurably(path: string, line: string): Promise<void> {
  const handle = await open(path, 'a');
  try {
    await handle.writeFile(`${line}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes renames in a folder durable; a platform that cannot open folders (Windows) skips it. */
async function syncDir(path: string): Promise<void> {
  const handle = await open(path, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync().catch(() => {});
  } finally {
    await handle.close();
  }
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function hasDeliveryFields(value: Record<string, unknown>): boolean {
  return (
    typeof value.id === 'string' &&
    typeof value.rule === 'string' &&
    typeof value.target === 'string' &&
    typeof value.attempts === 'number' &&
    typeof value.acceptedAt === 'string' &&
    typeof value.event === 'object' &&
    value.event !== null
  );
}

function parseDelivery(text: string): PendingDelivery | undefined {
  const value = parseJson(text);
  if (!value || !hasDeliveryFields(value) || typeof value.nextAttemptAt !== 'string') return undefined;
  return { windowStartedAt: value.acceptedAt, ...value } as unknown as PendingDelivery;
}

function parseDeadLetter(line: string): DeadLetter | undefined {
  const value = parseJson(line);
  return value && hasDeliveryFields(value) ? (value as unknown as DeadLetter) : undefined;
}
