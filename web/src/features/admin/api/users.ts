/** The Users tab's calls (spec 02 §7) as TanStack Query hooks. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountsView,
  HeaderUserFilterResponse,
  SortOrder,
  UserListFilter,
  UserListFilterType,
  UserListResponse,
  UserSortColumn,
} from '@shared/users/list.types';
import { api } from '@/lib/api-client';
import { useInfoDistricts, useJobFunctions } from '@/lib/lookups';
import { routeQueryKey, routesQueryFilter } from '@/lib/query-keys';

export interface UserListParams {
  page: number;
  perPage: number;
  column: UserSortColumn;
  order: SortOrder;
  filter: UserListFilter;
  view: AccountsView;
  /** The search box's settled text; blank lists without it. */
  search: string;
}

/** GET /api/user, or GET /api/user/search/{text} when there is search text. */
export function fetchUserList(params: UserListParams, signal?: AbortSignal): Promise<UserListResponse> {
  const query = {
    page: params.page,
    per_page: params.perPage,
    column: params.column,
    order_by: params.order,
    filter: JSON.stringify(params.filter),
    filterDiagnosticsUsers: params.view,
  };
  const text = params.search.trim();
  return text ? api('GET /api/user/search/{text}', { params: { text }, query, signal }) : api('GET /api/user', { query, signal });
}

export function useUserList(params: UserListParams | null) {
  return useQuery({
    // The list's route, the search text (in params) telling the two calls apart.
    queryKey: routeQueryKey('GET /api/user', params),
    queryFn: ({ signal }) => fetchUserList(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

export function useFilterOptions(enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getOptions'),
    queryFn: ({ signal }) => api('GET /api/getOptions', { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** Job functions and every district with its state (lookups group), for the filter's choices. */
export function useFilterLookups() {
  const jobFunctions = useJobFunctions();
  const districts = useInfoDistricts();
  return { jobFunctions: jobFunctions.data ?? [], districts: districts.data ?? [] };
}

/**
 * The saved accounts view (default 3), read once; a choice is written into this cache at once
 * (useChooseView) as the list call that carries it saves it on the server, so the drop-down shows
 * the saved view again when the tab is left and opened again.
 */
export function useSavedView() {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getHeaderUserFilter'),
    queryFn: ({ signal }) => api('GET /api/getHeaderUserFilter', { signal }),
    staleTime: Infinity,
  });
}

export function useChooseView(): (view: AccountsView) => void {
  const queryClient = useQueryClient();
  return (view) => {
    // A read still on its way must not put the old view back over the choice.
    void queryClient.cancelQueries({ queryKey: routeQueryKey('GET /api/getHeaderUserFilter') });
    queryClient.setQueryData<HeaderUserFilterResponse>(routeQueryKey('GET /api/getHeaderUserFilter'), { filter: view });
  };
}

/**
 * GET /api/getUserListFilter: the people of a typeFilter whose name words start with `search` (the cohort filter's
 * participant, created by and modified by pickers). Kept a minute per search; the previous answer stays while typing.
 */
export function useListFilterPeople(typeFilter: UserListFilterType, search: string, enabled = true) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getUserListFilter', typeFilter, search),
    queryFn: ({ signal }) => api('GET /api/getUserListFilter', { query: { search, typeFilter }, signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The people who created or voided certificates, for the filter's choices. */
export function useCertificatePeople(typeFilter: 'whoCreateCertificate' | 'whoVoidCertificate') {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getUserListFilter', typeFilter, ''),
    queryFn: ({ signal }) => api('GET /api/getUserListFilter', { query: { search: '', typeFilter }, signal }),
    staleTime: 60_000,
  });
}

/** The Users tab's calls above, whose queries a save in the user modal makes stale. */
const USERS_TAB_ROUTES = routesQueryFilter(
  'GET /api/user',
  'GET /api/getOptions',
  'GET /api/getHeaderUserFilter',
  'GET /api/getUserListFilter',
);

/** Marks every query of the Users tab's calls stale (after a save in the user modal): the list is read again. */
export function useRefreshUserList(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries(USERS_TAB_ROUTES);
}
