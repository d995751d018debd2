/**
 * Which calendar a person gets (spec 01 §2, §6): the complete calendar for state coordinators,
 * managers, training managers and administrators; My Schedule for facilitators and coaches.
 * Holding both kinds of role lets one switch; facilitators start on their own schedule.
 */
import type { CalendarMode } from '../../shared/calendar/types.ts';
import { hasAnyRole, type RoleSlug } from '../../shared/auth/roles.ts';

const SCHEDULED_ROLES: RoleSlug[] = ['facilitator_national', 'facilitator_master', 'facilitator_local', 'facilitator_local_inc', 'coach'];
const OVERSEEING_ROLES: RoleSlug[] = [
  'state_coordinator',
  'nisl_manager',
  'training_manager',
  'administrator',
  'senior_admin',
  'bbp_keymaster',
];

export function calendarModes(roles: readonly string[]): { default: CalendarMode; canSwitch: boolean } {
  const scheduled = hasAnyRole(roles, SCHEDULED_ROLES);
  const overseeing = hasAnyRole(roles, OVERSEEING_ROLES);
  return { default: scheduled ? 'my_schedule' : 'complete', canSwitch: scheduled && overseeing };
}

/** The mode asked for when the person may use it, else their default. */
export function resolveMode(roles: readonly string[], asked: CalendarMode | undefined): { mode: CalendarMode; canSwitch: boolean } {
  const modes = calendarModes(roles);
  return { mode: asked && modes.canSwitch ? asked : modes.default, canSwitch: modes.canSwitch };
}
