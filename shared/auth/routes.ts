/** The auth group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const AUTH_ROWS = [
  ['POST', '/api/login', 'auth', 'public'],
  ['POST', '/api/forgot-password', 'auth', 'public'],
  ['POST', '/api/recover-password/{token}', 'auth', 'public'],
  ['PUT', '/api/user/change-password', 'auth', 'signed_in'],
  ['POST', '/api/validatePasswordHistory', 'auth', 'signed_in'],
  ['POST', '/api/validateCurrentPassword', 'auth', 'signed_in'],
  ['GET', '/api/get-date-last-update-pass', 'auth', 'signed_in'],
  ['POST', '/api/logout', 'auth', 'signed_in'],
  ['GET', '/api/user/loginas/{target}/true', 'auth', 'signed_in'],
  ['GET', '/api/user/loginas/{target}/false', 'auth', 'login_as'],
  ['GET', '/api/getuserdata', 'auth', 'signed_in'],
  ['GET', '/api/keepalive', 'auth', 'signed_in'],
] as const satisfies GroupRows<'auth'>;
