import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localPrivacyKey, PRIVACY_KEY_FILE } from './privacy-key';
import { LocalStackConfigError } from './stack-config';

describe('localPrivacyKey (docs/product/privacy.md#tokens)', () => {
  const root = mkdtempSync(join(tmpdir(), 'local-privacy-key-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('generates a random key in a fresh folder, readable by its owner only, and reuses it', () => {
    const dataDir = join(root, 'fresh', 'data');
    const key = localPrivacyKey(dataDir, undefined);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(join(dataDir, PRIVACY_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(localPrivacyKey(dataDir, undefined)).toBe(key);
    expect(localPrivacyKey(join(root, 'other'), undefined)).not.toBe(key);
  });

  it("takes the operator's key and leaves the folder alone", () => {
    const dataDir = join(root, 'operator');
    expect(localPrivacyKey(dataDir, 'an-operator-key-of-at-least-32-characters')).toBe(
      'an-operator-key-of-at-least-32-characters',
    );
    expect(() => statSync(join(dataDir, PRIVACY_KEY_FILE))).toThrow();
  });

  it('refuses a key file that holds too short a key, saying what to do', () => {
    const dataDir = join(root, 'short');
    localPrivacyKey(dataDir, undefined);
    writeFileSync(join(dataDir, PRIVACY_KEY_FILE), 'short\n');
    expect(() => localPrivacyKey(dataDir, undefined)).toThrow(LocalStackConfigError);
    expect(() => localPrivacyKey(dataDir, undefined)).toThrow(/delete it to generate a new one/);
  });
});
