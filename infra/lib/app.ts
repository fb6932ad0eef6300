import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { readConfig } from './config';
import { EdgeStack } from './edge-stack';
import { MeridianStack } from './meridian-stack';

/** Region of everything except the edge stack (data stays in the UK). */
export const HOME_REGION = 'eu-west-2';
/** CloudFront-scope WAF resources must live here. */
export const EDGE_REGION = 'us-east-1';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** Context values (tests); the CLI passes cdk.json and `-c` values through the environment. */
  context?: Record<string, unknown>;
  /** AWS account id of both stacks. */
  account: string;
  /** The built SPA directory. */
  distDir: string;
  /** Cloud assembly directory (tests). */
  outdir?: string;
}

/** The app with its two stacks. */
export interface MeridianApp {
  app: App;
  main: MeridianStack;
  edge: EdgeStack;
}

/**
 * Builds the CDK app: the us-east-1 edge stack (WAF) and the home-region stack, with cdk-nag's
 * AwsSolutions and Serverless packs registered as validation plugins (any unacknowledged finding
 *
 * @throws {ConfigError} when a context value is missing or invalid (the message names it)
 * @throws {MissingHandlerError} when a table entry's handler file does not exist
 */
export function buildApp(options: BuildAppOptions): MeridianApp {
  const props: AppProps = {
    ...(options.context !== undefined ? { context: options.context } : {}),
    ...(options.outdir !== undefined ? { outdir: options.outdir } : {}),
  };
  const app = new App(props);
  const config = readConfig((key) => app.node.tryGetContext(key));

  const edge = new EdgeStack(app, 'MeridianEdge', {
    env: { account: options.account, region: EDGE_REGION },
    crossRegionReferences: true,
    description: 'Meridian: CloudFront WAF web ACL (must be in us-east-1)',
    routes,
  });
  const main = new MeridianStack(app, 'Meridian', {
    env: { account: options.account, region: HOME_REGION },
    crossRegionReferences: true,
    description: 'Meridian: website, API, lead CRM',
    config,
    distDir: options.distDir,
    webAclArn: edge.webAcl.attrArn,
    routes,
    rules: eventRules,
  });
  main.addStackDependency(edge, 'CloudFront needs the web ACL ARN');

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return { app, main, edge };
}
