import { randomUUID } from 'node:crypto';
import { normaliseEmail } from '@meridian/shared/fields';
import type { StaffRole } from '@meridian/shared/staff-auth/staff';
import { getAdminCredential } from '../data/admin-credentials';
import { deleteSecondFactors } from '../data/second-factors';
import {
  createStaffUser,
  findStaffUserByEmail,
  indexStaffUser,
  setStaffPassword,
  type StaffUserRecord,
} from '../data/staff-users';
import { hashPassword, PRODUCTION_SCRYPT_PARAMS, type ScryptParams } from './password';
import { endSessionsOf } from './sessions';

/**
 * Staff accounts as the operator keeps them (docs/product/staff-accounts.md#first-partner,
 * docs/deploy.md#staff-accounts): the first partner of an installation, the migration of the
 * shared admin password of older installations to that partner, and the recovery of a partner's
 * password and second factor. Used by `npm start` (`ADMIN_EMAIL`, `ADMIN_PASSWORD`) and by
 * `npm run admin:password`.
 */

/** Options for tests only: production callers pass nothing. */
export interface AccountOptions {
  /** scrypt parameters; default {@link PRODUCTION_SCRYPT_PARAMS}. */
  params?: Readonly<ScryptParams>;
  /** Time, epoch ms; default now. */
  now?: number;
}

/** 409 for the recovery tool: the address belongs to a consultant, whom partners manage in the CRM. */
export class NotAPartnerError extends Error {
  constructor() {
    super('This address belongs to a consultant; a partner resets it in the CRM');
    this.name = 'NotAPartnerError';
  }
}

function newUser(email: string, role: StaffRole, now: number): StaffUserRecord {
  const at = new Date(now).toISOString();
  const local = normaliseEmail(email).split('@')[0] ?? 'Partner';
  return { id: randomUUID(), name: local, email: email.trim(), role, status: 'active', createdAt: at, updatedAt: at };
}

/**
 * Makes the shared admin password of an installation from before staff accounts the password of a
 * new partner with this address, and deletes the shared password in the same transaction. Does
 * nothing when there is no shared password or the address has an account already.
 * @returns true when the partner was created from the shared password.
 */
export async function migrateSharedPassword(email: string, options: AccountOptions = {}): Promise<boolean> {
  const [legacy, existing] = await Promise.all([getAdminCredential(), findStaffUserByEmail(email)]);
  if (!legacy || existing) return false;
  const user = { ...newUser(email, 'partner', options.now ?? Date.now()), password: legacy.password };
  await createStaffUser(user, { retireSharedPassword: true });
  return true;
}

/**
 * Creates a partner with a password (the first partner of an installation).
 * @param password - at least 12 characters.
 * @returns the new user.
 * @throws WeakPasswordError for a password under 12 characters; StaffEmailTakenError when the address has an account.
 */
export async function createPartner(email: string, password: string, options: AccountOptions = {}) {
  const hash = await hashPassword(password, options.params ?? PRODUCTION_SCRYPT_PARAMS);
  const user = { ...newUser(email, 'partner', options.now ?? Date.now()), password: hash };
  await createStaffUser(user);
  return user;
}

/**
 * Sets a partner's password and ends every session of theirs.
 * @throws NotAPartnerError when the address belongs to a consultant; Error when it has no account.
 * @throws WeakPasswordError for a password under 12 characters (nothing changes).
 */
export async function setPartnerPassword(email: string, password: string, options: AccountOptions = {}) {
  const user = await findStaffUserByEmail(email);
  if (!user) throw new Error(`No staff account has the address ${email}`);
  if (user.role !== 'partner') throw new NotAPartnerError();
  const hash = await hashPassword(password, options.params ?? PRODUCTION_SCRYPT_PARAMS);
  await setStaffPassword(user.id, hash, options.now ?? Date.now());
  await endSessionsOf(user.id);
  return user;
}

/**
 * Removes a partner's second factors (TOTP key and recovery codes) and ends their sessions: their
 * next sign-in enrols a new factor.
 * @throws NotAPartnerError, or Error when the address has no account.
 */
export async function resetPartnerFactors(email: string): Promise<void> {
  const user = await findStaffUserByEmail(email);
  if (!user) throw new Error(`No staff account has the address ${email}`);
  if (user.role !== 'partner') throw new NotAPartnerError();
  await deleteSecondFactors(user.id);
  await endSessionsOf(user.id);
}

/**
 * The recovery tool's change: sets the password of partner `email` (creating the partner when the
 * address has no account) and, with `resetFactors`, removes their second factors.
 * @throws NotAPartnerError for a consultant's address; WeakPasswordError for a short password.
 */
export async function recoverPartner(
  email: string,
  password: string,
  options: AccountOptions & { resetFactors?: boolean } = {},
): Promise<void> {
  if (await findStaffUserByEmail(email)) await setPartnerPassword(email, password, options);
  else await createPartner(email, password, options);
  if (options.resetFactors) await resetPartnerFactors(email);
}

/** What {@link ensureFirstPartner} did. */
export interface FirstPartnerOutcome {
  /** The partner was created from the shared password of an older installation. */
  migrated: boolean;
  /** The partner was created on this call. */
  created: boolean;
  /** The password given was set. */
  passwordSet: boolean;
}

/**
 * Makes sure the partner `email` exists (`npm start`): migrates the shared password when an older
 * installation has one, else creates the partner with `password`; sets `password` on an existing
 * partner when one is given.
 * @param password - the password to set (`ADMIN_PASSWORD`), or a generated one when `generated`.
 */
export async function ensureFirstPartner(
  email: string,
  password: { value: string; generated: boolean } | undefined,
  options: AccountOptions = {},
): Promise<FirstPartnerOutcome> {
  const migrated = await migrateSharedPassword(email, options);
  const found = await findStaffUserByEmail(email);
  // A partner of an installation from before the users' list joins it.
  if (found) await indexStaffUser(found);
  const existing = migrated || found !== null;
  if (!existing) {
    if (!password) throw new Error('A password is needed to create the first partner');
    await createPartner(email, password.value, options);
    return { migrated, created: true, passwordSet: true };
  }
  if (password && !password.generated) {
    await setPartnerPassword(email, password.value, options);
    return { migrated, created: migrated, passwordSet: true };
  }
  return { migrated, created: migrated, passwordSet: false };
}
