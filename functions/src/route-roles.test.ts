import { ADMIN_ROUTE_ROLES } from '@meridian/shared/staff-auth/permissions';
import { STAFF_ROLES } from '@meridian/shared/staff-auth/staff';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { httpEvent, lambdaContext } from './testing/http-events';
import { staffHeaders } from './testing/staff';
import { useTestTable } from './testing/table';
import type { RouteDefinition } from './topology';

/**
 * Route × role (docs/product/staff-accounts.md#roles): every admin route of the route table answers
 * 401 without a session, 403 to a role the permission table denies, and runs for the roles it allows
 * (any answer but 401, 403 or a 5xx: a 400 for the empty input shows the handler ran past the check).
 */

// The article publish and unpublish handlers validate their environment when their modules load.
vi.hoisted(() => {
  process.env.ARTICLE_SCHEDULE_GROUP = 'meridian-article-publications';
  process.env.ARTICLE_PUBLISH_TARGET_ARN = 'arn:aws:lambda:eu-west-2:111111111111:function:publish-article';
  process.env.ARTICLE_PUBLISH_ROLE_ARN = 'arn:aws:iam::111111111111:role/article-publish-invoke';
  process.env.ARTICLE_PUBLISH_DLQ_ARN = 'arn:aws:sqs:eu-west-2:111111111111:article-publish-dlq';
});

useTestTable();

/** The admin routes that need no session: the sign-in steps, logout and the session check. */
const WITHOUT_SESSION = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/totp',
  'POST /api/admin/mfa/totp/setup',
  'POST /api/admin/mfa/totp/confirm',
  'POST /api/admin/mfa/passkey/options',
  'POST /api/admin/mfa/passkey/confirm',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/admin/password/forgot',
  'POST /api/admin/password/reset',
  'POST /api/admin/logout',
  'GET /api/admin/auth-status',
  'POST /api/admin/invitations/accept',
]);

const keyOf = (route: RouteDefinition) => `${route.method} ${route.path}`;
const adminRoutes = routes.filter(
  (route) => route.path.startsWith('/api/admin/') && !WITHOUT_SESSION.has(keyOf(route)),
);

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

async function call(route: RouteDefinition, headers: Record<string, string>) {
  const { handler } = (await import(`./${route.handler}`)) as { handler: Handler };
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const result = await handler(
    httpEvent({
      method: route.method,
      path: route.path.replace(/\{\w+\}/g, 'not-an-id'),
      routePath: route.path,
      pathParameters: Object.fromEntries(params.map((name) => [name, 'not-an-id'])),
      ...(route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH' ? { body: {} } : {}),
      headers,
    }),
    lambdaContext(),
  );
  const body = result.headers?.['content-type']?.toString().startsWith('application/json')
    ? JSON.parse(result.body ?? '{}')
    : undefined;
  return { statusCode: result.statusCode ?? 200, body };
}

const sessions: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  for (const role of STAFF_ROLES) sessions[role] = await staffHeaders(role);
});

describe('the permission table', () => {
  it('lists every session-protected admin route of the route table, and no other route', () => {
    expect(adminRoutes.map(keyOf).sort()).toEqual(Object.keys(ADMIN_ROUTE_ROLES).sort());
  });

  it('lets partners call every route', () => {
    for (const roles of Object.values(ADMIN_ROUTE_ROLES)) expect(roles).toContain('partner');
  });
});

describe.each(adminRoutes.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
  it('answers 401 without a session, and with the old session header', async () => {
    expect((await call(route, {})).statusCode).toBe(401);
    expect((await call(route, { 'x-session-id': 'A'.repeat(43) })).statusCode).toBe(401);
  });

  it.each(STAFF_ROLES)('as a %s: runs when the table allows it, else 403 with a message', async (role) => {
    const result = await call(route, sessions[role] ?? {});
    if (ADMIN_ROUTE_ROLES[keyOf(route)]?.includes(role)) {
      expect([401, 403]).not.toContain(result.statusCode);
      expect(result.statusCode).toBeLessThan(500);
    } else {
      expect(result).toMatchObject({ statusCode: 403, body: { error: `A ${role} may not do this; ask a partner` } });
    }
  });
});
