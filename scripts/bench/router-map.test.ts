import { describe, expect, it } from 'vitest';
import { lazyDeclarations, manifestKeyFor, routeChunks, splitTopLevel } from './router-map.ts';

const ROUTER = `
import { lazy } from 'react';
const LoginPage = lazy(() => import('@/features/auth/routes/LoginPage'));
const ShellLayout = lazy(() => import('./shell/ShellLayout'));
const CohortsPage = lazy(() => import('@/features/dashboard/routes/CohortsPage'));
const AdminPage = lazy(() => import('@/features/admin/routes/AdminPage'));

// A comment with a ] bracket and a 'quote.
const shellRoutes: RouteObject[] = [
  { index: true, element: <LandingRedirect /> },
  {
    path: 'dashboard',
    children: [
      { index: true, element: <Navigate to="/dashboard/cohorts" replace /> },
      { path: 'cohorts', element: <CohortsPage /> },
    ],
  },
  {
    path: 'admin/*',
    element: (
      <RequireAdmin>
        <AdminPage />
      </RequireAdmin>
    ),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login/:msg?', element: <LoginPage /> },
      { element: <RequireSession />, children: [{ path: '/', element: <ShellLayout />, children: shellRoutes }] },
    ],
  },
];
`;

describe('router map', () => {
  it('finds the lazy declarations', () => {
    expect(lazyDeclarations(ROUTER).get('ShellLayout')).toBe('./shell/ShellLayout');
    expect(lazyDeclarations(ROUTER).size).toBe(4);
  });

  it('walks nested and referenced children into full paths with their lazy chain', () => {
    expect(routeChunks(ROUTER)).toEqual([
      { path: '/login/:msg?', modules: ['@/features/auth/routes/LoginPage'] },
      { path: '/', modules: ['./shell/ShellLayout'] },
      { path: '/dashboard/cohorts', modules: ['./shell/ShellLayout', '@/features/dashboard/routes/CohortsPage'] },
      { path: '/admin/*', modules: ['./shell/ShellLayout', '@/features/admin/routes/AdminPage'] },
    ]);
  });

  it('splits at top-level commas only', () => {
    expect(splitTopLevel("a: 1, b: [1, 2], c: { d: 'x, y' }")).toEqual(['a: 1', 'b: [1, 2]', "c: { d: 'x, y' }"]);
  });

  it("reads past a comment's apostrophe, and gives a layout without a path no row of its own", () => {
    const source = `const Frame = lazy(() => import('./Frame'));
const Page = lazy(() => import('./Page'));
export const routes = [
  { element: <Frame />, children: [
    // a certificate's address
    { path: '/a', element: <Page /> },
    { path: '/b', element: <Page /> },
  ] },
];`;
    expect(routeChunks(source)).toEqual([
      { path: '/a', modules: ['./Frame', './Page'] },
      { path: '/b', modules: ['./Frame', './Page'] },
    ]);
  });

  it('resolves specifiers to manifest keys', () => {
    const keys = ['index.html', 'src/app/shell/ShellLayout.tsx', 'src/features/auth/routes/LoginPage.tsx', 'src/features/x/index.ts'];
    expect(manifestKeyFor('./shell/ShellLayout', 'src/app/router.tsx', keys)).toBe('src/app/shell/ShellLayout.tsx');
    expect(manifestKeyFor('@/features/auth/routes/LoginPage', 'src/app/router.tsx', keys)).toBe('src/features/auth/routes/LoginPage.tsx');
    expect(manifestKeyFor('../features/x', 'src/app/router.tsx', keys)).toBe('src/features/x/index.ts');
    expect(manifestKeyFor('react', 'src/app/router.tsx', keys)).toBeUndefined();
  });
});
