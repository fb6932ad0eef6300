import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { invokeHttp } from '../../testing/http-events';
import { signedInStaff } from '../../testing/staff';
import { useTestTable } from '../../testing/table';
import { handler as acceptInvitation } from './accept-invitation';
import { handler as changePassword } from './change-password';
import { handler as endMySession } from './end-my-session';
import { handler as inviteUser } from './invite-user';
import { handler as updateMe } from './update-me';
import { handler as updateUser } from './update-user';

/**
 * Fuzzing of the users' and own account's inputs (docs/product/security.md#input-validation): bad
 * input is a 4xx JSON error, never a 5xx.
 */

useTestTable();

const RUNS = 60;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  staff = await signedInStaff('partner');
});

const fieldNames = [
  'email',
  'name',
  'role',
  'status',
  'token',
  'password',
  'currentPassword',
  'newPassword',
  '__proto__',
];
const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '',
    ' ',
    'partner',
    'consultant',
    'active',
    'disabled',
    'invited',
    'x'.repeat(6000),
    '\u0000',
    'a@b.test',
  ),
  fc.constantFrom(null, true, -1, 0, 1e308),
);
const anyBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), oddValue, { maxKeys: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const anyId = fc.oneof(fc.string({ maxLength: 80 }), fc.uuid(), fc.constant('0123456789abcdef'));

function expectClientOutcome(result: { statusCode: number; body: unknown }) {
  expect(result.statusCode).toBeLessThan(500);
  if (result.statusCode >= 400) expect(result.body).toMatchObject({ error: expect.any(String) });
}

describe('fuzzing the users and account inputs: never a 5xx', () => {
  it.each([
    ['POST', '/api/admin/users', inviteUser],
    ['POST', '/api/admin/invitations/accept', acceptInvitation],
    ['POST', '/api/admin/me/password', changePassword],
    ['PATCH', '/api/admin/me', updateMe],
  ] as const)('%s %s', async (method, path, handler) => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        expectClientOutcome(await invokeHttp(handler, { method, path, body, headers: staff.headers }));
      }),
      { numRuns: RUNS },
    );
  });

  it('PATCH /api/admin/users/{id} and DELETE /api/admin/me/sessions/{id}', async () => {
    await fc.assert(
      fc.asyncProperty(anyId, anyBody, async (id, body) => {
        const route = { pathParameters: { id }, headers: staff.headers };
        expectClientOutcome(
          await invokeHttp(updateUser, {
            ...route,
            method: 'PATCH',
            path: '/x',
            routePath: '/api/admin/users/{id}',
            body,
          }),
        );
        expectClientOutcome(
          await invokeHttp(endMySession, {
            ...route,
            method: 'DELETE',
            path: '/x',
            routePath: '/api/admin/me/sessions/{id}',
          }),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
