import { notFoundPageFunction } from '@meridian/functions/articles/area';
import { serviceNameFor } from '@meridian/functions/environment';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { IOrigin } from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, OriginGroup } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FunctionUrlAuthType } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { FUNCTION_BUNDLING, FUNCTION_LOG_RETENTION, FUNCTION_RUNTIME } from './function';
import { handlerEntry } from './paths';
import { NOT_FOUND_HTML } from './spa-routing';

/** Path pattern of the article pages' cache behavior. */
export const ARTICLE_PATH_PATTERN = '/insights/*';
/** Statuses of the site bucket on which CloudFront asks the not-found origin instead (missing object: 404, or 403 without LIST). */
export const MISSING_PAGE_STATUS_CODES = [403, 404] as const;
/** The handler module that answers the not-found page (relative to `functions/src`). */
export const NOT_FOUND_PAGE_HANDLER = notFoundPageFunction.handler;

/** Props of {@link MissingArticlePages}. */
export interface MissingArticlePagesProps {
  /** The site bucket; the function may read its `404.html` only. */
  bucket: IBucket;
  /** The bucket's CloudFront origin (the one of the default behavior, so the distribution has it once). */
  siteOrigin: IOrigin;
}

/**
 * Missing article pages at the edge (docs/decisions/031-event-driven-site-rendering.md): the
 * origin of the `/insights/*` behavior is an origin group whose primary is the site bucket and
 * whose fallback, on 403 or 404 for GET and HEAD, is a small function behind a function URL (IAM
 * auth, signed by CloudFront's origin access control) answering the bucket's `404.html` with
 * status 404. Only that behavior has the fallback, so `/api/*` keeps its JSON errors. The
 * function's role may write its own log group and read `404.html` from the bucket, nothing else.
 */
export class MissingArticlePages extends Construct {
  /** The function answering the not-found page. */
  readonly fn: NodejsFunction;
  /** The origin group for {@link ARTICLE_PATH_PATTERN}. */
  readonly origin: IOrigin;

  constructor(scope: Construct, id: string, props: MissingArticlePagesProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: FUNCTION_LOG_RETENTION,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [props.bucket.arnForObjects(NOT_FOUND_HTML.slice(1))],
      }),
    );

    this.fn = new NodejsFunction(this, 'Function', {
      entry: handlerEntry(NOT_FOUND_PAGE_HANDLER, 'the missing-article origin'),
      ...FUNCTION_RUNTIME,
      memorySize: 128,
      timeout: Duration.seconds(5),
      role,
      logGroup,
      environment: {
        SITE_BUCKET_NAME: props.bucket.bucketName,
        // The wrapper validates it at cold start: the logger's service name, as every function's.
        POWERTOOLS_SERVICE_NAME: serviceNameFor(NOT_FOUND_PAGE_HANDLER),
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: FUNCTION_BUNDLING,
    });
    const url = this.fn.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    this.origin = new OriginGroup({
      primaryOrigin: props.siteOrigin,
      fallbackOrigin: FunctionUrlOrigin.withOriginAccessControl(url),
      fallbackStatusCodes: [...MISSING_PAGE_STATUS_CODES],
    });

    const checks = Validations.of(this.fn);
    checks.acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'Invoked only synchronously by CloudFront through its function URL; a dead-letter queue would only receive asynchronous invocations, which this function never gets.',
    });
    checks.acknowledge({
      id: 'Serverless-LambdaTracing',
      reason:
        'X-Ray is off as for every function: it logs structured JSON and answers one fixed page; X-Ray write actions cannot be scoped to a resource.',
    });
  }
}
