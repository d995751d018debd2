/** The accounts group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const ACCOUNTS_ROWS = [
  ['POST', '/api/change_username', 'accounts', 'user_admin'],
  ['POST', '/api/getUsersInfoMerge', 'accounts', 'user_admin'],
  ['POST', '/api/merge_users', 'accounts', 'user_admin'],
  ['GET', '/api/getUserMergeLogs', 'accounts', 'user_admin'],
  ['POST', '/api/reverse_merged_username', 'accounts', 'user_admin'],
  ['GET', '/api/getPendingUsers', 'accounts', 'user_admin'],
] as const satisfies GroupRows<'accounts'>;
