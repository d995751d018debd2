/**
 * The route groups (one Lambda each) and the shape of a group's rows, apart from the table
 * (routes.ts) so that each group's rows (shared/<group>/routes.ts) name their type without
 * importing the table that is built from them.
 */
import type { Capability } from '../auth/capabilities.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteGroup =
  | 'auth'
  | 'integrations'
  | 'portal'
  | 'messages'
  | 'participants'
  | 'dashboard'
  | 'calendar'
  | 'roster'
  | 'roster-reports'
  | 'certificates'
  | 'users'
  | 'user-import'
  | 'locks'
  | 'roles'
  | 'accounts'
  | 'districts'
  | 'lookups'
  | 'cohort-builder'
  | 'materials'
  | 'settings'
  | 'profile'
  | 'support'
  | 'reports';

/** One group's documented routes: method, path, group, capability. */
export type GroupRows<G extends RouteGroup> = ReadonlyArray<readonly [HttpMethod, string, G, Capability]>;
