import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';

/**
 * Answers the test environment's secrets (`setup-env.ts`) from a mocked Secrets Manager:
 * `ORIGIN_SECRET_ARN` with `{ current: TEST_ORIGIN_SECRET, previous: '' }` and
 * `PRIVACY_KEY_SECRET_ARN` with `TEST_PRIVACY_KEY`. A test that mocks Secrets Manager itself
 * calls this again afterwards.
 */
export function mockTestSecrets(): void {
  mockClient(SecretsManagerClient)
    .on(GetSecretValueCommand, { SecretId: process.env.ORIGIN_SECRET_ARN })
    .resolves({ SecretString: JSON.stringify({ current: process.env.TEST_ORIGIN_SECRET, previous: '' }) })
    .on(GetSecretValueCommand, { SecretId: process.env.PRIVACY_KEY_SECRET_ARN })
    .resolves({ SecretString: process.env.TEST_PRIVACY_KEY });
}
