/** Where each demo account lands after signing in (spec 01 §2), for the end-to-end tests. */
import { DASHBOARD_ROLES, hasAnyRole } from '../../shared/auth/roles.ts';
import { DEMO_ACCOUNTS } from '../../scripts/seed/organisation.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { DEFAULT_COURSE_ID } from '../../shared/constants.ts';

export const DEMO_PASSWORD = process.env.PORTAL_DEMO_PASSWORD ?? 'Portal!Demo#2026';

export const LANDINGS = DEMO_ACCOUNTS.map((account) => ({
  username: account.username,
  landing: hasAnyRole(account.roles, DASHBOARD_ROLES)
    ? '/dashboard/cohorts'
    : `/course/${COURSES.find((c) => c.id === DEFAULT_COURSE_ID)!.cms_key}`,
}));
