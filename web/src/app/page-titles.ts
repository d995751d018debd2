/**
 * The document title of every route (WCAG 2.4.2): one map beside the route table (router.tsx),
 * matched in order, the first pattern that fits the address naming the page. The portal's name
 * follows each page's name, so that a tab list or a screen reader's window list tells the pages apart.
 */
import { matchPath } from 'react-router';
import { PORTAL_NAME } from '@shared/constants';

export const PAGE_TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/login/:msg?', 'Log in'],
  ['/forgot-password', 'Forgot password'],
  ['/recover-password/:token', 'Recover password'],
  ['/new-password', 'New password'],
  ['/verify/:code', 'Certificate verification'],
  ['/dashboard/cohorts', 'Cohort Dashboard'],
  ['/dashboard/adviser', 'Adviser'],
  ['/dashboard/calendar', 'Calendar'],
  ['/dashboard/downloads', 'Downloads'],
  ['/dashboard/query-page', 'Query'],
  ['/dashboard/cohort/:cohortId/event/:eventId/unit/:unitId/cohort/:postId', 'Roster'],
  ['/dashboard/cohort/:cohortId/unit/:unit/evaluation', 'Unit evaluation'],
  ['/course/:course?', 'Course'],
  ['/foundations/readings', 'Readings'],
  ['/foundations/self-paced-learning', 'Self-Paced Learning'],
  ['/foundations/videos', 'Videos'],
  ['/foundations/web-based-resources', 'Web-Based Resources'],
  ['/communities', 'Communities'],
  ['/diagnostics', 'Diagnostics'],
  ['/video-annotations', 'Video Annotation'],
  ['/shared-alps', 'Shared Action Learning'],
  ['/shared-pis', 'Shared Practitioner Inquiries'],
  ['/practitioner-inquiry', 'Practitioner Inquiry'],
  ['/action-learning', 'Action Learning'],
  ['/online-learning', 'Online Learning'],
  ['/admin/*', 'Admin'],
  ['/profile', 'Profile'],
  ['/record/:userId?', 'My Record'],
  ['/support', 'Support'],
  ['/reports/facilitator-utilization', 'Facilitator Utilization'],
  ['/redirect', 'Redirecting'],
];

/** 'Calendar · Professional Learning Portal'; the portal's name alone while a redirect is under way ('/', '/dashboard'). */
export function pageTitle(pathname: string): string {
  if (pathname === '/' || pathname === '/dashboard' || pathname === '/foundations') return PORTAL_NAME;
  const found = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return `${found ? found[1] : 'Page not found'} · ${PORTAL_NAME}`;
}
