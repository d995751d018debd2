import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { canOpenAdmin, landingPath, rolesOf } from '@/lib/roles';
import { getNislData, getToken } from '@/lib/session';

/**
 * Shell routes need a token; without one the user goes to /login and the original location is
 * kept in the navigation state. Storage is read on each render (every navigation) rather than
 * subscribed to, so that clearing it never races the API client's session-expired redirect.
 */
export function RequireSession() {
  const location = useLocation();
  if (!getToken()) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /admin: nisl_manager or administrator (senior_admin included); others go to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  if (!canOpenAdmin(rolesOf(getNislData()))) return <Navigate to="/" replace />;
  return children;
}

/** `/`: the dashboard for dashboard roles, else the user's own course (spec 01 §2). */
export function LandingRedirect() {
  return <Navigate to={landingPath(getNislData())} replace />;
}
