import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

// RouterProvider comes from 'react-router', not 'react-router/dom': the app never asks for
// flushSync navigation, and under vitest 'react-router/dom' loads a second copy of the router
// contexts (Outlet then renders nothing).
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
