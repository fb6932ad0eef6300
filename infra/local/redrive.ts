/**
 * `npm run events:redrive`: moves the local bus's dead letters (`<DATA_DIR>/event-bus/dead-letters.jsonl`)
 * back to its pending deliveries (`<DATA_DIR>/event-bus/pending/`), each with a fresh start (no
 * attempts made, a new age window) and its event unchanged, so consumers see the same event id.
 *
 * The next `npm start` delivers them: a running stack reads the pending folder only when it starts,
 * so restart it to redrive into it. (Kept that simple on purpose: no second writer ever touches a
 * delivery the running bus holds.) Lines of the file that are not dead letters stay in it.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eventBusDir, pendingDir, redriveDeadLetters } from './event-bus-journal';
import { REPO_ROOT } from './runner';

/**
 * Redrives the dead letters of a data folder.
 *
 * @param dataDir - the data folder (`DATA_DIR`, default `<repo>/.local-data`)
 * @returns one line for the terminal
 * @throws the file system's error when the bus's files cannot be read or written
 */
export async function redrive(dataDir: string): Promise<string> {
  const busDir = eventBusDir(resolve(dataDir));
  const { moved, kept } = await redriveDeadLetters(busDir);
  const skipped = kept > 0 ? ` ${kept} unreadable lines stay in the dead-letter file.` : '';
  if (moved === 0) return `No dead letters in ${busDir}.${skipped}`;
  return `Moved ${moved} dead letters to ${pendingDir(busDir)}: the next npm start delivers them (restart the stack if it is running).${skipped}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  redrive(process.env.DATA_DIR || join(REPO_ROOT, '.local-data')).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(`Redrive failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
