/** The built routes of the `materials` group (admin tab 14, BOM). */
import { MATERIAL_CONTRACTS } from '../../shared/materials/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { download } from './download.ts';
import { importMaterialStatus } from './import-material-status.ts';
import { listBoms } from './list-boms.ts';

export const implementations: GroupImplementations<'materials'> = {
  'GET /api/boms': listBoms,
  'GET /api/download': download,
  'POST /api/import_material_status': importMaterialStatus,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'materials'> = MATERIAL_CONTRACTS;
