/** The user-import group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const USER_IMPORT_ROWS = [['POST', '/api/user/import-csv', 'user-import', 'user_admin']] as const satisfies GroupRows<'user-import'>;
