import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';

/** For tests of one component that needs the app's providers (feature code does not import app/). */
export { AppProviders };

/** Renders the whole app (real routes, lazy pages) in a memory router at `path`. */
export function renderApp(path: string | { pathname: string; state?: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
