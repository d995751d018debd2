/** The messages group's rows of the route table (shared/api/routes.ts): method, path, group, capability. Zod-free: the web's first bundle reads them. */
import type { GroupRows } from '../api/route-group.ts';

export const MESSAGES_ROWS = [
  ['GET', '/api/portal_banners', 'messages', 'signed_in'],
  ['GET', '/api/get-active-logon-popup', 'messages', 'signed_in'],
  ['POST', '/api/set-action-logon-popup', 'messages', 'signed_in'],
  ['GET', '/api/logon-popup', 'messages', 'user_admin'],
  ['POST', '/api/logon-popup', 'messages', 'user_admin'],
  ['PUT', '/api/logon-popup/{id}', 'messages', 'user_admin'],
  ['DELETE', '/api/logon-popup/{id}', 'messages', 'user_admin'],
  ['DELETE', '/api/logon-popup/delete/{id}', 'messages', 'user_admin'],
] as const satisfies GroupRows<'messages'>;
