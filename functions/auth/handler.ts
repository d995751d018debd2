/** Lambda entry of the `auth` route group: sign-in, sessions and passwords. */
import { createGroupHandler } from '../core/http-handler.ts';
import { keepAlive } from './keepalive.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';

export const handler = createGroupHandler('auth', {
  'POST /api/login': login,
  'POST /api/logout': logout,
  'GET /api/keepalive': keepAlive,
});
