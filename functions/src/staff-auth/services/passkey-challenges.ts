import { randomBytes } from 'node:crypto';
import {
  type PasskeyChallengeRecord,
  type PasskeyChallengePurpose,
  putPasskeyChallenge,
  takePasskeyChallenge,
} from '../data/passkey-challenges';
import { hashChallenge } from './login';
import { challengeOf } from './webauthn';

/**
 * The WebAuthn challenges of passkey prompts (docs/product/staff-accounts.md#passkeys): 32 random
 * bytes, stored only as their SHA-256 hash for 5 minutes, bound to a purpose (and a user or a
 * sign-in where one is known), and taken by the first answer that names them, right or wrong.
 */

/** How long a passkey prompt's challenge lasts, in ms (5 minutes). */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * Issues a challenge.
 * @param purpose - what the answer may do.
 * @param binding - the user and the password step's challenge hash it belongs to, if any.
 * @param now - epoch ms.
 * @returns the challenge, base64url (43 characters), for the options.
 */
export async function issuePasskeyChallenge(
  purpose: PasskeyChallengePurpose,
  binding: { userId?: string; signInChallengeHash?: string },
  now: number,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await putPasskeyChallenge({
    challengeHash: hashChallenge(challenge),
    purpose,
    ...binding,
    expiresAt: now + PASSKEY_CHALLENGE_LIFETIME_MS,
  });
  return challenge;
}

/**
 * Takes the challenge a browser answer carries in its client data: it is used up whatever the
 * answer's fate.
 * @param clientDataJSON - the answer's client data, base64url.
 * @param purpose - the purpose the route serves.
 * @param now - epoch ms.
 * @returns the challenge and its record, or null when it is unknown, used, expired or of another purpose.
 */
export async function takeAnsweredChallenge(
  clientDataJSON: string,
  purpose: PasskeyChallengePurpose,
  now: number,
): Promise<{ challenge: string; record: PasskeyChallengeRecord } | null> {
  const challenge = challengeOf(clientDataJSON);
  const record = challenge ? await takePasskeyChallenge(hashChallenge(challenge)) : null;
  if (!challenge || !record || record.purpose !== purpose || now >= record.expiresAt) return null;
  return { challenge, record };
}
