import { environmentFor } from '@meridian/functions/environment';
import type { EnvironmentName } from '@meridian/functions/environment-variables';
import { DEFAULT_TIMEOUT_SECONDS } from '@meridian/functions/lib/dynamodb-limits';
import { type ItemAccess, tableAccessOf } from '@meridian/functions/table-access';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime, SystemLogLevel } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { handlerEntry, REPO_ROOT } from './paths';
import { rendererCommandHooks } from './renderer-bundle';

/**
 * Default memory (MB) and timeout (s) when a table entry sets none (functions/src/routes.ts); the
 * timeout outlasts a DynamoDB call's attempts twice (`functions/src/lib/dynamodb-limits.ts`).
 */
export const DEFAULT_MEMORY_MB = 512;
export { DEFAULT_TIMEOUT_SECONDS };

/** How long function logs are kept. */
export const FUNCTION_LOG_RETENTION = RetentionDays.THREE_MONTHS;

/** DynamoDB actions of read-only functions: no Scan (docs/architecture.md: no Scan on a request path). */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
] as const;

/** DynamoDB actions on the partitions a function writes (transactions authorise per item action). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/**
 * The one DynamoDB action on the partitions a function appends to (the audit log): a new item,
 * never an update or a delete; a transaction's `Put` is authorised by it too.
 */
export const TABLE_APPEND_ACTIONS = ['dynamodb:PutItem'] as const;

/** What every function may use: the table, the bus, the email sender and the shared environment. */
export interface FunctionResources {
  table: ITable;
  /** Index names of the table; read grants name each index ARN explicitly (no wildcard). */
  tableIndexNames: readonly string[];
  bus: IEventBus;
  /** ARN of the SES sender identity; `ses:SendEmail` is granted on it only. */
  senderIdentityArn: string;
  /** ARN of the SES configuration set used with every send. */
  configurationSetArn: string;
  /**
   * Values of the function environment (`functions/src/environment.ts`); each function gets the
   * variables its table entry needs, plus its own `POWERTOOLS_SERVICE_NAME`.
   */
  environment: Partial<Record<EnvironmentName, string>>;
}

/**
 * What every function of the project shares, also those outside the route and rule tables (the
 * missing-article origin): the exported `handler`, Node 24 on arm64, JSON logs (INFO for the
 * application, WARN for the platform), bundled from the repository root with its lock file.
 */
export const FUNCTION_RUNTIME = {
  handler: 'handler',
  runtime: Runtime.NODEJS_24_X,
  architecture: Architecture.ARM_64,
  loggingFormat: LoggingFormat.JSON,
  applicationLogLevelV2: ApplicationLogLevel.INFO,
  systemLogLevelV2: SystemLogLevel.WARN,
  projectRoot: REPO_ROOT,
  depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
} as const;

/** How every function is bundled: one minified ES module for Node 24 with source maps. */
export const FUNCTION_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  platform: 'node',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  // The AWS SDK v3 is part of the nodejs24.x runtime: not bundled (smaller, faster cold start).
  externalModules: ['@aws-sdk/*'],
  // CommonJS dependencies bundled into an ES module still call require() for Node built-ins.
  banner: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);",
};

/** Props of {@link MeridianFunction}: one route- or rule-table entry plus the shared resources. */
export interface MeridianFunctionProps {
  /** Handler module relative to `functions/src`, without extension; it exports `handler`. */
  handler: string;
  /** Who names the handler (for error messages), e.g. `route POST /api/contact`. */
  owner: string;
  /** HTTP method of a route function (unset for rule targets): routes get the `api` variables. */
  method?: string;
  publishesEvents?: boolean;
  sendsEmail?: boolean;
  /** True when it needs the privacy key (`PRIVACY_KEY`, docs/product/privacy.md#tokens). */
  usesPrivacyKey?: boolean;
  /** True when it makes or checks passkeys (`WEBAUTHN_*`, docs/product/staff-accounts.md#passkeys). */
  usesPasskeys?: boolean;
  /** True when it writes or reads outreach reply addresses (`REPLY_DOMAIN`, docs/product/outreach.md#replies). */
  usesReplyDomain?: boolean;
  /** True for the render function: the web build's renderer bundle is copied into its code (`site-render.ts`). */
  rendersSite?: boolean;
  /** The partitions it reads, writes and appends to (`dynamodb:LeadingKeys` patterns); none: no table access. */
  items?: ItemAccess;
  /** Event sources it publishes with (`events:source` condition); required when it publishes. */
  eventSources?: readonly string[];
  /** Memory in MB (default {@link DEFAULT_MEMORY_MB}). */
  memoryMb?: number;
  /** Timeout in seconds (default {@link DEFAULT_TIMEOUT_SECONDS}). */
  timeoutSeconds?: number;
  resources: FunctionResources;
}

/**
 * One Lambda function with the project's runtime defaults (docs/product/security.md#iam): Node 24 on
 * arm64, bundled by esbuild from `functions/src/<handler>.ts` (ESM, minified, source maps enabled
 * through `NODE_OPTIONS=--enable-source-maps`), memory and timeout from the table entry, its own
 * log group with retention, JSON logs, and a role with exactly the access the entry declares:
 * table reads, writes and appends (PutItem only) on exactly the partitions it names (`dynamodb:LeadingKeys`),
 * `events:PutEvents` on the bus only when it publishes and only with its own event sources
 * (`events:source`), `ses:SendEmail` on the sender identity and configuration set only when it
 * sends email.
 *
 * @throws {MissingHandlerError} when the handler file does not exist
 */
export class MeridianFunction extends Construct {
  /** The bundled function. */
  readonly fn: NodejsFunction;
  /** Its log group. */
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: MeridianFunctionProps) {
    super(scope, id);
    const entry = handlerEntry(props.handler, props.owner);
    const { resources } = props;
    const environment = environmentFor(props, resources.environment);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: FUNCTION_LOG_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // An explicit role instead of the AWSLambdaBasicExecutionRole managed policy: logs go only to
    // this function's own log group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry,
      ...FUNCTION_RUNTIME,
      memorySize: props.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(props.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      role,
      logGroup: this.logGroup,
      environment: { ...environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        ...FUNCTION_BUNDLING,
        ...(props.rendersSite === true ? { commandHooks: rendererCommandHooks() } : {}),
      },
    });

    Validations.of(this.fn).acknowledge({
      id: 'Serverless-LambdaTracing',
      reason:
        'X-Ray is off: every function logs structured JSON with its request id and the monitoring construct alarms on errors; X-Ray write actions cannot be scoped to a resource and would add a Resource "*" statement to every role.',
    });

    grantTableAccess(role, resources, props.items);
    grantSecretReads(role, environment);
    if (props.publishesEvents === true) {
      if (!props.eventSources || props.eventSources.length === 0)
        throw new Error(`${props.owner} publishes events but names no event source.`);
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['events:PutEvents'],
          resources: [resources.bus.eventBusArn],
          conditions: { StringEquals: { 'events:source': [...props.eventSources] } },
        }),
      );
    }
    if (props.sendsEmail === true) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [resources.senderIdentityArn, resources.configurationSetArn],
        }),
      );
    }
  }
}

/** The variables that name a secret the function reads at run time (functions/src/lib/secrets.ts). */
const SECRET_ARN_VARIABLES = ['ORIGIN_SECRET_ARN', 'PRIVACY_KEY_SECRET_ARN'] as const;

/**
 * `secretsmanager:GetSecretValue` on exactly the secrets a function's environment names
 * (docs/product/security.md#iam): its values are read at run time, never put in the configuration.
 */
function grantSecretReads(role: Role, environment: Record<string, string>): void {
  const arns = SECRET_ARN_VARIABLES.flatMap((name) => (environment[name] ? [environment[name]] : []));
  if (arns.length === 0) return;
  role.addToPrincipalPolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: arns }));
}

/**
 * Table statements of one function (docs/product/security.md#iam): read actions on the table and
 * its indexes for the read and write partitions, write actions on the table for the write
 * partitions, and `PutItem` alone for the append partitions, each with a `ForAllValues:StringLike`
 * condition on `dynamodb:LeadingKeys`. Nothing without items.
 */
function grantTableAccess(role: Role, resources: FunctionResources, items: ItemAccess | undefined): void {
  if (items === undefined || tableAccessOf(items) === 'none') return;
  const write = [...(items.write ?? [])];
  const read = [...new Set([...(items.read ?? []), ...write])];
  const append = [...(items.append ?? [])];
  const { table } = resources;
  const statement = (actions: readonly string[], onIndexes: boolean, leadingKeys: string[]) =>
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...actions],
        // Indexes are written through the table; only reads name the index ARNs.
        resources: onIndexes
          ? [table.tableArn, ...resources.tableIndexNames.map((name) => `${table.tableArn}/index/${name}`)]
          : [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeys } },
      }),
    );
  if (read.length > 0) statement(TABLE_READ_ACTIONS, true, read);
  if (write.length > 0) statement(TABLE_WRITE_ACTIONS, false, write);
  if (append.length > 0) statement(TABLE_APPEND_ACTIONS, false, append);
}
