import { getAdminCredential, putAdminCredential } from '../data/admin-credentials';
import { deleteAllSessions } from '../data/sessions';
import {
  hashPassword,
  PRODUCTION_SCRYPT_PARAMS,
  type ScryptParams,
  verifyAgainstNothing,
  verifyPassword,
} from './password';

/**
 * The one admin password (docs/product/admin.md#login). Used by the login handler, by the operator command `npm run admin:password` and by the
 * local stack at `npm start` (`ADMIN_PASSWORD` or a generated first-start password).
 */

/** Options for tests only: production callers pass nothing. */
export interface SetAdminPasswordOptions {
  /** scrypt parameters; default {@link PRODUCTION_SCRYPT_PARAMS}. */
  params?: Readonly<ScryptParams>;
}

/**
 * Sets (or replaces) the admin password: stores only its scrypt hash, salt and parameters, then
 * ends every existing session (a password is usually changed because the old one leaked).
 * @param password - at least 12 characters.
 * @throws WeakPasswordError when the password is shorter than 12 characters (nothing changes).
 */
export async function setAdminPassword(password: string, options: SetAdminPasswordOptions = {}): Promise<void> {
  const hash = await hashPassword(password, options.params ?? PRODUCTION_SCRYPT_PARAMS);
  await putAdminCredential(hash);
  await deleteAllSessions();
}

/** True when an admin password has been set in the table. */
export async function hasAdminPassword(): Promise<boolean> {
  return (await getAdminCredential()) !== null;
}

/**
 * Checks a login password against the stored hash in constant time. Without a stored password it
 * spends the same time and answers false.
 */
export async function verifyAdminPassword(password: string): Promise<boolean> {
  const credential = await getAdminCredential();
  if (!credential) return verifyAgainstNothing(password);
  return verifyPassword(password, credential.password);
}
