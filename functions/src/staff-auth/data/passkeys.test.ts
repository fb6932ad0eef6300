import { randomUUID } from 'node:crypto';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../testing/table';
import { putPasskeyChallenge, takePasskeyChallenge } from './passkey-challenges';
import { deletePasskey, getPasskey, listPasskeys, putPasskey, recordPasskeyUse, renamePasskey } from './passkeys';
import { putPasswordReset, takePasswordReset } from './password-resets';

useTestTable();

const passkey = (userId: string, credentialId: string, createdAt: string) => ({
  userId,
  credentialId,
  publicKey: 'pQECAyYgASFYIA',
  counter: 0,
  transports: ['internal'],
  name: `Key ${credentialId}`,
  createdAt,
});

describe("a user's passkeys", () => {
  it('are listed oldest first, never overwritten, renamed, used and deleted', async () => {
    const userId = randomUUID();
    expect(await putPasskey(passkey(userId, 'bbb', '2026-11-26T10:00:00.000Z'))).toBe(true);
    expect(await putPasskey(passkey(userId, 'aaa', '2026-11-25T10:00:00.000Z'))).toBe(true);
    expect(await putPasskey(passkey(userId, 'aaa', '2026-11-27T10:00:00.000Z'))).toBe(false);
    expect((await listPasskeys(userId)).map((p) => p.credentialId)).toEqual(['aaa', 'bbb']);
    expect(await listPasskeys(randomUUID())).toEqual([]);

    await recordPasskeyUse(userId, 'aaa', 7, '2026-11-28T10:00:00.000Z');
    expect(await getPasskey(userId, 'aaa')).toMatchObject({ counter: 7, lastUsedAt: '2026-11-28T10:00:00.000Z' });
    expect(await renamePasskey(userId, 'aaa', 'Laptop')).toBe(true);
    expect(await renamePasskey(userId, 'zzz', 'Laptop')).toBe(false);
    expect((await getPasskey(userId, 'aaa'))?.name).toBe('Laptop');
    expect(await deletePasskey(userId, 'aaa')).toBe(true);
    expect(await deletePasskey(userId, 'aaa')).toBe(false);
    expect(await getPasskey(userId, 'aaa')).toBeNull();
  });
});

describe('single use', () => {
  it('gives a passkey challenge to exactly one of two concurrent answers', async () => {
    const challengeHash = randomUUID();
    await putPasskeyChallenge({ challengeHash, purpose: 'sign-in', userId: 'u1', expiresAt: Date.now() + 60_000 });
    const taken = await Promise.all([takePasskeyChallenge(challengeHash), takePasskeyChallenge(challengeHash)]);
    expect(taken.filter((record) => record !== null)).toEqual([
      { challengeHash, purpose: 'sign-in', userId: 'u1', expiresAt: expect.any(Number) },
    ]);
    expect(await takePasskeyChallenge(randomUUID())).toBeNull();
  });

  it('gives a password reset to exactly one of two concurrent uses', async () => {
    const nonceHash = randomUUID();
    await putPasswordReset({ nonceHash, userId: 'u2', expiresAt: Date.now() + 60_000 });
    const taken = await Promise.all([takePasswordReset(nonceHash), takePasswordReset(nonceHash)]);
    expect(taken.filter((record) => record !== null)).toHaveLength(1);
    expect(await takePasswordReset(nonceHash)).toBeNull();
  });

  it('passes a DynamoDB failure on instead of reading it as a used challenge', async () => {
    const ddb = mockClient(DynamoDBDocumentClient);
    ddb
      .on(DeleteCommand)
      .rejects(Object.assign(new Error('throttled'), { name: 'ProvisionedThroughputExceededException' }));
    try {
      await expect(takePasskeyChallenge('any')).rejects.toThrow('throttled');
      await expect(takePasswordReset('any')).rejects.toThrow('throttled');
    } finally {
      ddb.restore();
    }
  });
});
