/**
 * GET /api/getPendingUsers?search&page&per_page (Pending Log, admin tab 12): the accounts created
 * as possible duplicates (pending-users.ts; written by the user form and the CSV import), newest
 * first, 50 a page, with their status (Pending, Changed to {status}, Deleted). The search matches
 * the new account's username, e-mail, name and the status. One Query of the log, one
 * BatchGetItem of the page's people (the accounts they may duplicate, who created, changed or
 * deleted them).
 */
import type { PendingLogResponse, PendingLogRow } from '../../shared/accounts/types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { listPendingRecords, type PendingRecord } from '../data/users/pending-users.ts';
import { listReference } from '../data/reference/reference.ts';
import { getUsers } from '../data/users/users.ts';
import { pageOf } from '../core/list-pages.ts';
import { matchesSearch, personName } from './log-pages.ts';

const searchable = (r: PendingRecord) => [
  r.user_id,
  r.new_user.username,
  r.new_user.email,
  r.new_user.first_name,
  r.new_user.last_name,
  r.status,
];

export const getPendingUsers: RouteImplementation<'GET /api/getPendingUsers'> = async ({ query }) => {
  const matching = (await listPendingRecords()).filter((record) => matchesSearch(query.search, searchable(record)));
  const page = pageOf(matching, query.page, query.per_page);
  const [people, states] = await Promise.all([
    getUsers(
      page.flatMap((r) =>
        [r.user_id, ...r.duplicated_user_ids, r.who_create, r.who_changed, r.who_delete].filter(
          (id): id is number => typeof id === 'number',
        ),
      ),
    ),
    listReference('STATE'),
  ]);
  const nameOf = (id: number | null) => (id === null ? null : personName(people.get(id)));
  const list: PendingLogRow[] = page.map((record) => {
    const account = people.get(record.user_id);
    return {
      user_id: record.user_id,
      new_user: {
        ...record.new_user,
        state: states.find((s) => s.id === record.new_user.state_id)?.name ?? null,
        status: account?.status ?? 'deleted',
        deleted_at: record.deleted_at,
        who_delete: nameOf(record.who_delete),
      },
      duplicated_user: record.duplicated_user_ids.flatMap((id) => {
        const user = people.get(id);
        return user ? [{ id, username: user.username, name: personName(user)!, email: user.email }] : [];
      }),
      status: record.status,
      who_create: nameOf(record.who_create),
      who_changed: nameOf(record.who_changed),
      created_at: record.created_at,
      updated_at: record.updated_at,
    };
  });
  const answer: PendingLogResponse = { list, totalPending: matching.length, current_page: query.page, per_page: query.per_page };
  return answer;
};
