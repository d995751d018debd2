import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

// RouterProvider comes from 'react-router', not 'react-router/dom': the app never asks for
// flushSync navigation, and under vitest 'react-router/dom' loads a second copy of the router
// contexts (Outlet then renders nothing). The theme and the query client are the routes' (AppFrame.tsx).
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
