/**
 * The local stack's configuration, resolved once before anything starts: the options of
 * `startLocalStack`, each falling back to its environment variable and then its default, checked
 * (an admin password too short, a port that is not a number or is taken fail here, in one line),
 * and the port of every service chosen.
 */
import { join, resolve } from 'node:path';
import { assertPortFree, getFreePort } from './emulators';
import { eventBusDir } from './event-bus-journal';
import { createConsoleLogger, type Logger } from './logger';
import { REPO_ROOT } from './runner';
import { LOCAL_RENDERER_MODULE } from './site-render';

/** Options of `startLocalStack`; each defaults to its environment variable, then its default. */
export interface LocalStackOptions {
  /** Runner port (`PORT`, 3000); 0 = a free port. */
  port?: number;
  /** Data folder (`DATA_DIR`, `<repo>/.local-data`); DynamoDB keeps its file in `<dataDir>/dynamodb`. */
  dataDir?: string;
  /** DynamoDB Local port (`DYNAMODB_PORT`, 8000); 0 = a free port. */
  dynamodbPort?: number;
  /** SES emulator port (`SES_PORT`, 8005); 0 = a free port. */
  sesPort?: number;
  /** Port of the reply domain's SMTP server (`SMTP_PORT`, 2525); 0 = a free port. */
  smtpPort?: number;
  /** Address of the first partner (`ADMIN_EMAIL`, default `owner@meridian.local`). */
  adminEmail?: string;
  /** The first partner's password to set (`ADMIN_PASSWORD`); unset and no partner yet = generate one. */
  adminPassword?: string;
  /** Public base URL given to the functions as `SITE_URL` (default the runner's URL). */
  siteUrl?: string;
  /**
   * Absolute path of the renderer bundle the render function imports (`SITE_RENDERER_MODULE`);
   * default the web build's `web/dist-renderer/renderer.mjs`. Tests give their own, so what they
   * render does not depend on whether (or when) the web app was built.
   */
  rendererModule?: string;
  /**
   * Run the `rate(...)` schedules of `functions/src/schedules.ts` on their interval (default false;
   * `npm start` turns it on). Off, they run only when asked (`/__local/scheduler/<name>`).
   */
  recurringSchedules?: boolean;
  /** Longest wait on stop, in ms, for the bus to deliver what it holds (default 10 000). */
  drainTimeoutMs?: number;
  /** Drop info log lines (tests). */
  quiet?: boolean;
  logger?: Logger;
}

/** Thrown for configuration the stack cannot start with; the message is one line. */
export class LocalStackConfigError extends Error {
  override readonly name = 'LocalStackConfigError';
}

/** The options of {@link LocalStackOptions} that set a port. */
export type PortOption = 'port' | 'dynamodbPort' | 'sesPort' | 'smtpPort';

/** A service port a person can choose: the option, else the environment variable, else the default. */
export interface PortSetting {
  option: PortOption;
  /** Environment variable, also named in the port-in-use message. */
  envName: string;
  fallback: number;
}

/** The settings every service and bootstrap step reads, resolved once by {@link resolveStackConfig}. */
export interface LocalStackConfig {
  /** When `startLocalStack` was called (ms since the epoch), for the timings in the log. */
  startedAt: number;
  logger: Logger;
  /** Absolute data folder. */
  dataDir: string;
  /** `<dataDir>/site`: the site bucket's objects, served by the runner over the web build. */
  siteDir: string;
  /** `<dataDir>/inbound-mail`: the inbound mail bucket's objects (raw replies from the SMTP server). */
  inboundMailDir: string;
  /** `<dataDir>/event-bus`: the bus's pending deliveries and dead letters (`event-bus-journal.ts`). */
  eventBusDir: string;
  /** Whether the runner runs the `rate(...)` schedules on their interval. */
  recurringSchedules: boolean;
  /** Longest wait on stop, in ms, for the bus to deliver what it holds. */
  drainTimeoutMs: number;
  /** The first partner's address. */
  adminEmail: string;
  /** The first partner's password to set on this start, if one was given (at least 12 characters). */
  adminPassword: string | undefined;
  /** Absolute path of the render function's renderer bundle. */
  rendererModule: string;
  /** `SITE_URL` given by the caller; undefined = the runner's URL. */
  siteUrl: string | undefined;
}

/** Shortest admin password the product accepts (functions/src/staff-auth/services/password.ts). */
const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** The first partner's address when `ADMIN_EMAIL` is unset. */
export const DEFAULT_ADMIN_EMAIL = 'owner@meridian.local';

/**
 * Resolves the settings that are not ports.
 *
 * @param options - the caller's options; unset ones come from the environment, then the defaults
 * @param startedAt - when the start began (ms since the epoch)
 * @returns the settings
 * @throws LocalStackConfigError for an admin password shorter than 12 characters or an
 *   `ADMIN_EMAIL` without an `@`
 */
export function resolveStackConfig(options: LocalStackOptions, startedAt: number): LocalStackConfig {
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? join(REPO_ROOT, '.local-data'));
  const adminPassword = options.adminPassword ?? (process.env.ADMIN_PASSWORD || undefined);
  if (adminPassword !== undefined && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new LocalStackConfigError(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long.`);
  }
  const adminEmail = (options.adminEmail ?? (process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL)).trim();
  if (!/^[^@\s]+@[^@\s]+$/.test(adminEmail)) throw new LocalStackConfigError('ADMIN_EMAIL must be an email address.');
  return {
    startedAt,
    logger: options.logger ?? createConsoleLogger({ quiet: options.quiet ?? false }),
    dataDir,
    siteDir: join(dataDir, 'site'),
    inboundMailDir: join(dataDir, 'inbound-mail'),
    eventBusDir: eventBusDir(dataDir),
    recurringSchedules: options.recurringSchedules ?? false,
    drainTimeoutMs: options.drainTimeoutMs ?? 10_000,
    adminEmail,
    adminPassword,
    rendererModule: options.rendererModule ?? LOCAL_RENDERER_MODULE,
    siteUrl: options.siteUrl,
  };
}

/** What {@link resolvePorts} needs of a service. */
interface PortedService {
  name: string;
  port?: PortSetting;
}

/**
 * Chooses the port of every service: a configurable one from its option, environment variable or
 * default (checked free first, all of them before any free port is picked), 0 or no setting = a
 * port the system says is free.
 *
 * @param services - the services, by key
 * @param options - the caller's options
 * @returns the port of each service, by the same key
 * @throws LocalStackConfigError for a port variable that is not a number from 0 to 65535;
 *   PortInUseError (one line, naming the variable) for a port that is taken
 */
export async function resolvePorts<S extends Record<string, PortedService>>(
  services: S,
  options: LocalStackOptions,
): Promise<{ [K in keyof S]: number }> {
  const entries = Object.entries(services).map(([key, service]) => {
    const setting = service.port;
    const chosen = setting ? (options[setting.option] ?? readPort(setting.envName, setting.fallback)) : 0;
    return { key, service, chosen };
  });
  // Fail fast, with one line, before anything starts.
  for (const { service, chosen } of entries) {
    if (chosen !== 0) await assertPortFree(chosen, service.name, service.port?.envName);
  }
  const ports: Record<string, number> = {};
  for (const { key, chosen } of entries) ports[key] = chosen || (await getFreePort());
  return ports as { [K in keyof S]: number };
}

function readPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new LocalStackConfigError(`${name} must be a port number (0-65535), got "${raw}".`);
  }
  return value;
}
