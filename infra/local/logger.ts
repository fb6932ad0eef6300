/**
 * The local stack's log: one line per message, `level message {json fields}`, on stderr for
 * warnings and errors. Tests pass their own {@link Logger} to collect lines.
 */

/** Structured fields attached to a log line. */
export type LogFields = Record<string, unknown>;

/** What the runner, the bus and the start script log through. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/**
 * Creates the console logger.
 *
 * @param options - `quiet` drops info lines (warnings and errors are always written)
 * @returns a logger writing to stdout (info) and stderr (warn, error)
 */
export function createConsoleLogger(options: { quiet?: boolean } = {}): Logger {
  const line = (level: string, message: string, fields?: LogFields): string =>
    `[local] ${level} ${message}${fields && Object.keys(fields).length > 0 ? ` ${safeJson(fields)}` : ''}`;
  return {
    info: (message, fields) => {
      if (!options.quiet) console.log(line('info', message, fields));
    },
    warn: (message, fields) => console.warn(line('warn', message, fields)),
    error: (message, fields) => console.error(line('error', message, fields)),
  };
}

function safeJson(fields: LogFields): string {
  try {
    return JSON.stringify(fields, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
    );
  } catch {
    return '[unserialisable fields]';
  }
}
