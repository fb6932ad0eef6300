import { describe, expect, it } from 'vitest';
import { routes } from '@meridian/functions/routes';
import { type CfnResource, resourcesOfType, secretReadsOfFunction, templates } from './assembly';

/** The `{{resolve:secretsmanager:…}}` reference a value resolves to (a Join of parts), as text. */
const flatten = (value: unknown): string => JSON.stringify(value);

describe('origin secret (the API answers only requests that came through CloudFront)', () => {
  const { mainJson } = templates();
  // The origin secret; the privacy key is the other secret (security-privacy.test.ts).
  const originSecrets = resourcesOfType(mainJson, 'AWS::SecretsManager::Secret').filter(([, secret]) =>
    String(secret.Properties?.Description ?? '').includes('CloudFront'),
  );
  const [secretEntry] = originSecrets;
  const functions = resourcesOfType(mainJson, 'AWS::Lambda::Function');
  const envOf = (fn: CfnResource) =>
    ((fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}) as Record<
      string,
      unknown
    >;

  const secretReadsOf = (fn: CfnResource) => secretReadsOfFunction(mainJson, fn);

  it('is one secret generated at deploy, not a value in the template', () => {
    expect(originSecrets).toHaveLength(1);
    const properties = secretEntry?.[1].Properties ?? {};
    expect(properties.SecretString).toBeUndefined();
    expect(properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
  });

  it("is sent by CloudFront's /api origin as x-origin-verify", () => {
    const [[, distribution] = ['', { Type: '' }]] = resourcesOfType(mainJson, 'AWS::CloudFront::Distribution');
    const config = distribution.Properties?.DistributionConfig as {
      Origins: { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    };
    const apiOrigins = config.Origins.filter((origin) => flatten(origin.DomainName).includes('execute-api'));
    expect(apiOrigins).toHaveLength(1);
    const headers = apiOrigins[0]?.OriginCustomHeaders ?? [];
    const header = headers.find((entry) => entry.HeaderName === 'x-origin-verify');
    expect(header).toBeDefined();
    expect(flatten(header?.HeaderValue)).toContain('resolve:secretsmanager:');
    expect(flatten(header?.HeaderValue)).toContain(secretEntry?.[0]);
  });

  it('is read at run time by every route function, and by no event consumer: its ARN, never its value', () => {
    const withSecret = functions.filter(([, fn]) => envOf(fn).ORIGIN_SECRET_ARN !== undefined);
    expect(withSecret).toHaveLength(routes.length);
    for (const [id, fn] of withSecret) {
      expect(envOf(fn).ORIGIN_SECRET_ARN).toEqual({ Ref: secretEntry?.[0] });
      expect(flatten(envOf(fn)), id).not.toContain('resolve:secretsmanager:');
      expect(secretReadsOf(fn), id).toContainEqual({ Ref: secretEntry?.[0] });
    }
  });

  it('may be read by no function that does not name it', () => {
    for (const [id, fn] of functions.filter(([, candidate]) => envOf(candidate).ORIGIN_SECRET_ARN === undefined)) {
      expect(secretReadsOf(fn), id).not.toContainEqual({ Ref: secretEntry?.[0] });
    }
  });
});
