/**
 * The mail viewer's mail across restarts: the SES emulator (`aws-ses-v2-local`) keeps captured
 * mail in memory only, so a restart of the local stack emptied the viewer, and with it the record
 * of what the functions sent before the restart. The stack saves the captured mail to
 * `<DATA_DIR>/ses/emails.json` when it stops and puts it back when it starts on that folder.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writeFileAtomically } from './atomic-file';

/** The emulator's store module (CommonJS, no exports map): its mail list is module state. */
const { clearStore, getStoreReadonly } = createRequire(import.meta.url)('aws-ses-v2-local/dist/store') as {
  clearStore: () => void;
  getStoreReadonly: () => { emails: unknown[] };
};

/** Where a data folder keeps the captured mail. */
export function mailboxFile(dataDir: string): string {
  return join(dataDir, 'ses', 'emails.json');
}

/**
 * Replaces the emulator's mail with what `file` holds (nothing when it does not exist or cannot be
 * read: the viewer then starts empty, as it did before mail was kept).
 *
 * @returns how many emails were put back.
 */
export function restoreCapturedMail(file: string): number {
  clearStore();
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return 0;
  }
  if (!Array.isArray(saved)) return 0;
  getStoreReadonly().emails.push(...saved);
  return saved.length;
}

/**
 * Writes the emulator's mail to `file` (atomically).
 *
 * @throws the file system's error.
 */
export async function saveCapturedMail(file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  await writeFileAtomically(file, JSON.stringify(getStoreReadonly().emails));
}
