/**
 * Process lifecycle of the local stack's command-line entries (`npm start`, `npm run dev`): stop
 * every child on a signal, on a crash or when the parent goes away, and report a failed start in
 * one line.
 */
import type { Logger } from './logger';

/**
 * Runs `stop` once on SIGINT / SIGTERM (a second signal exits at once) and on a crash, then exits.
 *
 * @param stop - what to stop
 * @param logger - where to report a crash
 */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const shutdown = (exitCode: number): void => {
    if (stopping) {
      process.exit(exitCode);
    }
    stopping = true;
    stop()
      .catch((error: unknown) => logger.error('Stopping failed', { error }))
      .finally(() => process.exit(exitCode));
  };
  process.on('SIGINT', () => shutdown(130));
  // If whatever started us dies without passing a signal on (e.g. `kill -9` of npm), we are
  // re-parented: stop then too, so nothing keeps running unseen. A stop already under way (npm may
  // exit on Ctrl-C before us) is left to finish its drain rather than cut short.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) {
      logger.warn('The parent process has gone: stopping.');
      shutdown(129);
    }
  }, 1_000).unref();
  process.on('SIGTERM', () => shutdown(143));
  process.on('SIGHUP', () => shutdown(129));
  process.on('uncaughtException', (error) => {
    logger.error('Crashed', { error });
    shutdown(1);
  });
  process.on('unhandledRejection', (error) => {
    logger.error('Crashed', { error });
    shutdown(1);
  });
}

/** Prints a one-line reason for a failed start and sets the exit code. */
export function reportStartFailure(error: unknown): void {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(`Local stack not started: ${message}`);
  process.exitCode = 1;
}
