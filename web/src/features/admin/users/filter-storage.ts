/** The users list filter kept in the browser (spec 02 §2: persisted in local storage; Clear removes it). */
import type { UserListFilter } from '@shared/api/types/users';

export const USERS_FILTER_KEY = 'admin-users-filter';

export function storedFilter(): UserListFilter {
  try {
    const raw = window.localStorage.getItem(USERS_FILTER_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as UserListFilter) : {};
  } catch {
    return {};
  }
}

export function storeFilter(filter: UserListFilter): void {
  try {
    if (isFilterSet(filter)) window.localStorage.setItem(USERS_FILTER_KEY, JSON.stringify(filter));
    else window.localStorage.removeItem(USERS_FILTER_KEY);
  } catch {
    // no storage: the filter lasts this visit only
  }
}

/** Fields left empty do not count: the count line's '(Filters have been set)'. */
export function isFilterSet(filter: UserListFilter): boolean {
  return Object.keys(compactFilter(filter)).length > 0;
}

/** The filter without its empty fields, as sent and stored. */
export function compactFilter(filter: UserListFilter): UserListFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '',
    ),
  ) as UserListFilter;
}
