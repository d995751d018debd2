/** The dashboard-style top bar (spec 01 §2 "Top bar"), each item with its own role rule. */
import { hasAnyRole } from '@shared/auth/roles';
import { ADVISER_ROLES, QUERY_ROLES, effectiveRoles, isDashboardUser } from '@/lib/roles';

/** Items that act rather than navigate: Contracts opens the contracts site with a fresh SSO token, Data the Data Sets dialog. */
export type TopBarAction = 'contracts' | 'data';

export interface TopBarItem {
  label: string;
  to?: string;
  /** An item without a handler for its action is shown disabled. */
  action?: TopBarAction;
}

export function topBarItems(userRoles: readonly string[]): TopBarItem[] {
  const roles = effectiveRoles(userRoles);
  const dashboard = isDashboardUser(roles);
  const nislManager = roles.includes('nisl_manager');
  const items: TopBarItem[] = [];
  if (dashboard) items.push({ label: 'Cohort', to: '/dashboard/cohorts' });
  if (hasAnyRole(roles, ADVISER_ROLES)) items.push({ label: 'Adviser', to: '/dashboard/adviser' });
  if (dashboard) {
    items.push({ label: 'Calendar', to: '/dashboard/calendar' });
    items.push({ label: 'Downloads', to: '/dashboard/downloads' });
  }
  if (nislManager) items.push({ label: 'Contracts', action: 'contracts' });
  if (hasAnyRole(roles, QUERY_ROLES)) items.push({ label: 'Query', to: '/dashboard/query-page' });
  if (nislManager) items.push({ label: 'Data', action: 'data' });
  return items;
}
