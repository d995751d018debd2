/** The built routes of the `user-import` group. Documented routes not listed here answer 501. */
import type { GroupContracts } from '../../shared/api/route-types.ts';
import { USER_IMPORT_CONTRACTS } from '../../shared/user-import/contract.ts';
import type { GroupImplementations } from '../core/http.ts';
import { importCsv } from './import-csv.ts';

export const implementations: GroupImplementations<'user-import'> = {
  'POST /api/user/import-csv': importCsv,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'user-import'> = USER_IMPORT_CONTRACTS;
