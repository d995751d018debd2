/** The built routes of the `auth` group: sign-in, sessions and passwords. */
import { AUTH_CONTRACTS } from '../../shared/auth/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { keepAlive } from './keepalive.ts';
import { login } from './login.ts';
import { endLoginAs, startLoginAs } from './login-as.ts';
import { logout } from './logout.ts';
import { currentUserData } from './user-data.ts';
import {
  changePassword,
  dateOfLastPasswordChange,
  forgotPassword,
  recoverPassword,
  validateCurrentPassword,
  validatePasswordHistory,
} from './passwords.ts';

export const implementations: GroupImplementations<'auth'> = {
  'POST /api/login': login,
  'POST /api/logout': logout,
  'GET /api/keepalive': keepAlive,
  'POST /api/forgot-password': forgotPassword,
  'POST /api/recover-password/{token}': recoverPassword,
  'PUT /api/user/change-password': changePassword,
  'POST /api/validatePasswordHistory': validatePasswordHistory,
  'POST /api/validateCurrentPassword': validateCurrentPassword,
  'GET /api/get-date-last-update-pass': dateOfLastPasswordChange,
  'GET /api/user/loginas/{target}/false': startLoginAs,
  'GET /api/user/loginas/{target}/true': endLoginAs,
  'GET /api/getuserdata': currentUserData,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'auth'> = AUTH_CONTRACTS;
