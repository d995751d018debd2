/** The roles group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const ROLES_ROWS = [
  ['GET', '/api/role', 'roles', 'user_admin'],
  ['POST', '/api/role', 'roles', 'senior_admin'],
  ['PUT', '/api/role/{id}', 'roles', 'senior_admin'],
  ['DELETE', '/api/role/{id}', 'roles', 'senior_admin'],
  ['GET', '/api/role/change/{id}', 'roles', 'senior_admin'],
  ['GET', '/api/role/get/default-role', 'roles', 'user_admin'],
  ['POST', '/api/role/get/names', 'roles', 'signed_in'],
] as const satisfies GroupRows<'roles'>;
