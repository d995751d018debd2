/**
 * The admin area's numbered tabs (spec 02 §2; tabs 13-18 in spec 03): number, label, who sees it,
 * its group (the phone's list) and the lazily loaded panel. A tab without a panel (its issue has not landed) shows its title only.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { canOpenAdmin, isAdministrator, isSeniorAdmin } from '@/lib/roles';

/** The groups of the phone's tab list (issue 34), in the list's order. */
export const ADMIN_TAB_GROUPS = [
  { id: 'accounts', label: 'Accounts' },
  { id: 'cohorts', label: 'Cohorts' },
  { id: 'certificates', label: 'Certificates' },
  { id: 'content', label: 'Content' },
  { id: 'system', label: 'System' },
] as const;

export type AdminTabGroup = (typeof ADMIN_TAB_GROUPS)[number]['id'];

export interface AdminTab {
  number: number;
  /** Where the phone's tab list puts it; the desktop strip keeps the numbers' order. */
  group: AdminTabGroup;
  label: string;
  visibleTo: (roles: readonly string[]) => boolean;
  Panel?: LazyExoticComponent<ComponentType>;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { number: 1, group: 'accounts', label: 'Users', visibleTo: isAdministrator, Panel: lazy(() => import('./users/UsersTab')) },
  { number: 2, group: 'accounts', label: 'Roles', visibleTo: isSeniorAdmin, Panel: lazy(() => import('./roles/RolesTab')) },
  { number: 3, group: 'accounts', label: 'Login as', visibleTo: isAdministrator, Panel: lazy(() => import('./components/LoginAsTab')) },
  { number: 4, group: 'accounts', label: 'Import from CSV', visibleTo: isAdministrator, Panel: lazy(() => import('./import/ImportTab')) },
  {
    number: 5,
    group: 'accounts',
    label: 'Add District',
    visibleTo: isAdministrator,
    Panel: lazy(() => import('./districts/AddDistrictTab')),
  },
  {
    number: 6,
    group: 'content',
    label: 'Logon Popup',
    visibleTo: isAdministrator,
    Panel: lazy(() => import('./messages/MessagesTab').then((m) => ({ default: m.LogonPopupsTab }))),
  },
  {
    number: 7,
    group: 'content',
    label: 'Participant Notification',
    visibleTo: isSeniorAdmin,
    Panel: lazy(() => import('./messages/MessagesTab').then((m) => ({ default: m.ParticipantNotificationsTab }))),
  },
  {
    number: 8,
    group: 'content',
    label: 'Portal Banner',
    visibleTo: isSeniorAdmin,
    Panel: lazy(() => import('./messages/MessagesTab').then((m) => ({ default: m.PortalBannersTab }))),
  },
  {
    number: 9,
    group: 'accounts',
    label: 'Change Username',
    visibleTo: isAdministrator,
    Panel: lazy(() => import('./username/ChangeUsernameTab')),
  },
  {
    number: 10,
    group: 'accounts',
    label: 'Merge Accounts',
    visibleTo: isAdministrator,
    Panel: lazy(() => import('./merge/MergeAccountsTab')),
  },
  { number: 11, group: 'accounts', label: 'Merge Log', visibleTo: isAdministrator, Panel: lazy(() => import('./merge/MergeLogTab')) },
  { number: 12, group: 'accounts', label: 'Pending Log', visibleTo: isAdministrator, Panel: lazy(() => import('./pending/PendingLogTab')) },
  // Spec 03 §2.1: a later issue builds these.
  {
    number: 13,
    group: 'cohorts',
    label: 'Cohort Builder',
    visibleTo: canOpenAdmin,
    Panel: lazy(() => import('./cohort-builder/CohortBuilderTab')),
  },
  { number: 14, group: 'cohorts', label: 'BOM', visibleTo: canOpenAdmin, Panel: lazy(() => import('./materials/BomTab')) },
  {
    number: 15,
    group: 'certificates',
    label: 'Certificates',
    visibleTo: canOpenAdmin,
    Panel: lazy(() => import('./certificates/list/CertificatesTab')),
  },
  { number: 16, group: 'certificates', label: 'Blanks', visibleTo: isSeniorAdmin, Panel: lazy(() => import('./blanks/BlanksTab')) },
  {
    number: 17,
    group: 'certificates',
    label: 'PDF Log',
    visibleTo: isSeniorAdmin,
    Panel: lazy(() => import('./certificates/pdf-log/PdfLogTab')),
  },
  {
    number: 18,
    group: 'system',
    label: 'System Settings',
    visibleTo: isSeniorAdmin,
    Panel: lazy(() => import('./settings/SystemSettingsTab')),
  },
];

/** localStorage key of the last active tab (spec 02 §2: "remembered locally"). */
export const ACTIVE_TAB_KEY = 'admin-active-tab';

export function visibleTabs(roles: readonly string[]): AdminTab[] {
  return ADMIN_TABS.filter((tab) => tab.visibleTo(roles));
}

/** The tabs by group, in the groups' order (a group without a visible tab is left out). */
export function groupedTabs(tabs: readonly AdminTab[]): { id: AdminTabGroup; label: string; tabs: AdminTab[] }[] {
  return ADMIN_TAB_GROUPS.map((group) => ({ ...group, tabs: tabs.filter((tab) => tab.group === group.id) })).filter(
    (group) => group.tabs.length > 0,
  );
}

export function rememberedTab(tabs: readonly AdminTab[]): AdminTab | undefined {
  let stored: number | null = null;
  try {
    stored = Number(window.localStorage.getItem(ACTIVE_TAB_KEY));
  } catch {
    stored = null;
  }
  return tabs.find((tab) => tab.number === stored) ?? tabs[0];
}

export function rememberTab(tab: AdminTab): void {
  try {
    window.localStorage.setItem(ACTIVE_TAB_KEY, String(tab.number));
  } catch {
    // no storage: the first tab next time
  }
}
