/** The users group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const USERS_ROWS = [
  ['GET', '/api/user', 'users', 'user_admin'],
  ['GET', '/api/user/search/{text}', 'users', 'user_admin'],
  ['GET', '/api/export-csv', 'users', 'user_admin'],
  ['POST', '/api/user', 'users', 'user_admin'],
  ['PUT', '/api/user/update/{id}', 'users', 'user_admin'],
  ['DELETE', '/api/user/{id}', 'users', 'user_admin'],
  ['GET', '/api/getUserListFilter', 'users', 'admin_area'],
  ['GET', '/api/getOptions', 'users', 'user_admin'],
  ['GET', '/api/getHeaderUserFilter', 'users', 'user_admin'],
  ['GET', '/api/user/getUsers/loginAs', 'users', 'user_admin'],
  ['GET', '/api/user/getUsers/loginAs/{text}', 'users', 'user_admin'],
] as const satisfies GroupRows<'users'>;
