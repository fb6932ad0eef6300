/**
 * Atomic file writes for the local stack's data folder: a temporary file beside the target, then a
 * rename, so a reader (or the next start, after a crash) sees the old content or the new, never
 * part of it.
 *
 * (The `atomically` package did this before, but its exit hook re-sends every SIGINT/SIGTERM to
 * the process, which turned one Ctrl-C into two and cut the stack's drain on stop short.)
 */
import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';

/**
 * Writes a file atomically.
 *
 * @param path - the file to write; its folder must exist
 * @param data - the content
 * @param options - `fsync` (default true): flush the content to disk before the rename, so the
 *   file also survives a power cut (the caller fsyncs the folder for the rename itself)
 * @throws the file system's error; the temporary file is removed then
 */
export async function writeFileAtomically(
  path: string,
  data: string | Uint8Array,
  options: { fsync?: boolean } = {},
): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(data);
      if (options.fsync ?? true) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
