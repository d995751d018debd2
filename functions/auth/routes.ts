/** The built routes of the `auth` group: sign-in, sessions and passwords. */
import type { GroupImplementations } from '../core/http.ts';
import { keepAlive } from './keepalive.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';

export const implementations: GroupImplementations = {
  'POST /api/login': login,
  'POST /api/logout': logout,
  'GET /api/keepalive': keepAlive,
};
