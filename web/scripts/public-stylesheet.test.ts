// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Manifest } from './prerender';
import { publicChunkFiles } from './public-stylesheet';

describe('publicChunkFiles', () => {
  it('follows static and dynamic imports from the public entries, never into the admin route group', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        imports: ['_shared.js'],
        dynamicImports: ['src/app/admin/admin-routes.ts', 'src/app/layout/mobile-drawer.tsx'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      'src/app/layout/mobile-drawer.tsx': { file: 'assets/drawer.js', imports: ['_shared.js'] },
      'src/app/routes/home-route.tsx': { file: 'assets/home.js', imports: ['index.html'] },
      'src/app/admin/admin-routes.ts': {
        file: 'assets/admin-routes.js',
        dynamicImports: ['src/app/admin/pages/admin-page.tsx'],
      },
      'src/app/admin/pages/admin-page.tsx': { file: 'assets/admin-page.js' },
    };
    expect(publicChunkFiles(manifest, ['index.html', 'src/app/routes/home-route.tsx']).sort()).toEqual([
      'assets/drawer.js',
      'assets/home.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });
});
