import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockTestSecrets } from '../testing/test-secrets';
import { ConfigurationError } from './env';
import { ServiceUnavailableError } from './errors';
import { loadSecrets, SECRET_CACHE_MS, secretValue } from './secrets';

/** Each test names a secret of its own, so the values the setup loaded stay as they were. */
let arn: string;
const saved = process.env.PRIVACY_KEY_SECRET_ARN;
const T0 = Date.parse('2026-11-26T12:00:00Z');

beforeEach(() => {
  arn = `arn:aws:secretsmanager:eu-west-2:000000000000:secret:case-${Math.random().toString(36).slice(2)}`;
  process.env.PRIVACY_KEY_SECRET_ARN = arn;
});

afterEach(() => {
  process.env.PRIVACY_KEY_SECRET_ARN = saved;
  mockTestSecrets();
});

describe('secrets read at run time', () => {
  it('reads a secret once, keeps it for the cache time, then reads it again', async () => {
    const mock = mockClient(SecretsManagerClient);
    mock
      .on(GetSecretValueCommand, { SecretId: arn })
      .resolvesOnce({ SecretString: 'first' })
      .resolves({ SecretString: 'second' });
    await loadSecrets(T0);
    await loadSecrets(T0 + SECRET_CACHE_MS - 1);
    expect(secretValue('PRIVACY_KEY_SECRET_ARN')).toBe('first');
    expect(mock.commandCalls(GetSecretValueCommand, { SecretId: arn })).toHaveLength(1);
    await loadSecrets(T0 + SECRET_CACHE_MS);
    expect(secretValue('PRIVACY_KEY_SECRET_ARN')).toBe('second');
    expect(mock.commandCalls(GetSecretValueCommand, { SecretId: arn })).toHaveLength(2);
  });

  it('keeps the value it has when a later read fails', async () => {
    const mock = mockClient(SecretsManagerClient);
    mock
      .on(GetSecretValueCommand, { SecretId: arn })
      .resolvesOnce({ SecretString: 'kept' })
      .rejects(new Error('throttled'));
    await loadSecrets(T0);
    await expect(loadSecrets(T0 + SECRET_CACHE_MS + 1)).resolves.toBeUndefined();
    expect(secretValue('PRIVACY_KEY_SECRET_ARN')).toBe('kept');
  });

  it.each([
    [
      'the read fails',
      (mock: ReturnType<typeof mockClient>) => mock.on(GetSecretValueCommand).rejects(new Error('down')),
    ],
    ['the secret has no text', (mock: ReturnType<typeof mockClient>) => mock.on(GetSecretValueCommand).resolves({})],
  ])('answers 503 when %s and no value was read before; nothing is cached', async (_label, arrange) => {
    arrange(mockClient(SecretsManagerClient) as unknown as ReturnType<typeof mockClient>);
    await expect(loadSecrets(T0)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(() => secretValue('PRIVACY_KEY_SECRET_ARN')).toThrow(ConfigurationError);
  });

  it('says which variable is missing, or that the secret was used before it was loaded', () => {
    expect(() => secretValue('PRIVACY_KEY_SECRET_ARN')).toThrow(/not loaded/);
    delete process.env.PRIVACY_KEY_SECRET_ARN;
    expect(() => secretValue('PRIVACY_KEY_SECRET_ARN')).toThrow(/PRIVACY_KEY_SECRET_ARN: is required/);
  });
});
