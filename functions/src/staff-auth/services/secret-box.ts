import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { privacyKeyRing } from '../../lib/privacy-key-ring';

/**
 * Encryption at rest of the staff's TOTP keys (docs/decisions/038-staff-accounts-and-cookie-sessions.md):
 * AES-256-GCM from `node:crypto` with a random 96-bit nonce per seal; the key is derived with
 * HKDF-SHA-256 from the privacy key ring's identifier key (Secrets Manager, `PRIVACY_KEY`; it stays
 * when signing keys rotate, so sealed keys keep opening) under a label of its own, so
 * the key that seals never signs or hashes. The user id is bound as associated data: a sealed key
 * copied to another user does not open.
 */

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const LABEL = 'meridian staff totp secrets v1';

/** A sealed value that does not open: tampered with, another user's, or sealed under another key (a 500: never the caller's input). */
export class SealedValueError extends Error {
  constructor() {
    super('A sealed value could not be opened');
    this.name = 'SealedValueError';
  }
}

const keys = new Map<string, Buffer>();

/** The 256-bit sealing key derived from a privacy key (cached per key). */
function sealingKey(privacyKey: string): Buffer {
  let key = keys.get(privacyKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', privacyKey, Buffer.alloc(0), LABEL, 32));
    keys.set(privacyKey, key);
  }
  return key;
}

/**
 * Seals a secret.
 * @param plain - the secret (UTF-8 text, e.g. a base32 TOTP key).
 * @param owner - the id it belongs to, bound as associated data.
 * @param privacyKey - default: the identifier key of this function's `PRIVACY_KEY` ring.
 * @returns `v1.<nonce>.<ciphertext>.<tag>`, base64url parts.
 */
export function seal(plain: string, owner: string, privacyKey: string = privacyKeyRing().identifierKey): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(privacyKey), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * Opens a value made by {@link seal} for the same owner and key.
 * @returns the secret.
 * @throws SealedValueError when the value is malformed, tampered with, or sealed for another owner or key.
 */
export function open(sealed: string, owner: string, privacyKey: string = privacyKeyRing().identifierKey): string {
  const [version, nonce, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || !nonce || body === undefined || !tag || rest.length > 0) throw new SealedValueError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(privacyKey), Buffer.from(nonce, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(owner, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedValueError();
  }
}
