/**
 * The Filter Users List modal's choices and saved view (spec 02 §7): GET /api/getOptions,
 * GET /api/getHeaderUserFilter and GET /api/getUserListFilter (who created or voided
 * certificates). Everything comes from the in-memory directories and cached reference data.
 */
import type { HeaderUserFilterResponse, NamedOption, UserFilterOptions, UserListFilterResponse } from '../../shared/api/types/users.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory } from '../data/cohort-directory.ts';
import { listReference } from '../data/reference.ts';
import { normalizeWord } from '../data/user-search.ts';
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

export const certificatePeople: RouteImplementation<'GET /api/getUserListFilter'> = async ({ query }): Promise<UserListFilterResponse> => {
  const context = await listContext();
  const ids = [...context.users.certificates.values()].map((c) => (query.typeFilter === 'whoCreateCertificate' ? c.created_by : c.void_by));
  const matches = normalizeWord(query.search) ? searchPredicate(query.search) : () => true;
  const users = people(context, ids)
    .filter((p) => {
      const user = context.users.users.get(p.id);
      return user !== undefined && matches(user);
    })
    .slice(0, OFFERED);
  return { users };
};
