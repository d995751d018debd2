/**
 * The Filter Users List modal's choices and saved view (spec 02 §7): GET /api/getOptions,
 * GET /api/getHeaderUserFilter and GET /api/getUserListFilter (who created or voided
 * certificates; spec 03 §7: cohorts' participants, creators and modifiers). Everything comes from the in-memory directories and cached reference data.
 */
import type {
  HeaderUserFilterResponse,
  NamedOption,
  UserFilterOptions,
  UserListFilterResponse,
  UserListFilterType,
} from '../../shared/users/list.types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory, type CohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { listReference } from '../data/reference/reference.ts';
import type { UserDirectory } from '../data/users/user-directory.ts';
import { normalizeWord } from '../data/users/user-search.ts';
import { savedAccountsView } from './accounts-view.ts';
import { listContext, personName, searchPredicate, type ListContext } from './user-list.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
const distinct = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b));

function people(context: ListContext, ids: Iterable<number | null>): NamedOption[] {
  const unique = new Set([...ids].filter((id): id is number => id !== null));
  return [...unique].map((id) => ({ id, name: personName(context, id) ?? `#${id}` })).sort(byName);
}

export const userFilterOptions: RouteImplementation<'GET /api/getOptions'> = async () => {
  const [context, cohorts, roles] = await Promise.all([listContext(), cohortDirectory(), listReference('ROLE')]);
  const users = [...context.users.users.values()];
  const options: UserFilterOptions = {
    roles: roles
      .filter((r) => !r.deleted_at)
      .map((r) => ({ id: r.id, name: r.name }))
      .sort(byName),
    states: [...cohorts.reference.states.values()].map((s) => ({ id: s.id, name: s.name, code: s.code })).sort(byName),
    createdBy: people(
      context,
      users.map((u) => u.created_by),
    ),
    updatedBy: people(
      context,
      users.map((u) => u.updated_by),
    ),
    courses: [...cohorts.reference.courses.values()]
      .sort((a, b) => a.key - b.key)
      .map((c) => ({ number: c.key, label: c.name, value: c.id })),
    cohorts: [...cohorts.cohorts.values()].map((c) => ({ id: c.id, name: c.name })).sort(byName),
    browsers: distinct(users.map((u) => u.last_login?.browser ?? '')),
    ips: distinct(users.map((u) => u.last_login?.ip ?? '')),
    os: distinct(users.map((u) => u.last_login?.platform ?? '')),
  };
  return options;
};

export const headerUserFilter: RouteImplementation<'GET /api/getHeaderUserFilter'> = async ({
  auth,
}): Promise<HeaderUserFilterResponse> => ({
  filter: await savedAccountsView(auth.userId),
});

const OFFERED = 50;

/** The ids a typeFilter offers: from certificates (user directory) or from cohorts (the cohort directory's records and summaries). */
function candidates(users: UserDirectory, cohorts: CohortDirectory, type: UserListFilterType): Iterable<number | null> {
  switch (type) {
    case 'whoCreateCertificate':
      return [...users.certificates.values()].map((c) => c.created_by);
    case 'whoVoidCertificate':
      return [...users.certificates.values()].map((c) => c.void_by);
    case 'participant':
      return [...cohorts.cohorts.values()].flatMap((c) => c.summary.members.map((m) => m.user_id));
    case 'whoCreate':
      return [...cohorts.cohorts.values()].map((c) => c.created_by);
    case 'whoModify':
      return [...cohorts.cohorts.values()].map((c) => c.updated_by);
  }
}

/**
 * Each typeFilter's people with an account, by name, kept per version of both directories: the participants of
 * 5,000 cohorts are ~100,000 people, named and sorted once, not per keystroke.
 */
const offered = new WeakMap<UserDirectory, Map<UserListFilterType, { cohorts: CohortDirectory; version: string; people: NamedOption[] }>>();

function peopleOf(context: ListContext, cohorts: CohortDirectory, type: UserListFilterType): NamedOption[] {
  const version = `${context.users.version}:${cohorts.version}`;
  let byType = offered.get(context.users);
  if (!byType) offered.set(context.users, (byType = new Map()));
  const known = byType.get(type);
  if (known?.cohorts === cohorts && known.version === version) return known.people;
  const ids = [...candidates(context.users, cohorts, type)].filter((id): id is number => id !== null && context.users.users.has(id));
  const list = people(context, ids);
  byType.set(type, { cohorts, version, people: list });
  return list;
}

/**
 * GET /api/getUserListFilter: the people of the typeFilter (who created or voided a certificate; a member, the
 * creator or the last modifier of some cohort) whose name, username or e-mail words start with the search words,
 * by name, at most 50. Both directories are the in-memory ones the lists read: no Scan.
 */
export const userListFilterPeople: RouteImplementation<'GET /api/getUserListFilter'> = async ({
  query,
}): Promise<UserListFilterResponse> => {
  const [context, cohorts] = await Promise.all([listContext(), cohortDirectory()]);
  const matches = normalizeWord(query.search) ? searchPredicate(query.search) : () => true;
  const users: NamedOption[] = [];
  for (const person of peopleOf(context, cohorts, query.typeFilter)) {
    const user = context.users.users.get(person.id);
    if (user && matches(user)) users.push(person);
    if (users.length === OFFERED) break;
  }
  return { users };
};
