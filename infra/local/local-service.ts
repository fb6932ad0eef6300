/**
 * What the local stack knows of one of its services (an emulator, a stand-in, the runner), and how
 * a list of them starts in order and stops in reverse. The list itself is `stack-services.ts`.
 */
import type { LocalEndpointVariable } from './stack-environment';
import type { LocalStackConfig, PortSetting } from './stack-config';

/**
 * One service of the local stack.
 *
 * @typeParam Handle - what `start` gives back: the running service, kept for `stop` and the caller
 */
export interface LocalService<Handle> {
  /** Human name, in the log and in the port-in-use message, e.g. `DynamoDB Local`. */
  name: string;
  /** A port people can choose; absent = a free port on every start. */
  port?: PortSetting;
  /**
   * The endpoint variables that point the functions' SDK clients at this service.
   *
   * @param port - the port it will listen on
   */
  environment?(port: number): Partial<Record<LocalEndpointVariable, string>>;
  /**
   * Starts the service on `127.0.0.1:<port>` and resolves once it answers.
   *
   * @throws PortInUseError when the port was taken meanwhile; the service's own start errors
   */
  start(port: number, config: LocalStackConfig): Promise<Handle>;
  /** Stops it and resolves once it has stopped (DynamoDB Local: once Java has exited). */
  stop(handle: Handle): Promise<void>;
}

/** Services by key, in start order. */
export type LocalServices = Record<string, LocalService<unknown>>;

/** The handle of each started service, by the key of its entry. */
export type ServiceHandles<S extends LocalServices> = {
  [K in keyof S]: S[K] extends LocalService<infer Handle> ? Handle : never;
};

/** Started services and the one way to stop them all. */
export interface RunningServices<S extends LocalServices> {
  handles: ServiceHandles<S>;
  /**
   * Stops every started service, the last started first; each is waited for even when an earlier
   * one failed to stop. Idempotent.
   *
   * @throws AggregateError of the failures, once all have been waited for
   */
  stop(): Promise<void>;
}

/**
 * The endpoint variables the services declare.
 *
 * @param services - the services, by key
 * @param ports - the port of each, by the same key
 * @returns each service's variables, in service order
 */
export function declaredEndpoints<S extends LocalServices>(
  services: S,
  ports: { [K in keyof S]: number },
): Array<Partial<Record<LocalEndpointVariable, string>>> {
  return Object.entries(services).map(([key, service]) => service.environment?.(ports[key as keyof S]) ?? {});
}

/**
 * Starts the services one after another, in the order of their entries. When one fails to start,
 * those already started are stopped (in reverse) before the start's error is thrown; a failure to
 * stop them then is only logged.
 *
 * @param services - the services, by key, in start order
 * @param ports - the port of each, by the same key
 * @param config - the stack's settings
 * @returns the handles and `stop()`
 * @throws the error of the service that failed to start
 */
export async function startServices<S extends LocalServices>(
  services: S,
  ports: { [K in keyof S]: number },
  config: LocalStackConfig,
): Promise<RunningServices<S>> {
  const started: Array<() => Promise<void>> = [];
  const handles: Record<string, unknown> = {};
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    // Every service is waited for, even when another fails to stop: the process exits right after,
    // and DynamoDB Local's Java process must be gone by then.
    const failures: unknown[] = [];
    for (const stopOne of started.toReversed()) {
      await stopOne().catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw new AggregateError(failures, 'Some local services did not stop cleanly');
  };

  try {
    for (const [key, service] of Object.entries(services)) {
      const handle = await service.start(ports[key as keyof S], config);
      handles[key] = handle;
      started.push(() => service.stop(handle));
    }
  } catch (error) {
    // The start's own error is the one to report; a failed stop after it is only logged.
    await stop().catch((stopError: unknown) =>
      config.logger.error('Stopping after a failed start failed', { error: stopError }),
    );
    throw error;
  }
  return { handles: handles as ServiceHandles<S>, stop };
}
