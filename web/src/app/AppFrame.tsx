import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, Suspense, useContext } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '@/components/PageFallback';
import { AppProviders } from './providers';

/**
 * The MUI theme and the query client, for every page but the sign-in page: they load with the
 * first such page (its own chunk carries them), so that the sign-in page's JS carries neither
 * (issue 32: ≤ 150 KB gzip). A test that renders the routes inside AppProviders (test/render.tsx)
 * keeps its own.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  return given ? children : <AppProviders>{children}</AppProviders>;
}

/** The layout of the public pages other than sign-in (password recovery, certificate verification). */
export default function PublicFrame() {
  return (
    <AppFrame>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}
