import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnSubscription } from 'aws-cdk-lib/aws-pricingplanmanager';
import type { Construct } from 'constructs';

/** CloudFront is the only plan family of AWS Pricing Plan Manager. */
export const PLAN_FAMILY = 'CloudFront';
/** The free tier: $0 a month for up to 1 M requests and 100 GB, WAF and DDoS protection included. */
export const FREE_PLAN_TIER = 'FREE';

/** Props of {@link PricingPlanStack}. */
export interface PricingPlanStackProps extends StackProps {
  /** ARN of the site's CloudFront distribution (home-region stack). */
  distributionArn: string;
  /** ARN of the CLOUDFRONT-scope web ACL attached to it (edge stack). */
  webAclArn: string;
}

/**
 * Subscribes the distribution and its web ACL to CloudFront's flat-rate free plan
 * (`AWS::PricingPlanManager::Subscription`, tier FREE). The plan replaces the pay-as-you-go
 * charges of CloudFront and of the web ACL, its rules and requests. Pricing Plan Manager answers
 * in us-east-1, so the subscription lives in its own us-east-1 stack, deployed after both stacks
 * whose resources it names (docs/decisions/017-cloudfront-flat-rate-free-plan.md).
 *
 * While subscribed, CloudFront refuses to remove the web ACL or delete the distribution; destroying
 * this stack cancels a free subscription at once.
 */
export class PricingPlanStack extends Stack {
  readonly subscription: CfnSubscription;

  constructor(scope: Construct, id: string, props: PricingPlanStackProps) {
    super(scope, id, props);
    this.subscription = new CfnSubscription(this, 'Subscription', {
      planFamily: PLAN_FAMILY,
      planTier: FREE_PLAN_TIER,
      usageLevel: 'DEFAULT',
      // Exactly one distribution and exactly one web ACL, as the CloudFront plan family requires.
      resourceArns: [props.distributionArn, props.webAclArn],
    });
  }
}
