import * as z from 'zod/mini';
import { USER_LIST_MESSAGES as M } from './list.texts.ts';
import {
  ACCOUNTS_VIEWS,
  ALL_STATUS,
  DEFAULT_ACCOUNTS_VIEW,
  INTERNAL_CHOICES,
  SESSION_CHOICES,
  SORT_ORDERS,
  USER_LIST_FILTER_TYPES,
  USER_SORT_COLUMNS,
  USERS_MAX_PAGE_SIZE,
  USERS_PAGE_SIZE,
  type HeaderUserFilterResponse,
  type LoginAsCandidatesAnswer,
  type UserFilterOptions,
  type UserListFilter,
  type UserListFilterResponse,
  type UserListResponse,
} from './list.types.ts';
import { USER_STATUSES } from '../api/user-record.ts';
import { answer, type Contract, type FileDownload } from '../api/contract.ts';
import { listFilterParam, pageDigits, searchText } from '../api/fields.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z.optional(z.array(id).check(z.maxLength(1_000)));
const text = z.optional(z.string().check(z.trim(), z.maxLength(200)));
const texts = z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(500)));
const date = z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.invalidDate }))));
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.optional(z.nullable(z.enum(values)));

/** The Filter Users List modal's fields (list.types.ts UserListFilter); unknown keys are ignored. */
export const userListFilter = z.object({
  id: z.optional(z.nullable(id)),
  username: text,
  honorific: text,
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  job_title: text,
  job_function: ids,
  address: text,
  city: text,
  zip: text,
  states: ids,
  districts: ids,
  school: text,
  district_as_entered: text,
  profile_updated_from: date,
  profile_updated_to: date,
  roles: ids,
  courses: ids,
  cohorts: ids,
  notes: text,
  status: choice([...USER_STATUSES, ALL_STATUS] as [string, ...string[]]),
  state_director: z.optional(z.nullable(z.boolean())),
  internal: choice(INTERNAL_CHOICES),
  bookmark: ids,
  staff_contractor: choice(['staff', 'contractor'] as const),
  created_from: date,
  created_to: date,
  created_by: ids,
  updated_from: date,
  updated_to: date,
  updated_by: ids,
  certificate_created_by: ids,
  certificate_from: date,
  certificate_to: date,
  certificate_courses: ids,
  certificate_cohorts: ids,
  certificate_void_by: ids,
  certificate_void_from: date,
  certificate_void_to: date,
  last_login_from: date,
  last_login_to: date,
  os: texts,
  browsers: texts,
  ips: texts,
  session: choice(SESSION_CHOICES),
});

/** The `filter` query parameter: JSON of UserListFilter (fields.ts listFilterParam). */
const filterParam = listFilterParam<UserListFilter>(userListFilter, M.invalidFilter, 50_000);

/** Paging, sorting, filter and view of the list, its search and (filter only) its export. */
const listQuery = z.object({
  page: pageDigits(1, 1_000_000, M.invalidPage),
  per_page: pageDigits(USERS_PAGE_SIZE, USERS_MAX_PAGE_SIZE, M.invalidPage),
  column: z._default(z.enum(USER_SORT_COLUMNS, { error: M.invalidSort }), 'updated_at'),
  order_by: z._default(z.enum(SORT_ORDERS, { error: M.invalidSort }), 'desc'),
  filter: filterParam,
  filterDiagnosticsUsers: z.optional(
    z.pipe(z.enum(ACCOUNTS_VIEWS.map(String) as [string, ...string[]], { error: M.invalidView }), z.transform(Number)),
  ),
});

/**
 * The search also serves the account pickers (Merge Accounts, Change Username): `pickable=true`
 * searches every account that may be picked, whatever the accounts view, merged ones left out;
 * the saved view is neither read nor saved by such a request.
 */
const searchQuery = z.extend(listQuery, {
  pickable: z._default(
    z.pipe(
      z.enum(['true', 'false'], { error: M.invalidPickable }),
      z.transform((flag) => flag === 'true'),
    ),
    false,
  ),
});

export const USER_LIST_CONTRACTS = {
  'GET /api/user': { query: listQuery, answer: answer<UserListResponse>() },
  'GET /api/user/search/{text}': {
    query: searchQuery,
    params: z.object({ text: z.string().check(z.trim(), z.minLength(1), z.maxLength(100, { error: M.searchTooLong })) }),
    answer: answer<UserListResponse>(),
  },
  'GET /api/export-csv': {
    query: z.object({
      filter: filterParam,
      filterDiagnosticsUsers: z._default(
        z.pipe(z.enum(ACCOUNTS_VIEWS.map(String) as [string, ...string[]], { error: M.invalidView }), z.transform(Number)),
        DEFAULT_ACCOUNTS_VIEW,
      ),
      search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: M.searchTooLong }))),
    }),
    answer: answer<FileDownload>(),
  },
  'GET /api/getOptions': { answer: answer<UserFilterOptions>() },
  'GET /api/getHeaderUserFilter': { answer: answer<HeaderUserFilterResponse>() },
  'GET /api/user/getUsers/loginAs': { answer: answer<LoginAsCandidatesAnswer>() },
  /** The Login As tab's search, validated like the participants search. */
  'GET /api/user/getUsers/loginAs/{text}': { params: z.object({ text: searchText }), answer: answer<LoginAsCandidatesAnswer>() },
  'GET /api/getUserListFilter': {
    query: z.object({
      search: z._default(z.string().check(z.trim(), z.maxLength(100, { error: M.searchTooLong })), ''),
      typeFilter: z.enum(USER_LIST_FILTER_TYPES, { error: M.invalidListFilterType }),
    }),
    answer: answer<UserListFilterResponse>(),
  },
} satisfies Record<string, Contract>;
