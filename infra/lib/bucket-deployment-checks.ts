import { type Stack, Token, Validations } from 'aws-cdk-lib';

/**
 * cdk-nag acknowledgements of the provider function aws-cdk-lib creates for BucketDeployment (one
 * per stack and memory size): its runtime, role and policies are defined by aws-cdk-lib, not here.
 *
 * @param stack - the stack whose `Custom::CDKBucketDeployment…` providers are acknowledged.
 * @param siteBucketLogicalId - the site bucket's logical id, named in the wildcard findings.
 */
export function acknowledgeBucketDeploymentProvider(stack: Stack, siteBucketLogicalId: string): void {
  const reasonBase =
    "aws-cdk-lib's BucketDeployment provider function runs only during CloudFormation deployments to copy the built site";
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    const checks = Validations.of(child);
    checks.acknowledge({ id: 'AwsSolutions-L1', reason: `${reasonBase}; aws-cdk-lib pins its Python runtime.` });
    checks.acknowledge({
      id: 'Serverless-LambdaLatestVersion',
      reason: `${reasonBase}; aws-cdk-lib pins its Python runtime.`,
    });
    checks.acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${reasonBase}; aws-cdk-lib gives it AWSLambdaBasicExecutionRole for its own logs.`,
    });
    const wildcardReason = `${reasonBase}; aws-cdk-lib grants these object-level wildcards on the CDK asset bucket (read) and the site bucket (sync with prune), nothing else.`;
    for (const action of ['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*']) {
      checks.acknowledge({ id: `AwsSolutions-IAM5[Action::${action}]`, reason: wildcardReason });
    }
    checks.acknowledge({ id: `AwsSolutions-IAM5[Resource::<${siteBucketLogicalId}.Arn>/*]`, reason: wildcardReason });
    // With the enablePartitionLiterals flag (cdk.json) the partition is a literal, else a Ref.
    const partition = Token.isUnresolved(stack.partition) ? '<AWS::Partition>' : stack.partition;
    checks.acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-${stack.account}-${stack.region}/*]`,
      reason: wildcardReason,
    });
    checks.acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${reasonBase}; its only Resource "*" statement is cloudfront:CreateInvalidation/GetInvalidation, which CDK does not scope to the distribution.`,
    });
    checks.acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason: `${reasonBase}; CloudFormation invokes it and fails the deployment on error, so there is nothing to dead-letter.`,
    });
    checks.acknowledge({
      id: 'Serverless-LambdaTracing',
      reason: `${reasonBase}; its logs and the CloudFormation events are enough to diagnose a failed upload.`,
    });
  }
}
