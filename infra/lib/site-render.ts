import { SITE_RENDER_REQUESTED, SITE_RENDER_SOURCE } from '@meridian/shared/articles/site-render';
import { type CfnResource, Names, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct, type IConstruct, type IDependable } from 'constructs';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { RENDERED_KEY_PATTERNS } from './renderer-bundle';

/**
 * The render function's AWS wiring (docs/product/publishing.md#publishing,
 * docs/decisions/031-event-driven-site-rendering.md): the web build's renderer bundle copied into
 * its code, write access to the bucket keys it owns, invalidations on the one distribution, and a
 * whole-site render after every deployment that brings a new build.
 */

/** Props of {@link SiteRendering}. */
export interface SiteRenderingProps {
  /** The render function (the `rendersSite` target of the rule table, a `MeridianFunction`). */
  renderer: IConstruct & { readonly fn: NodejsFunction };
  bucket: IBucket;
  distribution: IDistribution;
  /** The deployment of the built pages: the whole-site render runs after it. */
  deployment: IDependable;
  /** {@link buildDigest} of the deployed build: a new value renders the whole site again. */
  buildId: string;
}

/**
 * Grants the render function what it writes and invalidates, and renders every published article
 * after each deployment of a new build (the pages of the old build name asset files of the old
 * build): a custom resource invokes the function asynchronously with a `SiteRenderRequested`
 * event, so a failed render is retried and lands in its on-failure queue like any event.
 */
export class SiteRendering extends Construct {
  constructor(scope: Construct, id: string, props: SiteRenderingProps) {
    super(scope, id);
    const { renderer, bucket, distribution } = props;
    const fn = renderer.fn;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject'],
        resources: RENDERED_KEY_PATTERNS.map((pattern) => bucket.arnForObjects(pattern)),
      }),
    );
    const stack = Stack.of(this);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:CreateInvalidation'],
        resources: [
          stack.formatArn({
            service: 'cloudfront',
            region: '',
            resource: 'distribution',
            resourceName: distribution.distributionId,
          }),
        ],
      }),
    );
    Validations.of(renderer).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${bucketArnInFindings(bucket, renderer)}>/insights/*]`,
      reason:
        'The render function writes and deletes the article pages under insights/ only (one page per published article, docs/product/publishing.md#publishing): a per-article grant is not possible for articles published later.',
    });

    const invoke = {
      service: 'Lambda',
      action: 'invoke',
      parameters: {
        FunctionName: fn.functionName,
        // Asynchronous: Lambda's retries and the function's on-failure queue apply, as for events.
        InvocationType: 'Event',
        Payload: JSON.stringify({
          version: '0',
          id: `deploy-${props.buildId}`,
          'detail-type': SITE_RENDER_REQUESTED,
          source: SITE_RENDER_SOURCE,
          account: stack.account,
          time: '1970-01-01T00:00:00Z',
          region: stack.region,
          resources: [],
          detail: { reason: `deploy of build ${props.buildId}` },
        }),
      },
      physicalResourceId: PhysicalResourceId.of(`site-render-${props.buildId}`),
    };
    const renderAfterDeploy = new AwsCustomResource(this, 'RenderAfterDeploy', {
      onCreate: invoke,
      onUpdate: invoke,
      installLatestAwsSdk: false,
      memorySize: 256,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }),
      ]),
    });
    renderAfterDeploy.node.addDependency(props.deployment);
    acknowledgeCustomResourceProvider(stack);
  }
}

/**
 * cdk-nag acknowledgements of the singleton provider function aws-cdk-lib creates for
 * AwsCustomResource: its role and configuration are aws-cdk-lib's, its only grant is the invoke above.
 */
function acknowledgeCustomResourceProvider(stack: Stack): void {
  const provider = stack.node.tryFindChild(AWS_CUSTOM_RESOURCE_PROVIDER_ID);
  if (!provider) return;
  const reasonBase =
    "aws-cdk-lib's AwsCustomResource provider runs only during CloudFormation deployments, to ask for the whole-site render";
  const checks = Validations.of(provider);
  checks.acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: `${reasonBase}; aws-cdk-lib gives it AWSLambdaBasicExecutionRole for its own logs.`,
  });
  checks.acknowledge({
    id: 'Serverless-LambdaDLQ',
    reason: `${reasonBase}; CloudFormation invokes it and fails the deployment on error, so there is nothing to dead-letter.`,
  });
  checks.acknowledge({
    id: 'Serverless-LambdaTracing',
    reason: `${reasonBase}; its logs and the CloudFormation events are enough to diagnose a failed call.`,
  });
}

/** The construct id aws-cdk-lib gives the AwsCustomResource provider function (one per stack). */
const AWS_CUSTOM_RESOURCE_PROVIDER_ID = 'AWS679f53fac002430cb0da5b7982bd2287';

/**
 * How cdk-nag names the bucket's ARN in a finding of the renderer's policy: `<logical id>.Arn` in
 * the bucket's own stack, or the nested-stack parameter CDK creates for it when the renderer is in
 * an area's nested stack (`reference-to-<unique id of the bucket resource>.Arn`, without the dashes
 * and dots a logical id may not hold).
 */
function bucketArnInFindings(bucket: IBucket, renderer: IConstruct): string {
  const resource = bucket.node.defaultChild as CfnResource;
  if (Stack.of(bucket) === Stack.of(renderer)) return `${Stack.of(bucket).resolve(resource.logicalId) as string}.Arn`;
  return `referenceto${Names.nodeUniqueId(resource.node)}Arn`;
}
