/**
 * GET /api/user and GET /api/user/search/{text} (spec 02 §2, §7): one page of the users list
 * with its totals. The accounts view given is remembered for the person (GET
 * /api/getHeaderUserFilter reads it back). A picker's search (`pickable=true`: Merge Accounts,
 * Change Username) looks through every account but merged ones: the Users tab's view is
 * neither applied nor saved, so a saved view 2 no longer hides everyone from the pickers.
 */
import { DEFAULT_ACCOUNTS_VIEW, type AccountsView, type UserListResponse } from '../../shared/users/list.types.ts';
import type { RouteImplementation, RouteRequest } from '../core/http.ts';
import { pagedAnswer } from '../core/list-pages.ts';
import { listContext, listRow, selectUsers } from './user-list.ts';
import { rememberAccountsView, savedAccountsView } from './accounts-view.ts';

type ListRoute = 'GET /api/user' | 'GET /api/user/search/{text}';

async function listPage(request: RouteRequest<ListRoute>, search?: string, pickable = false): Promise<UserListResponse> {
  const { query, auth } = request;
  const given = pickable ? undefined : (query.filterDiagnosticsUsers as AccountsView | undefined);
  const view = pickable ? DEFAULT_ACCOUNTS_VIEW : (given ?? (await savedAccountsView(auth.userId)));
  const [context] = await Promise.all([listContext(), given ? rememberAccountsView(auth.userId, given) : undefined]);
  const { rows, totalUsers } = selectUsers(context, {
    filter: query.filter,
    view,
    column: query.column,
    order: query.order_by,
    search,
    pickable,
  });
  return { users: pagedAnswer(rows, query, (user) => listRow(context, user)), totalUsers };
}

export const listUsers: RouteImplementation<'GET /api/user'> = (request) => listPage(request);

export const searchUserList: RouteImplementation<'GET /api/user/search/{text}'> = (request) =>
  listPage(request, request.params.text, request.query.pickable);
