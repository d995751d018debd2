/**
 * Role helpers for what the web shows. The role lists of the specs live in shared/auth; the
 * few menu sets the specs leave open ("exact set not shown") are chosen here.
 */
import { allows } from '@shared/auth/capabilities';
import { DASHBOARD_ROLES, hasAnyRole, type RoleSlug } from '@shared/auth/roles';
import type { NislData } from '@shared/auth/types';

/** A senior admin counts as an administrator wherever the specs say "administrator". */
export function effectiveRoles(roles: readonly string[]): string[] {
  const all = [...roles];
  if (all.includes('senior_admin') && !all.includes('administrator')) all.push('administrator');
  return all;
}

export function isAdministrator(roles: readonly string[]): boolean {
  return hasAnyRole(effectiveRoles(roles), ['administrator']);
}

/** Tabs and actions for senior admins only (spec 02 §6). */
export function isSeniorAdmin(roles: readonly string[]): boolean {
  return allows('senior_admin', roles);
}

/** The /admin route: nisl_manager or administrator (spec 01 §6). */
export function canOpenAdmin(roles: readonly string[]): boolean {
  return allows('admin_area', effectiveRoles(roles));
}

/** Dashboard landing and the dashboard-style top bar (spec 01 §6). */
export function isDashboardUser(roles: readonly string[]): boolean {
  return hasAnyRole(effectiveRoles(roles), DASHBOARD_ROLES);
}

export const ADVISER_ROLES: readonly RoleSlug[] = ['coaching_manager', 'coach', 'coaching_manager_associates', 'distinguished_principal'];

export const QUERY_ROLES: readonly RoleSlug[] = ['administrator', 'dw_power_user'];

export function rolesOf(nislData: NislData | null): string[] {
  return effectiveRoles(nislData?.roles_un ?? []);
}

/** Where `/` sends a signed-in user (spec 01 §2). */
export function landingPath(nislData: NislData | null): string {
  const roles = rolesOf(nislData);
  if (isDashboardUser(roles)) return '/dashboard';
  const course = nislData?.cohort;
  return course ? `/course/${encodeURIComponent(course)}` : '/course';
}
