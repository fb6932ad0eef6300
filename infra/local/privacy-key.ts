/**
 * The local stand-in of the privacy key in Secrets Manager (docs/product/privacy.md#tokens): one
 * random key per data folder, generated on the first start and kept in `<dataDir>/privacy-key`
 * (readable by its owner only), so subscriber ids, tombstones and emailed links stay valid across
 * restarts of the same folder, and no two folders share a key.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStackConfigError } from './stack-config';

/** The file in the data folder that holds the key. */
export const PRIVACY_KEY_FILE = 'privacy-key';

/** Shortest key the functions accept (`privacyEnv` in functions/src/lib/env.ts). */
const MIN_PRIVACY_KEY_LENGTH = 32;

/**
 * `PRIVACY_KEY` as the operator set it when this module was loaded: read once, because starting a
 * stack sets `process.env.PRIVACY_KEY` and a later start in the same process must not take that
 * for the operator's.
 */
const OPERATOR_PRIVACY_KEY = process.env.PRIVACY_KEY || undefined;

/**
 * The privacy key of a data folder: the operator's `PRIVACY_KEY` when set (the folder is then left
 * alone), else the folder's key file, created on first use with 32 random bytes (base64url, mode
 * 0600; `wx`, so a concurrent first start never overwrites the other's key).
 *
 * @param dataDir - the absolute data folder (created when missing).
 * @returns the key, at least 32 characters.
 * @throws LocalStackConfigError when the key file holds fewer than 32 characters; file-system
 *   errors other than the file existing already.
 */
export function localPrivacyKey(dataDir: string, operatorKey: string | undefined = OPERATOR_PRIVACY_KEY): string {
  if (operatorKey) return operatorKey;
  const file = join(dataDir, PRIVACY_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_PRIVACY_KEY_LENGTH) {
    throw new LocalStackConfigError(
      `${file} must hold a key of at least ${MIN_PRIVACY_KEY_LENGTH} characters; delete it to generate a new one.`,
    );
  }
  return key;
}
