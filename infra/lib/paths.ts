import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the monorepo root (it holds `package-lock.json` and `cdk.json`). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Absolute path of `functions/src`, where handler modules live. */
export const FUNCTIONS_SRC = join(REPO_ROOT, 'functions', 'src');

/** Thrown when a route- or rule-table entry names a handler module that does not exist. */
export class MissingHandlerError extends Error {
  override readonly name = 'MissingHandlerError';
}

/**
 * Resolves a handler module named in the route or rule table to its TypeScript entry file.
 *
 * @param handler - module path relative to `functions/src`, without extension
 * @param owner - what names it (e.g. `route POST /api/contact`), for the error message
 * @returns the absolute path of `functions/src/<handler>.ts`
 * @throws {MissingHandlerError} when the file does not exist
 */
export function handlerEntry(handler: string, owner: string): string {
  const entry = join(FUNCTIONS_SRC, `${handler}.ts`);
  if (!existsSync(entry)) {
    throw new MissingHandlerError(
      `${owner} names handler "${handler}", but functions/src/${handler}.ts does not exist (it must export "handler").`,
    );
  }
  return entry;
}

/**
 * A construct id from a handler module path: `leads/handlers/list-leads` -> `HandlersAdminListLeads`.
 *
 * @param handler - module path relative to `functions/src`
 */
export function constructIdFor(handler: string): string {
  return handler
    .split(/[/_-]/)
    .filter((part) => part !== '')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
