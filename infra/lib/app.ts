import { areas } from '@meridian/functions/areas';
import { siteConfig } from '@meridian/shared/site-config';
import { App, type AppProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { readConfig, replyDomainOf } from './config';
import { EdgeStack } from './edge-stack';
import { SES_RECEIVING_REGIONS, sesReceivingForced } from './inbound-mail';
import { MeridianStack } from './meridian-stack';
import { PricingPlanStack } from './pricing-plan-stack';
import { RECEIVING_REGION, ReplyReceivingStack, replyReceivingNames } from './reply-receiving-stack';

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
  /** GA4 measurement id or null (tests); default `siteConfig.analytics.measurementId`, the one source. */
  analyticsMeasurementId?: string | null;
  /** Region of the home stack (tests); default {@link HOME_REGION}. */
  homeRegion?: string;
}

/** The app with its stacks. */
export interface MeridianApp {
  app: App;
  main: MeridianStack;
  edge: EdgeStack;
  /** Only with `-c pricingPlan=free`. */
  pricingPlan?: PricingPlanStack;
  /** Only when the home region does not receive email (docs/deploy.md#receiving-replies). */
  replyReceiving?: ReplyReceivingStack;
}

/**
 * Builds the CDK app: the us-east-1 edge stack (WAF) and the home-region stack with one nested stack
 * per business area (`functions/src/areas.ts`), with cdk-nag's
 * AwsSolutions and Serverless packs registered as validation plugins (any unacknowledged finding
 * fails synth). When SES does not receive email in the home region (London does not, and
 * `-c sesReceiving=true` does not say otherwise), a fourth stack, `MeridianReplyReceiving` in
 * {@link RECEIVING_REGION}, receives the outreach replies and the home region's reply function
 * subscribes to it (docs/decisions/056-replies-received-in-ireland.md). Every taggable resource gets the tags `project` and `environment`. With
 * `-c pricingPlan=free` a third, us-east-1 stack subscribes the distribution and its web ACL to
 * CloudFront's flat-rate free plan.
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
  const config = readConfig(
    (key) => app.node.tryGetContext(key),
    options.analyticsMeasurementId === undefined ? siteConfig.analytics.measurementId : options.analyticsMeasurementId,
  );
  // Every taggable resource of every stack: cost allocation and ownership at a glance.
  Tags.of(app).add('project', config.projectTag);
  Tags.of(app).add('environment', config.environment);

  const edge = new EdgeStack(app, 'MeridianEdge', {
    env: { account: options.account, region: EDGE_REGION },
    crossRegionReferences: true,
    description: 'Meridian: CloudFront WAF web ACL (must be in us-east-1)',
    routes: areas.flatMap((area) => area.routes),
  });
  const homeRegion = options.homeRegion ?? HOME_REGION;
  const mainStackName = 'Meridian';
  let replyReceiving: ReplyReceivingStack | undefined;
  if (!SES_RECEIVING_REGIONS.includes(homeRegion) && !sesReceivingForced(app)) {
    replyReceiving = new ReplyReceivingStack(app, 'MeridianReplyReceiving', {
      env: { account: options.account, region: RECEIVING_REGION },
      description: `Meridian: SES receiving of outreach replies (${homeRegion} receives no email)`,
      names: replyReceivingNames(mainStackName, options.account, RECEIVING_REGION),
      replyDomain: replyDomainOf(config.senderEmail),
      alarmEmail: config.alarmEmail,
    });
  }
  const main = new MeridianStack(app, mainStackName, {
    env: { account: options.account, region: homeRegion },
    crossRegionReferences: true,
    description: 'Meridian: website, API, lead CRM',
    config,
    distDir: options.distDir,
    webAclArn: edge.webAcl.attrArn,
    areas,
    ...(replyReceiving !== undefined ? { replyReceivedIn: replyReceiving.names } : {}),
  });
  main.addStackDependency(edge, 'CloudFront needs the web ACL ARN');
  if (replyReceiving !== undefined)
    main.addStackDependency(replyReceiving, 'The reply function subscribes to the receiving region topic');

  let pricingPlan: PricingPlanStack | undefined;
  if (config.pricingPlan === 'free') {
    pricingPlan = new PricingPlanStack(app, 'MeridianPricingPlan', {
      env: { account: options.account, region: EDGE_REGION },
      crossRegionReferences: true,
      description: "Meridian: the distribution and its web ACL on CloudFront's flat-rate free plan",
      distributionArn: main.web.distribution.distributionArn,
      webAclArn: edge.webAcl.attrArn,
    });
    pricingPlan.addStackDependency(main, 'The subscription names the distribution');
  }

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app), new ServerlessChecks(app));
  return {
    app,
    main,
    edge,
    ...(pricingPlan !== undefined ? { pricingPlan } : {}),
    ...(replyReceiving !== undefined ? { replyReceiving } : {}),
  };
}
