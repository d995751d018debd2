/**
 * The admin area's numbered tabs (spec 02 §2; tabs 13-18 in spec 03). Each later issue adds its
 * tab here: number, label, who sees it, and the lazily loaded panel.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { isAdministrator } from '@/lib/roles';

export interface AdminTab {
  number: number;
  label: string;
  visibleTo: (roles: readonly string[]) => boolean;
  Panel: LazyExoticComponent<ComponentType>;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { number: 3, label: 'Login as', visibleTo: isAdministrator, Panel: lazy(() => import('./components/LoginAsTab')) },
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
