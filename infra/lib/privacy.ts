import { SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The privacy key (docs/product/privacy.md#tokens): a generated secret in Secrets Manager whose
 * value reaches the functions that need it as `PRIVACY_KEY` through a CloudFormation dynamic
 * reference (resolved at deploy, never in the template). It keys the subscriber ids, the erasure
 * tombstones and the audit log's IP hashes and signs the newsletter links, so it is never rotated
 * automatically (docs/decisions/023-privacy-key-and-keyed-hashes.md).
 */
export class PrivacyKey extends Construct {
  /** The secret. */
  readonly secret: Secret;
  /** The value as a dynamic reference, for the function environment. */
  readonly value: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Meridian: HMAC key of keyed address and IP hashes and of newsletter links',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Subscriber ids and erasure tombstones are keyed hashes of this key: a rotation must re-key them, so it is a planned migration, not a schedule (docs/decisions/023-privacy-key-and-keyed-hashes.md).',
    });
    this.value = SecretValue.secretsManager(this.secret.secretArn).unsafeUnwrap();
  }
}
