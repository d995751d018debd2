/** The built routes of the `roles` group. */
import type { GroupImplementations } from '../core/http.ts';
import { roleNames } from './role-names.ts';

export const implementations: GroupImplementations = {
  'POST /api/role/get/names': roleNames,
};
