/**
 * What `npm start` does once its services run, in order: create the table when missing, seed the
 * built-in articles, make sure an admin password exists, render the article pages with the
 * web build's renderer (as a deploy does in AWS), and replay the event deliveries the last run left. Each step is one entry of {@link BOOTSTRAP_STEPS};
 * the stack reports what they return.
 */
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { LOCAL_AWS } from './emulators';
import type { ServiceHandles } from './local-service';
import { renderSiteAtStart } from './site-render';
import type { LocalStackConfig } from './stack-config';
import { LOCAL_TABLE_NAME } from './stack-environment';
import type { LOCAL_SERVICES } from './stack-services';

/** What a bootstrap step is given: the settings and the running services. */
export interface BootstrapContext {
  config: LocalStackConfig;
  services: ServiceHandles<typeof LOCAL_SERVICES>;
}

/** One bootstrap step; what it resolves to is part of the stack's report. */
type BootstrapStep<Result> = (context: BootstrapContext) => Promise<Result>;

/** The first partner as this start left it (docs/product/staff-accounts.md#first-partner). */
export interface AdminPasswordOutcome {
  /** The first partner's address (`ADMIN_EMAIL`). */
  adminEmail: string;
  /** The password this start generated (shown once); absent when none was generated. */
  generatedAdminPassword?: string;
  /** True when the configured admin password was applied. */
  adminPasswordFromEnv: boolean;
  /** True when this start made the shared password of an older data folder the partner's. */
  migratedSharedPassword: boolean;
}

/** Creates the table when it does not exist yet (DynamoDB Local keeps it in the data folder). */
const createTable: BootstrapStep<void> = async ({ config, services }) => {
  const { ensureTable } = await import('@meridian/functions/table/table-definition');
  const client = new DynamoDBClient({ endpoint: services.dynamodb.endpoint, ...LOCAL_AWS });
  try {
    const created = await ensureTable(client, LOCAL_TABLE_NAME);
    config.logger.info(created ? `Created table ${LOCAL_TABLE_NAME}` : `Table ${LOCAL_TABLE_NAME} exists`);
  } finally {
    client.destroy();
  }
};

/** Inserts the built-in articles that are missing; resolves to how many (0 on a restart). */
const seedArticles: BootstrapStep<number> = async ({ config }) => {
  const { seedBuiltInArticles } = await import('@meridian/functions/articles/data/article-seed');
  const seeded = await seedBuiltInArticles();
  config.logger.info(`Table ready and articles seeded after ${Date.now() - config.startedAt} ms`);
  return seeded;
};

/**
 * Makes sure the first partner (`ADMIN_EMAIL`) exists: the shared password of an older data folder
 * becomes theirs, else a new partner gets `ADMIN_PASSWORD` or a generated password; an existing
 * partner gets `ADMIN_PASSWORD` when it is set.
 */
const ensureFirstPartnerStep: BootstrapStep<AdminPasswordOutcome> = async ({ config }) => {
  const { ensureFirstPartner } = await import('@meridian/functions/staff-auth/services/staff-accounts');
  const fromEnv = config.adminPassword !== undefined;
  const password = { value: config.adminPassword ?? generatePassword(), generated: !fromEnv };
  const outcome = await ensureFirstPartner(config.adminEmail, password);
  config.logger.info(`First partner ready after ${Date.now() - config.startedAt} ms`);
  return {
    adminEmail: config.adminEmail,
    adminPasswordFromEnv: fromEnv,
    migratedSharedPassword: outcome.migrated,
    ...(outcome.created && !outcome.migrated && !fromEnv ? { generatedAdminPassword: password.value } : {}),
  };
};

/** The rendered article pages, listing and sitemap of this build (as after a deploy in AWS). */
const renderSite: BootstrapStep<void> = ({ config }) =>
  renderSiteAtStart(LOCAL_AWS.region, config.logger, config.startedAt, config.rendererModule);

/**
 * Replays the event deliveries the last run left in `<dataDir>/event-bus` (a stop that could not
 * finish them, or a crash), once the table is ready; resolves to how many.
 */
const replayEvents: BootstrapStep<number> = ({ services }) => services.runner.eventBus.resume();

/** The bootstrap steps, by key, in order. */
export const BOOTSTRAP_STEPS = {
  table: createTable,
  seededArticles: seedArticles,
  adminPassword: ensureFirstPartnerStep,
  render: renderSite,
  replayedEvents: replayEvents,
};

/** What each step resolved to, by the key of its entry. */
type BootstrapResults<S extends Record<string, BootstrapStep<unknown>>> = {
  [K in keyof S]: Awaited<ReturnType<S[K]>>;
};

/**
 * Runs the steps one after another.
 *
 * @param steps - the steps, by key, in order
 * @param context - the settings and the running services
 * @returns what each step resolved to
 * @throws the first step's error (the later steps do not run)
 */
export async function runBootstrap<S extends Record<string, BootstrapStep<unknown>>>(
  steps: S,
  context: BootstrapContext,
): Promise<BootstrapResults<S>> {
  const results: Record<string, unknown> = {};
  for (const [key, step] of Object.entries(steps)) results[key] = await step(context);
  return results as BootstrapResults<S>;
}

/**
 * A random first-partner password: 24 characters from a 64-character alphabet (144 bits).
 *
 * @returns the password (letters, digits, `-` and `_`)
 */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
