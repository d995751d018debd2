/** The built routes of the `users` group. */
import type { GroupImplementations } from '../core/http.ts';
import { createUserRoute } from './create-user.ts';
import { deleteUserRoute } from './delete-user.ts';
import { updateUserRoute } from './update-user.ts';
import { loginAsCandidates, searchLoginAsCandidates } from './login-as-users.ts';

export const implementations: GroupImplementations = {
  'GET /api/user/getUsers/loginAs': loginAsCandidates,
  'GET /api/user/getUsers/loginAs/{text}': searchLoginAsCandidates,
  // Tab 1 Users: the user create/edit modal (the edit form loads through GET /api/validate_page).
  'POST /api/user': createUserRoute,
  'PUT /api/user/update/{id}': updateUserRoute,
  'DELETE /api/user/{id}': deleteUserRoute,
};
