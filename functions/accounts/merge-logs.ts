/**
 * GET /api/getUserMergeLogs?search&page&per_page (Merge Log, admin tab 11): newest first, 50 a
 * page; the search matches the secondary's id, username, name and e-mail and the primary's.
 * The primary's username links to the account unless the primary holds administrator or
 * senior_admin now (spec 02 §6): one BatchGetItem of the page's people decides it and names who
 * merged. Round trips: session, the log's Query, that BatchGetItem.
 */
import type { MergeLogResponse, MergeLogRow } from '../../shared/accounts/types.ts';
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import type { RouteImplementation } from '../core/http.ts';
import { listMergeLog, type MergeLogEntry } from '../data/merge/merge-log.ts';
import { getUsers } from '../data/users/users.ts';
import { pageOf } from '../core/list-pages.ts';
import { matchesSearch, personName } from './log-pages.ts';

const ADMIN_ROLE_IDS: readonly number[] = [ROLE_BY_SLUG.administrator.id, ROLE_BY_SLUG.senior_admin.id];

const searchable = (e: MergeLogEntry) => [
  e.old_cms_id,
  e.old_username,
  e.old_account.first_name,
  e.old_account.last_name,
  e.old_account.email,
  e.primary_account.nisl_id,
  e.primary_account.username,
  e.primary_account.first_name,
  e.primary_account.last_name,
  e.primary_account.email,
];

export const getUserMergeLogs: RouteImplementation<'GET /api/getUserMergeLogs'> = async ({ query }) => {
  const matching = (await listMergeLog()).filter((entry) => matchesSearch(query.search, searchable(entry)));
  const page = pageOf(matching, query.page, query.per_page);
  const people = await getUsers(
    page.flatMap((e) => [e.primary_account.nisl_id, e.who_merged, ...(e.who_reversed ? [e.who_reversed] : [])]),
  );
  const logs: MergeLogRow[] = page.map((entry) => {
    const primary = people.get(entry.primary_account.nisl_id);
    return {
      ...entry,
      primary_link: primary !== undefined && !primary.roles.some((role) => ADMIN_ROLE_IDS.includes(role)),
      who_merged: personName(people.get(entry.who_merged)),
      who_reversed: entry.who_reversed ? personName(people.get(entry.who_reversed)) : null,
    };
  });
  const answer: MergeLogResponse = { logs, totalLogs: matching.length, current_page: query.page, per_page: query.per_page };
  return answer;
};
