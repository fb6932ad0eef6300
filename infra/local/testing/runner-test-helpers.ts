/**
 * Helpers of the local runner's tests (`runner.test.ts`, `runner-site.test.ts`): the fixture
 * functions' folder, a logger that keeps its lines, and a raw HTTP request.
 */
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger, LogFields } from '../logger';

/** Folder of the fixture handlers (`testing/fixtures/functions`). */
export const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'functions');

/** One line a {@link collectingLogger} kept. */
export interface LogLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields?: LogFields;
}

/** A logger that appends every line to `lines`, for assertions. */
export function collectingLogger(lines: LogLine[]): Logger {
  return {
    info: (message, fields) => lines.push({ level: 'info', message, ...(fields ? { fields } : {}) }),
    warn: (message, fields) => lines.push({ level: 'warn', message, ...(fields ? { fields } : {}) }),
    error: (message, fields) => lines.push({ level: 'error', message, ...(fields ? { fields } : {}) }),
  };
}

/**
 * Raw HTTP request (fetch cannot send a custom Host or read several Set-Cookie headers easily).
 * @returns the status, the headers as Node parsed them, and the body as bytes (still encoded)
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
