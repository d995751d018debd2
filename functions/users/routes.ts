/** The built routes of the `users` group. */
import type { GroupImplementations } from '../core/http.ts';
import { loginAsCandidates, searchLoginAsCandidates } from './login-as-users.ts';

export const implementations: GroupImplementations = {
  'GET /api/user/getUsers/loginAs': loginAsCandidates,
  'GET /api/user/getUsers/loginAs/{text}': searchLoginAsCandidates,
};
