import { routes } from '@meridian/functions/routes';
import { eventRules } from '@meridian/functions/rules';
import { mailReceiverFunctions, targetFunctions } from '@meridian/functions/targets';
import { describe, expect, it } from 'vitest';
import { type CfnResource, resourcesOfType, secretReadsOfFunction, templates } from './assembly';

/** A value as text (a `Fn::Join` of a dynamic reference included). */
const flatten = (value: unknown): string => JSON.stringify(value);

describe('privacy key (docs/product/privacy.md#tokens)', () => {
  const { mainJson } = templates();
  const privacySecrets = resourcesOfType(mainJson, 'AWS::SecretsManager::Secret').filter(([, secret]) =>
    String(secret.Properties?.Description ?? '').includes('HMAC key'),
  );
  const functions = resourcesOfType(mainJson, 'AWS::Lambda::Function');
  const envOf = (fn: CfnResource) =>
    ((fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}) as Record<
      string,
      unknown
    >;

  it('is one secret generated at deploy, not a value in the template', () => {
    expect(privacySecrets).toHaveLength(1);
    const properties = privacySecrets[0]?.[1].Properties ?? {};
    expect(properties.SecretString).toBeUndefined();
    expect(properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
  });

  it('reaches exactly the functions whose entries declare usesPrivacyKey, as its ARN (read at run time), never its value', () => {
    const declared =
      routes.filter((route) => route.usesPrivacyKey === true).length +
      eventRules.flatMap((rule) => rule.targets).filter((target) => target.usesPrivacyKey === true).length +
      // The reply function checks the signed token of a reply address (docs/product/outreach.md#replies).
      mailReceiverFunctions.filter((receiver) => receiver.usesPrivacyKey === true).length +
      // The consultation reminders' function signs the manage link (infra/lib/booking-reminders.ts);
      // the outreach step function signs the opt-out link of an automatic send (infra/lib/outreach-steps.ts).
      targetFunctions.filter((target) => target.usesPrivacyKey === true).length;
    const withKey = functions.filter(([, fn]) => envOf(fn).PRIVACY_KEY_SECRET_ARN !== undefined);
    expect(declared).toBeGreaterThanOrEqual(13);
    expect(withKey).toHaveLength(declared);
    for (const [id, fn] of withKey) {
      expect(envOf(fn).PRIVACY_KEY_SECRET_ARN, id).toEqual({ Ref: privacySecrets[0]?.[0] });
      expect(flatten(envOf(fn)), id).not.toContain('resolve:secretsmanager:');
      expect(secretReadsOfFunction(mainJson, fn), id).toContainEqual({ Ref: privacySecrets[0]?.[0] });
    }
    for (const [id, fn] of functions.filter(([, other]) => envOf(other).PRIVACY_KEY_SECRET_ARN === undefined)) {
      expect(secretReadsOfFunction(mainJson, fn), id).not.toContainEqual({ Ref: privacySecrets[0]?.[0] });
    }
  });
});
