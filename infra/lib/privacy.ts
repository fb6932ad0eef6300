import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The privacy key (docs/product/privacy.md#tokens): a generated secret in Secrets Manager that the
 * functions which need it read at run time (`PRIVACY_KEY_SECRET_ARN`, functions/src/lib/secrets.ts;
 * the value is in neither the template nor the Lambda configuration). It keys the subscriber ids,
 * the erasure tombstones and the audit log's IP hashes and signs links. Its signing keys rotate by
 * hand as a key ring (docs/deploy.md#rotating-the-privacy-key,
 * docs/decisions/045-privacy-key-ring-and-rotation.md), never on a schedule
 * (docs/decisions/023-privacy-key-and-keyed-hashes.md).
 */
export class PrivacyKey extends Construct {
  /** The secret. */
  readonly secret: Secret;

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
  }
}
