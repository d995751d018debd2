/** The built routes of the `roles` group. */
import { ROLE_CONTRACTS } from '../../shared/roles/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { roleNames } from './role-names.ts';
import { addRole, defaultRole, listRoles, removeRole, renameRole, toggleRole } from './roles-admin.ts';

export const implementations: GroupImplementations<'roles'> = {
  'GET /api/role': listRoles,
  'POST /api/role': addRole,
  'PUT /api/role/{id}': renameRole,
  'DELETE /api/role/{id}': removeRole,
  'GET /api/role/change/{id}': toggleRole,
  'GET /api/role/get/default-role': defaultRole,
  'POST /api/role/get/names': roleNames,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'roles'> = ROLE_CONTRACTS;
