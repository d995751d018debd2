/**
 * The admin area's numbered tabs (spec 02 §2; tabs 13-18 in spec 03): number, label, who sees it,
 * and the lazily loaded panel. A tab without a panel (its issue has not landed) shows its title only.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { canOpenAdmin, isAdministrator, isSeniorAdmin } from '@/lib/roles';

export interface AdminTab {
  number: number;
  label: string;
  visibleTo: (roles: readonly string[]) => boolean;
  Panel?: LazyExoticComponent<ComponentType>;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { number: 1, label: 'Users', visibleTo: isAdministrator, Panel: lazy(() => import('./users/UsersTab')) },
  { number: 2, label: 'Roles', visibleTo: isSeniorAdmin, Panel: lazy(() => import('./roles/RolesTab')) },
  { number: 3, label: 'Login as', visibleTo: isAdministrator, Panel: lazy(() => import('./components/LoginAsTab')) },
  { number: 4, label: 'Import from CSV', visibleTo: isAdministrator, Panel: lazy(() => import('./import/ImportTab')) },
  { number: 5, label: 'Add District', visibleTo: isAdministrator, Panel: lazy(() => import('./districts/AddDistrictTab')) },
  {
    number: 6,
    label: 'Logon Popup',
    visibleTo: isAdministrator,
    Panel: lazy(() => import('./messages/MessagesTab').then((m) => ({ default: m.LogonPopupsTab }))),
  },
  {
    number: 7,
    label: 'Participant Notification',
    visibleTo: isSeniorAdmin,
    Panel: lazy(() => import('./messages/MessagesTab').then((m) => ({ default: m.ParticipantNotificationsTab }))),
  },
  {
    number: 8,
    label: 'Portal Banner',
    visibleTo: isSeniorAdmin,
    Panel: lazy(() => import('./messages/MessagesTab').then((m) => ({ default: m.PortalBannersTab }))),
  },
  { number: 9, label: 'Change Username', visibleTo: isAdministrator, Panel: lazy(() => import('./username/ChangeUsernameTab')) },
  { number: 10, label: 'Merge Accounts', visibleTo: isAdministrator, Panel: lazy(() => import('./merge/MergeAccountsTab')) },
  { number: 11, label: 'Merge Log', visibleTo: isAdministrator, Panel: lazy(() => import('./merge/MergeLogTab')) },
  { number: 12, label: 'Pending Log', visibleTo: isAdministrator, Panel: lazy(() => import('./pending/PendingLogTab')) },
  // Spec 03 §2.1: a later issue builds these.
  { number: 13, label: 'Cohort Builder', visibleTo: canOpenAdmin, Panel: lazy(() => import('./cohort-builder/CohortBuilderTab')) },
  { number: 14, label: 'BOM', visibleTo: canOpenAdmin, Panel: lazy(() => import('./materials/BomTab')) },
  {
    number: 15,
    label: 'Certificates',
    visibleTo: canOpenAdmin,
    Panel: lazy(() => import('./certificates/list/CertificatesTab')),
  },
  { number: 16, label: 'Blanks', visibleTo: isSeniorAdmin, Panel: lazy(() => import('./blanks/BlanksTab')) },
  { number: 17, label: 'PDF Log', visibleTo: isSeniorAdmin, Panel: lazy(() => import('./certificates/pdf-log/PdfLogTab')) },
  { number: 18, label: 'System Settings', visibleTo: isSeniorAdmin, Panel: lazy(() => import('./settings/SystemSettingsTab')) },
];

/** localStorage key of the last active tab (spec 02 §2: "remembered locally"). */
export const ACTIVE_TAB_KEY = 'admin-active-tab';

export function visibleTabs(roles: readonly string[]): AdminTab[] {
  return ADMIN_TABS.filter((tab) => tab.visibleTo(roles));
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
