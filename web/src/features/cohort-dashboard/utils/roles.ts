/** Who sees which part of the cohort dashboard (spec 01 §2, §6). */
import { DASHBOARD_ROLES, hasAnyRole, type RoleSlug } from '@shared/auth/roles';

const LOCAL_FACILITATOR_ROLES: readonly RoleSlug[] = ['facilitator_local', 'facilitator_local_inc'];

/** A local facilitator with no other dashboard role: gets the 'not assigned' empty message. */
export function isLocalFacilitatorOnly(roles: readonly string[]): boolean {
  const otherDashboardRoles = DASHBOARD_ROLES.filter((role) => !LOCAL_FACILITATOR_ROLES.includes(role));
  return hasAnyRole(roles, LOCAL_FACILITATOR_ROLES) && !hasAnyRole(roles, otherDashboardRoles);
}

export function isCoach(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ['coach']);
}

export function isStateCoordinator(roles: readonly string[]): boolean {
  return hasAnyRole(roles, ['state_coordinator']);
}
