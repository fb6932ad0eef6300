/**
 * Loads the functions' handler modules the way Lambda does: once per module (a cold start), by
 * their path in the route, rule and schedule tables.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A Lambda handler as the runner calls it: the event and the context, any result. */
export type HandlerFunction = (event: unknown, context: unknown) => unknown;

/** Gives the handler of a module, relative to the functions folder, e.g. `handlers/leads/create-lead`. */
export type HandlerLoader = (modulePath: string) => Promise<HandlerFunction>;

/**
 * Creates a loader that imports each module once and keeps it, as a warm Lambda does. A module
 * that failed to load (e.g. a syntax error being fixed) is tried again on the next call.
 *
 * @param functionsDir - absolute folder the module paths are relative to (`functions/src`)
 * @returns the loader; it rejects when the module does not load or exports no `handler` function
 */
export function createHandlerLoader(functionsDir: string): HandlerLoader {
  const modules = new Map<string, Promise<HandlerFunction>>();
  return (modulePath) => {
    let loaded = modules.get(modulePath);
    if (!loaded) {
      loaded = import(pathToFileURL(join(functionsDir, `${modulePath}.ts`)).href).then(
        (module: { handler?: unknown }) => {
          if (typeof module.handler !== 'function')
            throw new Error(`${modulePath} does not export a handler function.`);
          return module.handler as HandlerFunction;
        },
      );
      loaded.catch(() => modules.delete(modulePath));
      modules.set(modulePath, loaded);
    }
    return loaded;
  };
}
