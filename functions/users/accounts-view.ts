/**
 * The accounts-view choice of the users list (spec 02 §9: 1, 2 or 3, default 3), kept per person
 * like the other saved filters (data/users/preferences.ts). GET /api/user saves the view it is given,
 * every time, beside its other reads: a Lambda cannot know what another instance saved since, so
 * remembering "already saved" per instance would let a switch back to an earlier view be lost.
 */
import { ACCOUNTS_VIEWS, DEFAULT_ACCOUNTS_VIEW, type AccountsView } from '../../shared/users/list.types.ts';
import { readSavedFilter, saveFilters } from '../data/users/preferences.ts';

const FILTER_TYPE = 'users_view';

export async function savedAccountsView(userId: number): Promise<AccountsView> {
  const view = Number(await readSavedFilter(userId, FILTER_TYPE)) as AccountsView;
  return ACCOUNTS_VIEWS.includes(view) ? view : DEFAULT_ACCOUNTS_VIEW;
}

export async function rememberAccountsView(userId: number, view: AccountsView, now = new Date()): Promise<void> {
  await saveFilters(userId, FILTER_TYPE, view, now);
}
