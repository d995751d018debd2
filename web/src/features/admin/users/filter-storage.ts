/** The users list filter kept in the browser (spec 02 §2: persisted in local storage; Clear removes it). */
import type { UserListFilter } from '@shared/users/list.types';
import { browserFilter, withoutEmptyFields } from '../components/filter-storage';

export const USERS_FILTER_KEY = 'admin-users-filter';

/** The filter without its empty fields, as sent and stored. */
export const compactFilter = (filter: UserListFilter): UserListFilter => withoutEmptyFields(filter);

export const savedUsersFilter = browserFilter(USERS_FILTER_KEY, compactFilter);
export const storedFilter = savedUsersFilter.stored;
export const storeFilter = savedUsersFilter.store;
/** Fields left empty do not count: the count line's '(Filters have been set)'. */
export const isFilterSet = savedUsersFilter.isSet;
