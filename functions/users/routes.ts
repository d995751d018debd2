/** The built routes of the `users` group. */
import { USER_LIST_CONTRACTS } from '../../shared/users/list.contract.ts';
import { USER_MODAL_CONTRACTS } from '../../shared/users/form.contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations, RouteImplementation } from '../core/http.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import { markUserDirectoryStale } from '../data/users/user-directory.ts';
import { exportUsers } from './export-users.ts';
import { userListFilterPeople, headerUserFilter, userFilterOptions } from './filter-options.ts';
import { listUsers, searchUserList } from './list-users.ts';
import { loginAsCandidates, searchLoginAsCandidates } from './login-as-users.ts';
import { createUserRoute } from './create-user.ts';
import { deleteUserRoute } from './delete-user.ts';
import { updateUserRoute } from './update-user.ts';

/**
 * The list shares this Lambda with the account writers: after a write, the next list read looks
 * at the change feed at once, so the list the web reloads after a save shows the save.
 */
function refreshingUserList<K extends RouteKey>(write: RouteImplementation<K>): RouteImplementation<K> {
  return async (request) => {
    try {
      return await write(request);
    } finally {
      markUserDirectoryStale();
    }
  };
}

export const implementations: GroupImplementations<'users'> = {
  'GET /api/user/getUsers/loginAs': loginAsCandidates,
  'GET /api/user/getUsers/loginAs/{text}': searchLoginAsCandidates,
  // Tab 1 Users: the list, its search, export and filter choices.
  'GET /api/user': listUsers,
  'GET /api/user/search/{text}': searchUserList,
  'GET /api/export-csv': exportUsers,
  'GET /api/getOptions': userFilterOptions,
  'GET /api/getHeaderUserFilter': headerUserFilter,
  'GET /api/getUserListFilter': userListFilterPeople,
  // Tab 1 Users: the user create/edit modal (the edit form loads through GET /api/validate_page).
  'POST /api/user': refreshingUserList(createUserRoute),
  'PUT /api/user/update/{id}': refreshingUserList(updateUserRoute),
  'DELETE /api/user/{id}': refreshingUserList(deleteUserRoute),
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'users'> = { ...USER_LIST_CONTRACTS, ...USER_MODAL_CONTRACTS };
