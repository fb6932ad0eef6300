import { STAFF_REQUEST_HEADER, STAFF_SESSION_COOKIE } from '@meridian/shared/api-paths';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  type IOrigin,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  type ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AccessLevel } from 'aws-cdk-lib/aws-cloudfront';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { RENDERED_KEY_PATTERNS } from './renderer-bundle';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { ARTICLE_PATH_PATTERN, MissingArticlePages } from './missing-article';
import { acknowledgeBucketDeploymentProvider } from './bucket-deployment-checks';
import { buildResponseHeadersPolicy } from './response-headers-policy';
import {
  ASSETS_PREFIX,
  IMMUTABLE_CACHE_CONTROL,
  readSiteRoutingTable,
  REVALIDATE_CACHE_CONTROL,
  viewerRequestFunctionCode,
} from './spa-routing';

/**
 * Viewer headers forwarded to the API origin: what the handlers read (`content-type`,
 * `user-agent`, `referer`, `accept`, the CRM's `x-requested-with`) and the CloudFront-set client
 * address that login throttling and page-view hashing use (never a forgeable header).
 */
export const API_FORWARDED_HEADERS = [
  'Content-Type',
  'User-Agent',
  'Referer',
  'Accept',
  STAFF_REQUEST_HEADER,
  'CloudFront-Viewer-Address',
] as const;

/** Props of {@link Web}. */
export interface WebProps {
  /** The built SPA (`web/dist`): `index.html`, prerendered `<route>/index.html`, hashed `assets/`. */
  distDir: string;
  /** Host name of the HTTP API's endpoint (CloudFront origin of `/api/*`). */
  apiOriginDomainName: string;
  /** Headers CloudFront adds to every `/api/*` origin request (the origin secret, `api.ts`). */
  apiOriginHeaders?: Record<string, string>;
  /** Whether the CSP allows the Google Analytics hosts. */
  analyticsEnabled: boolean;
  /** ARN of the CLOUDFRONT-scope WAF web ACL (us-east-1). */
  webAclArn: string;
  /** Optional custom domain with its us-east-1 ACM certificate. */
  domainName?: string;
  certificateArn?: string;
}

/**
 * The public website: a private S3 bucket (all public access blocked, TLS enforced, encrypted)
 * read by CloudFront through Origin Access Control, with HTTPS only (TLS 1.2 minimum with a custom
 * domain), compression, HTTP/2 and HTTP/3, the security headers of `security-headers.ts`, the
 * client-routing viewer-request function of `spa-routing.ts` (no error-response fallback: missing
 * files are 404; a missing article page is the site's `404.html`, `missing-article.ts`), `/api/*` forwarded uncached to the HTTP API, and the built site uploaded with
 * cache headers and invalidated on every deploy.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** The deployment of the built pages (the render function renders the article pages after it). */
  readonly pagesDeployment: BucketDeployment;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** `https://<custom domain or CloudFront domain>`, without trailing slash. */
  readonly siteUrl: string;
  /** The site's domain name (custom or CloudFront's): the passkeys' relying party id. */
  readonly siteDomain: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Holds only the built site, which every deploy uploads again; kept on teardown like all
      // buckets with content (empty and delete it by hand, docs/deploy.md).
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.responseHeadersPolicy = buildResponseHeadersPolicy(this, props.analyticsEnabled);

    // The routing table the local static server reads too (spa-routing.ts).
    const routing = readSiteRoutingTable(props.distDir);
    const viewerRequest = new EdgeFunction(this, 'ViewerRequest', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client routes -> prerendered page or app shell; files unchanged (missing files are 404)',
      code: FunctionCode.fromInline(viewerRequestFunctionCode(routing.prerendered, routing.shell)),
    });

    const customDomain =
      props.domainName !== undefined && props.certificateArn !== undefined
        ? {
            domainNames: [props.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            // Only settable with a custom certificate; *.cloudfront.net keeps CloudFront's policy.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    // Exactly what the handlers read, plus CloudFront-Viewer-Address, which CloudFront adds only when
    // a policy names it: the login throttle and the page-view hash key on it. The viewer's
    // Host never reaches API Gateway (it would answer 403); the staff session cookie is the only
    // cookie forwarded (docs/product/staff-accounts.md#sessions).
    const apiOriginRequestPolicy = new OriginRequestPolicy(this, 'ApiOriginRequestPolicy', {
      comment: 'Meridian /api: the headers the handlers read, the viewer address, all query strings',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.allowList(STAFF_SESSION_COOKIE),
    });

    const apiOrigin = new HttpOrigin(props.apiOriginDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      ...(props.apiOriginHeaders ? { customHeaders: props.apiOriginHeaders } : {}),
    });
    // The article API and the assessment benchmark are public and say how long they may be cached
    // (Cache-Control max-age and stale-while-revalidate); without that header nothing is cached
    // (default TTL 0).
    const articleApiCache = new CachePolicy(this, 'ArticleApiCache', {
      comment: 'Meridian GET /api/articles*: as the origin Cache-Control says',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // LIST lets S3 answer 404 (not 403) for a missing object. CloudFront binds the origin group's
    // primary as an origin of its own, so both share one origin access control.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
      originAccessControl: new S3OriginAccessControl(this, 'SiteOriginAccessControl', {
        signing: Signing.SIGV4_ALWAYS,
      }),
    });
    const missingArticles = new MissingArticlePages(this, 'MissingArticlePages', { bucket: this.bucket, siteOrigin });
    const siteBehavior = (origin: IOrigin): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.responseHeadersPolicy,
      functionAssociations: [{ function: viewerRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Meridian website and /api',
      ...customDomain,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      defaultBehavior: siteBehavior(siteOrigin),
      additionalBehaviors: {
        // Before '/api/*': CloudFront uses the first pattern that matches.
        '/api/articles*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: articleApiCache,
          originRequestPolicy: apiOriginRequestPolicy,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
        // The peer benchmark says max-age=300 (docs/product/assessment.md#benchmark).
        '/api/assessment-benchmark': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          compress: true,
          cachePolicy: articleApiCache,
          originRequestPolicy: apiOriginRequestPolicy,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET: plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          compress: true,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiOriginRequestPolicy,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
        // A missing article page is the site's 404.html with status 404 (missing-article.ts).
        [ARTICLE_PATH_PATTERN]: siteBehavior(missingArticles.origin),
      },
    });

    const distributionChecks = Validations.of(this.distribution);
    distributionChecks.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'A public marketing site and lead form of an advisory firm: prospects and readers may be in any country and no law requires restricting them.',
    });
    distributionChecks.acknowledge({
      id: 'AwsSolutions-CFR3',
      reason:
        'CloudFront standard logs would store every visitor IP address; the product records page views itself with salted IP hashes (docs/product/site.md#analytics-and-consent), and the WAF keeps metrics and sampled requests for abuse investigation.',
    });
    if (props.domainName === undefined) {
      distributionChecks.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain configured: the default *.cloudfront.net certificate is used, whose viewer TLS policy CloudFront fixes; with domainName and certificateArn the distribution enforces TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'LIST is granted so that S3 answers 404 for a missing file; a listing is never served because defaultRootObject is set and the viewer-request function maps every path without an extension to an index.html object.',
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public, built website; it is read only by CloudFront through OAC and written only by the deployment, so server access logs would record nothing beyond CloudFront metrics.',
    });

    this.siteDomain = props.domainName ?? this.distribution.distributionDomainName;
    this.siteUrl = `https://${this.siteDomain}`;

    // Hashed assets first (kept on later deploys so that open pages still find their files),
    // then HTML and the other unhashed files, which replace the old ones and invalidate the cache.
    // The Cache-Control values are spa-routing.ts's cacheControlFor(), as the local server sends.
    const assetsDir = ASSETS_PREFIX.slice(1, -1);
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(join(props.distDir, assetsDir))],
      destinationBucket: this.bucket,
      destinationKeyPrefix: `${assetsDir}/`,
      cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE_CONTROL)],
      prune: false,
      memoryLimit: 512,
    });
    // The article pages, the listing and the sitemap belong to the render function, which renders
    // them after this deployment: neither uploaded nor pruned here (docs/decisions/031-event-driven-site-rendering.md).
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [Source.asset(props.distDir, { exclude: [assetsDir, `${assetsDir}/**`] })],
      destinationBucket: this.bucket,
      exclude: [`${assetsDir}/*`, ...RENDERED_KEY_PATTERNS],
      cacheControl: [CacheControl.fromString(REVALIDATE_CACHE_CONTROL)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
    this.pagesDeployment = pages;
    acknowledgeBucketDeploymentProvider(
      Stack.of(this),
      Stack.of(this).resolve((this.bucket.node.defaultChild as CfnBucket).logicalId) as string,
    );
  }
}
