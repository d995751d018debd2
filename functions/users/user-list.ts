/**
 * The users list over the in-memory directories (ARCHITECTURE §5): the accounts of the view,
 * filtered, searched, sorted and paged in memory, the page's rows with names of roles, cohorts,
 * bookmark and who created/updated. Page loads cost at most a change Query per directory and the
 * roles' reference Query (cached), never a Scan.
 */
import type { AccountsView, SortOrder, UserListFilter, UserListRow, UserSortColumn } from '../../shared/users/list.types.ts';
import { sortedCopies } from '../core/list-pages.ts';
import { cohortDirectory, type CohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { listReference } from '../data/reference/reference.ts';
import { normalizeWord } from '../data/users/user-search.ts';
import { userDirectory, type DirectoryUser, type UserDirectory } from '../data/users/user-directory.ts';
import { userCohorts, type UserCohorts } from './user-cohorts.ts';
import { userFilter, viewPredicate } from './user-filter.ts';

/** The Cohorts column shows this many, then an ellipsis. */
export const COHORTS_SHOWN = 5;

export interface UserSelection {
  filter: UserListFilter;
  view: AccountsView;
  column: UserSortColumn;
  order: SortOrder;
  /** The search box: every typed word in the name, username or e-mail. */
  search?: string;
  /** For an account picker: every account but merged ones, whatever `view` says. */
  pickable?: boolean;
}

export interface ListContext {
  users: UserDirectory;
  cohorts: UserCohorts;
  courses: CohortDirectory['reference']['courses'];
  roleNames: ReadonlyMap<number, string>;
}

/** The directories and role names; `fresh` makes a writer's own change visible. */
export async function listContext(opts: { fresh?: boolean } = {}): Promise<ListContext> {
  const [users, cohorts, roles] = await Promise.all([userDirectory(opts), cohortDirectory(opts), listReference('ROLE')]);
  return { users, cohorts: userCohorts(cohorts), courses: cohorts.reference.courses, roleNames: new Map(roles.map((r) => [r.id, r.name])) };
}

const sortedCopy = sortedCopies<UserDirectory, DirectoryUser>();

function sortedUsers(directory: UserDirectory, column: UserSortColumn, order: SortOrder): DirectoryUser[] {
  return sortedCopy(directory, directory.version, `${column}:${order}`, () => {
    const sign = order === 'asc' ? 1 : -1;
    return [...directory.users.values()].sort((a, b) => sign * (a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : a.id - b.id));
  });
}

/** The words a search looks in, normalised like the people search; rows are replaced on change, so the cache stays right. */
const searchTexts = new WeakMap<DirectoryUser, string>();

function searchText(user: DirectoryUser): string {
  let text = searchTexts.get(user);
  if (text === undefined) {
    text = [user.first_name, user.last_name, user.username, user.email]
      .flatMap((w) => w.split(/[\s-]+/))
      .map(normalizeWord)
      .join(' ');
    searchTexts.set(user, ` ${text}`);
    text = ` ${text}`;
  }
  return text;
}

/** Every typed word starts a word of the name, username or e-mail ("ada oka" finds Ada Okafor). */
export function searchPredicate(search: string): (user: DirectoryUser) => boolean {
  const words = search
    .split(/\s+/)
    .map(normalizeWord)
    .filter(Boolean)
    .map((w) => ` ${w}`);
  return (user) => {
    const text = searchText(user);
    return words.every((w) => text.includes(w));
  };
}

export interface Selected {
  /** Matching accounts in list order. */
  rows: DirectoryUser[];
  /** Accounts of the view before filter and search. */
  totalUsers: number;
}

export function selectUsers(context: ListContext, selection: UserSelection, now = new Date()): Selected {
  const inView = selection.pickable ? (user: DirectoryUser) => user.status !== 'merged' : viewPredicate(selection.view);
  const filtered = userFilter(selection.filter, {
    cohortsOf: (id) => context.cohorts.of(id),
    certificatesOf: (id) => context.users.certificatesByUser().get(id),
    courseOfCohort: (id) => context.cohorts.courseOf(id),
    now,
  });
  const searched = selection.search ? searchPredicate(selection.search) : () => true;
  const rows: DirectoryUser[] = [];
  let totalUsers = 0;
  for (const user of sortedUsers(context.users, selection.column, selection.order)) {
    if (!inView(user)) continue;
    totalUsers += 1;
    if (filtered(user) && searched(user)) rows.push(user);
  }
  return { rows, totalUsers };
}

const fullName = (user: Pick<DirectoryUser, 'first_name' | 'last_name'>) => `${user.first_name} ${user.last_name}`.trim();

/** Who created or updated an account, by name; null when unknown (shown as TBD). */
export function personName(context: ListContext, id: number | null): string | null {
  const person = id === null ? undefined : context.users.users.get(id);
  return person ? fullName(person) : null;
}

export function roleNames(context: ListContext, roles: readonly number[]): string[] {
  return roles.map((id) => context.roleNames.get(id)).filter((name): name is string => name !== undefined);
}

export function courseName(context: ListContext, id: number | null): string | null {
  return id === null ? null : (context.courses.get(id)?.name ?? null);
}

export function listRow(context: ListContext, user: DirectoryUser): UserListRow {
  const cohortIds = context.cohorts.of(user.id);
  return {
    id: user.id,
    username: user.username,
    honorific: user.honorific,
    first_name: user.first_name,
    last_name: user.last_name,
    name: fullName(user),
    email: user.email,
    phone: user.phone,
    status: user.status,
    internal: user.internal,
    state_id: user.state_id,
    roles: user.roles,
    role_names: roleNames(context, user.roles),
    cohorts: cohortIds
      .slice(0, COHORTS_SHOWN)
      .map((id) => context.cohorts.link(id))
      .filter((c) => c !== undefined),
    more_cohorts: cohortIds.length > COHORTS_SHOWN,
    course_bookmark: courseName(context, user.default_course),
    created_at: user.created_at,
    updated_at: user.updated_at,
    created_by: personName(context, user.created_by),
    updated_by: personName(context, user.updated_by),
    login_at: user.login_at,
    merged: user.status === 'merged',
  };
}
