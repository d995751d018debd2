import { describe, expect, it } from 'vitest';
import { sizesFrom, staticClosure, type Manifest } from './web.ts';

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/features/auth/routes/LoginPage.tsx', 'src/app/shell/ShellLayout.tsx'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js', 'index.html'] },
  'src/features/auth/routes/LoginPage.tsx': { file: 'assets/LoginPage.js', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
  'src/app/shell/ShellLayout.tsx': { file: 'assets/ShellLayout.js', isDynamicEntry: true, imports: ['_react.js', '_form.js'] },
};
const SIZES: Record<string, number> = {
  'assets/index.js': 100,
  'assets/react.js': 50,
  'assets/form.js': 20,
  'assets/LoginPage.js': 5,
  'assets/ShellLayout.js': 30,
  'assets/index.css': 7,
};
const ROUTER = `
const LoginPage = lazy(() => import('@/features/auth/routes/LoginPage'));
const ShellLayout = lazy(() => import('./shell/ShellLayout'));
export const routes = [{ path: '/login', element: <LoginPage /> }, { path: '/', element: <ShellLayout /> }];
`;

describe('web sizes', () => {
  it('follows static imports once, through cycles back to the entry', () => {
    expect([...staticClosure(MANIFEST, 'src/features/auth/routes/LoginPage.tsx')].sort()).toEqual([
      'assets/LoginPage.js',
      'assets/form.js',
      'assets/index.js',
      'assets/react.js',
    ]);
  });

  it('adds up the entry, the login route, each lazy chunk and each route', () => {
    const result = sizesFrom(MANIFEST, (f) => SIZES[f], ROUTER);
    expect(result.entry?.gzip).toBe(150);
    expect(result.login).toMatchObject({ path: '/login', gzip: 175, ok: true });
    expect(result.lazyChunks).toEqual([
      { source: 'src/app/shell/ShellLayout.tsx', file: 'assets/ShellLayout.js', ownGzip: 30, extraGzip: 50 },
      { source: 'src/features/auth/routes/LoginPage.tsx', file: 'assets/LoginPage.js', ownGzip: 5, extraGzip: 25 },
    ]);
    expect(result.routes.map((r) => [r.path, r.totalGzip])).toEqual([
      ['/login', 175],
      ['/', 200],
    ]);
    expect(result.cssGzip).toBe(7);
    expect(result.totalJsGzip).toBe(205);
  });

  it('falls back to the entry when the router cannot be read', () => {
    const result = sizesFrom(MANIFEST, (f) => SIZES[f]);
    expect(result.login).toMatchObject({ gzip: 150 });
    expect(result.routes).toEqual([]);
  });
});
