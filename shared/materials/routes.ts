/** The materials group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const MATERIALS_ROWS = [
  ['GET', '/api/boms', 'materials', 'admin_area'],
  ['GET', '/api/download', 'materials', 'admin_area'],
  ['POST', '/api/import_material_status', 'materials', 'admin_area'],
] as const satisfies GroupRows<'materials'>;
