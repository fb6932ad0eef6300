import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin/admin-routes';
import { ADMIN_PATHS, ADMIN_ROUTES, matchPageRoute, PUBLIC_ROUTES } from './routes';

describe('the route table', () => {
  it('knows every path of the admin route table, in its order, without loading it up front', () => {
    expect(ADMIN_PATHS, 'list each admin route of admin-routes.ts in ADMIN_PATHS (routes.tsx)').toEqual(
      adminRoutes.map((route) => route.path),
    );
    expect(ADMIN_ROUTES.map((route) => route.path)).toEqual(ADMIN_PATHS);
  });

  it('renders each admin path with its own screen module, wrapped for react-query', async () => {
    const page = await matchPageRoute('/admin/audit').load();
    expect(page.Component).toBeTypeOf('function');
    expect(matchPageRoute('/admin/audit')).not.toBe(matchPageRoute('/admin/privacy'));
  });

  it('sends unknown paths to the public 404 page', () => {
    expect(matchPageRoute('/admin/no-such-screen')).toBe(PUBLIC_ROUTES.find((route) => route.path === '*'));
  });
});
