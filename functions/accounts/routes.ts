/** The built routes of the `accounts` group. Documented routes not listed here answer 501. */
import type { GroupImplementations } from '../core/http.ts';
import { changeUsername } from './change-username.ts';

export const implementations: GroupImplementations = {
  'POST /api/change_username': changeUsername,
};
