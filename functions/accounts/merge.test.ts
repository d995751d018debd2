import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { MergeComparison, MergeLogResponse, MergeResult } from '../../shared/accounts/types.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { MERGE_TEXT } from '../../shared/accounts/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { db, tableName } from '../data/table/client.ts';
import type { CohortSummary } from '../data/cohorts/cohort-summary.ts';
import { certificateEntity } from '../data/certificates/certificate-item.ts';
import { cohortItems, loadCohort, type CohortAggregate, type CohortRecord } from '../data/cohorts/cohorts.ts';
import { pendingRecordEntity, pendingRecordItem } from '../data/users/pending-users.ts';
import { queryAll } from '../data/table/query.ts';
import { PARTITION } from '../data/table/table.ts';
import {
  createUser,
  findUserIdByLogin,
  getUser,
  loginClaimEntity,
  updateUser,
  userProfileEntity,
  type UserRecord,
} from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let home: CohortAggregate;
let host: CohortAggregate;
let seniorName = '';

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [4, 6],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 9,
    demoAccounts: true,
  });
  for (const name of ['senior.admin', 'admin', 'participant']) ids[name] = (await findUserIdByLogin(name))!;
  const senior = (await getUser(ids['senior.admin']))!;
  seniorName = `${senior.first_name} ${senior.last_name}`;
  tokens.senior = await sessionToken(ids['senior.admin'], ['senior_admin', 'administrator']);
  tokens.admin = await sessionToken(ids.admin, ['administrator']);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  const cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
  host = cohorts.find((c) => c.makeups.length > 0)!;
  home = cohorts.find((c) => c.cohort.id === host.makeups[0].home_cohort_id)!;
}, 120_000);

const call = (key: Parameters<typeof apiEvent>[0], body: unknown, token = tokens.senior) => handler(apiEvent(key, { token, body }));
const merge = (secondaryId: number, primaryId: number, otherParams: unknown = {}, token = tokens.senior) =>
  call('POST /api/merge_users', { secondaryId, primaryId, otherParams }, token);
const reverse = (idRegister: number, token = tokens.senior) => call('POST /api/reverse_merged_username', { idRegister }, token);
const logs = (query: Record<string, string> = {}) => handler(apiEvent('GET /api/getUserMergeLogs', { token: tokens.senior, query }));

const rawItem = async (key: { PK: string; SK: string }) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
const partition = (pk: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });

/**
 * Every item a merge of these two touches, keyed: both cohort partitions, both profiles, their
 * uniqueness items and the pending record. Bookkeeping that must move forward is left out: the
 * profiles' version and feed stamp, the META's version, summary stamp and feed stamp, the sheets' version.
 */
async function snapshot(users: UserRecord[], cohortIds: number[]): Promise<Record<string, unknown>> {
  const items = [
    ...(await Promise.all(cohortIds.map((id) => partition(PARTITION.cohort(id))))).flat(),
    ...(
      await Promise.all(
        users
          .flatMap((u) => [
            userProfileEntity.key(u.id),
            loginClaimEntity.key('username', u.username),
            loginClaimEntity.key('email', u.email),
            pendingRecordEntity.key(u.id),
          ])
          .map(rawItem),
      )
    ).filter((item): item is Record<string, unknown> => !!item),
  ];
  const moving: Record<string, string[]> = {
    user: ['version', 'GSI3SK'],
    cohort: ['version', 'updated_at', 'GSI3SK'],
    attendance_sheet: ['version'],
  };
  return Object.fromEntries(
    items.map((item) => {
      const kept = { ...item };
      for (const field of moving[String(item.type)] ?? []) delete kept[field];
      return [`${item.PK}|${item.SK}`, kept];
    }),
  );
}

describe('merge and its reversal', () => {
  it('moves the membership, make-up, attendance and certificate of the secondary, and a reversal restores both accounts exactly', async () => {
    const guest = host.makeups[0];
    const secondary = (await getUser(guest.user_id))!;
    // The primary is another member of the same home cohort: memberships meet, marks combine.
    const primary = (await getUser(home.members.find((m) => m.user_id !== secondary.id)!.user_id))!;
    await putAll([
      certificateEntity.item({
        id: 9001,
        cohort_id: home.cohort.id,
        user_id: secondary.id,
        created_by: ids.admin,
        created_at: '2026-01-05T15:00:00.000Z',
        void_at: null,
        void_by: null,
        void_reason: null,
      }),
      { ...pendingRecordItem(secondary, [primary.id], ids.admin) },
    ]);
    const cohortIds = [home.cohort.id, host.cohort.id];
    const before = await snapshot([primary, secondary], cohortIds);

    const compare = await call('POST /api/getUsersInfoMerge', { secondaryId: secondary.id, primaryId: primary.id });
    expect(compare.statusCode).toBe(200);
    const comparison = parseBody<MergeComparison>(compare);
    expect(comparison.secondary).toMatchObject({ id: secondary.id, username: secondary.username, cohorts: 2 });
    expect(comparison.rows.find((r) => r.field === 'username')).toMatchObject({
      secondary: secondary.username,
      primary: primary.username,
      same: false,
    });

    const merged = await merge(secondary.id, primary.id, {
      choices: { username: 'secondary', first_name: 'secondary', location: 'secondary' },
    });
    expect(merged.statusCode).toBe(200);
    const { message, idRegister } = parseBody<MergeResult>(merged);
    expect(message).toBe(MERGE_TEXT.merged);

    // The profiles: the primary took the chosen fields; the stub is merged and holds the primary's old username.
    const p = (await getUser(primary.id))!;
    const s = (await getUser(secondary.id))!;
    expect(p).toMatchObject({
      username: secondary.username,
      first_name: secondary.first_name,
      last_name: primary.last_name,
      state_id: secondary.state_id,
      district_id: secondary.district_id,
      email: primary.email,
    });
    expect(s).toMatchObject({ status: 'merged', username: primary.username, email: secondary.email });
    expect(await findUserIdByLogin(secondary.username)).toBe(primary.id);
    expect(await findUserIdByLogin(primary.username)).toBe(secondary.id);

    // The cohorts: no trace of the secondary; the primary holds the make-up, its marks and the certificate.
    const homeAfter = (await loadCohort(home.cohort.id))!;
    const hostAfter = (await loadCohort(host.cohort.id))!;
    expect(homeAfter.members.map((m) => m.user_id)).not.toContain(secondary.id);
    expect(homeAfter.members.filter((m) => m.user_id === primary.id)).toHaveLength(1);
    expect(homeAfter.certificates).toContainEqual(expect.objectContaining({ id: 9001, user_id: primary.id }));
    expect(homeAfter.makeupsAway).toEqual([expect.objectContaining({ unit: '2', user_id: primary.id, host_cohort_id: host.cohort.id })]);
    expect(hostAfter.makeups).toEqual([expect.objectContaining({ unit: '2', user_id: primary.id, home_cohort_id: home.cohort.id })]);
    const guestDays = host.attendance.filter((a) => a.user_id === secondary.id);
    expect(guestDays.length).toBeGreaterThan(0);
    for (const day of guestDays)
      expect(hostAfter.attendance).toContainEqual(
        expect.objectContaining({ user_id: primary.id, event_id: day.event_id, attendance: day.attendance }),
      );
    expect([...homeAfter.attendance, ...hostAfter.attendance].some((a) => a.user_id === secondary.id)).toBe(false);
    // In home both had marks: a day is 'present' if either was present.
    for (const day of home.attendance.filter((a) => a.user_id === primary.id)) {
      const theirs = home.attendance.find((a) => a.user_id === secondary.id && a.event_id === day.event_id);
      const expected = day.attendance === '1' || theirs?.attendance === '1' ? '1' : '0';
      expect(homeAfter.attendance.find((a) => a.user_id === primary.id && a.event_id === day.event_id)?.attendance).toBe(expected);
    }
    const summaryPeople = (summary: CohortSummary) => [...summary.members, ...summary.makeups].map((m) => m.user_id);
    expect(summaryPeople(homeAfter.summary)).not.toContain(secondary.id);
    expect(hostAfter.summary.makeups).toEqual([
      expect.objectContaining({ user_id: primary.id, first_name: secondary.first_name, last_name: primary.last_name }),
    ]);
    expect(homeAfter.cohort.updated_at > home.cohort.updated_at).toBe(true);
    expect((await rawItem(pendingRecordEntity.key(secondary.id)))?.status).toBe('Changed to merged');

    // The log lists it; the primary is a participant, so its username links.
    const list = parseBody<MergeLogResponse>(await logs({ search: secondary.username }));
    expect(list.totalLogs).toBe(1);
    expect(list.logs[0]).toMatchObject({
      id: idRegister,
      old_cms_id: secondary.id,
      old_username: secondary.username,
      primary_account: { nisl_id: primary.id, username: secondary.username },
      primary_link: true,
      who_merged: seniorName,
      reversed_at: null,
    });

    // A merged account is not merged again.
    const again = await merge(secondary.id, primary.id);
    expect(again.statusCode).toBe(422);
    expect(parseBody(again).message).toBe(MERGE_TEXT.alreadyMerged);

    const reversed = await reverse(idRegister!);
    expect(reversed.statusCode).toBe(200);
    expect(parseBody(reversed).message).toBe(MERGE_TEXT.reversed);
    expect(await snapshot([primary, secondary], cohortIds)).toEqual(before);
    expect(await findUserIdByLogin(secondary.username)).toBe(secondary.id);
    expect(await findUserIdByLogin(primary.username)).toBe(primary.id);
    expect((await getUser(primary.id))!.version).toBe(primary.version + 2);

    const twice = await reverse(idRegister!);
    expect(twice.statusCode).toBe(422);
    expect(parseBody(twice).message).toBe(`${MERGE_TEXT.notReversed} ${MERGE_TEXT.alreadyReversed}`);
    expect(parseBody<MergeLogResponse>(await logs({ search: secondary.username })).logs[0]).toMatchObject({
      reversed_at: expect.any(String),
      who_reversed: seniorName,
    });
  });

  // Issue 11: this test asserted that any edit after the merge blocked the reversal for good (409);
  // a reversal now puts back only what the merge wrote and keeps the edit.
  it('reverses a merge after the primary was edited since, keeping the edit', async () => {
    const [a, b] = home.members.slice(-2).map((m) => m.user_id);
    const [secondary, primary] = [(await getUser(a))!, (await getUser(b))!];
    const { idRegister } = parseBody<MergeResult>(await merge(a, b, { choices: { username: 'secondary' } }));
    const edited = (await getUser(b))!;
    await updateUser(b, { notes: 'edited after the merge' }, edited.version, ids.admin);
    const reversed = await reverse(idRegister!);
    expect(reversed.statusCode).toBe(200);
    expect(parseBody<MergeResult>(reversed)).toEqual({ message: MERGE_TEXT.reversed, kept: [] });
    expect(await getUser(b)).toMatchObject({ notes: 'edited after the merge', username: primary.username, updated_by: ids.admin });
    expect(await getUser(a)).toMatchObject({ status: secondary.status, username: secondary.username, updated_at: secondary.updated_at });
    expect(await findUserIdByLogin(secondary.username)).toBe(a);
    expect((await loadCohort(home.cohort.id))!.members.map((m) => m.user_id)).toEqual(expect.arrayContaining([a, b]));
  });

  it('refuses the same account, a missing one, the own account and roles for non-admins', async () => {
    const [a, b] = host.members.map((m) => m.user_id);
    const same = await merge(a, a);
    expect(same.statusCode).toBe(422);
    expect(parseBody(same).message).toBe(MERGE_TEXT.sameAccount);
    const sameCompare = await call('POST /api/getUsersInfoMerge', { secondaryId: a, primaryId: a });
    expect(parseBody(sameCompare).message).toBe(MERGE_TEXT.sameAccount);
    expect((await call('POST /api/getUsersInfoMerge', { secondaryId: a })).statusCode).toBe(422);
    expect((await merge(a, 999_999)).statusCode).toBe(404);
    expect(parseBody(await merge(ids['senior.admin'], b)).message).toBe(MERGE_TEXT.ownAccount);
    const unknownChoice = await merge(a, b, { choices: { password: 'secondary' } });
    expect(unknownChoice.statusCode).toBe(422);
    for (const key of ['POST /api/merge_users', 'POST /api/getUsersInfoMerge', 'POST /api/reverse_merged_username'] as const) {
      expect((await call(key, { secondaryId: a, primaryId: b, idRegister: 1 }, tokens.participant)).statusCode).toBe(403);
    }
    expect((await handler(apiEvent('GET /api/getUserMergeLogs', { token: tokens.participant }))).statusCode).toBe(403);
    expect((await getUser(a))!.status).toBe('active');
  });

  it('lets only a senior admin give the primary administrator roles', async () => {
    const [a, , , x] = host.members.map((m) => m.user_id);
    const holder = (await getUser(x))!;
    await updateUser(x, { roles: [1, 10] }, holder.version, ids['senior.admin']);
    const bySenior = await merge(x, a, { choices: { roles: 'secondary' } }, tokens.senior);
    expect(bySenior.statusCode).toBe(200);
    const { idRegister } = parseBody<MergeResult>(bySenior);
    expect((await getUser(a))!.roles).toEqual([1, 10]);
    expect(parseBody<MergeLogResponse>(await logs({ search: String(a) })).logs.find((l) => l.id === idRegister)?.primary_link).toBe(false);
    expect((await reverse(idRegister!)).statusCode).toBe(200);
    const byAdmin = await merge(x, a, { choices: { roles: 'secondary' } }, tokens.admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(parseBody(byAdmin).message).toBe(MERGE_TEXT.onlySeniorGrantsAdmin);
  });

  it('leaves merges that touch an administrator or senior admin account to a senior admin, on either side', async () => {
    const template = (await getUser(ids.participant))!;
    const fresh = (username: string, roles: number[]) =>
      createUser({
        ...(template as Omit<UserRecord, 'id'>),
        id: undefined,
        username,
        email: `${username}@example.org`,
        first_name: username,
        roles,
      });
    const senior = await fresh('second.senior', [2]);
    const plain = await fresh('plain.person', [10]);
    for (const [secondaryId, primaryId] of [
      [plain.id, senior.id],
      [senior.id, plain.id],
    ]) {
      const refused = await merge(secondaryId, primaryId, {}, tokens.admin);
      expect([refused.statusCode, parseBody(refused).message]).toEqual([403, USER_FORM_TEXT.onlySeniorManagesAdmins]);
      const compare = await call('POST /api/getUsersInfoMerge', { secondaryId, primaryId }, tokens.admin);
      expect([compare.statusCode, parseBody(compare).message]).toEqual([403, USER_FORM_TEXT.onlySeniorManagesAdmins]);
    }
    expect(await getUser(senior.id)).toEqual(senior);
    expect(await getUser(plain.id)).toEqual(plain);
  });

  it('refuses a merge that needs more than one transaction, writing nothing', async () => {
    const staffer = host.members[1].user_id;
    const primary = host.members[2].user_id;
    const at = new Date().toISOString();
    const base = host.cohort;
    const extra: Record<string, unknown>[] = [];
    for (let i = 0; i < 40; i += 1) {
      const cohort: CohortRecord = { ...base, id: 5000 + i, name: `Extra ${i}`, updated_at: at };
      extra.push(
        cohortItems.cohort(cohort, { events: [], staff: [], members: [], makeups: [] }),
        cohortItems.staff({ cohort_id: cohort.id, user_id: staffer, staff_type: 'facilitator', units: ['all'] }),
      );
    }
    await putAll(extra);
    const before = await snapshot([(await getUser(staffer))!], [5000, 5039]);
    const refused = await merge(staffer, primary);
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toMatch(/too many cohort records to merge in one step \(\d+ changes, at most 100\)/);
    expect(await snapshot([(await getUser(staffer))!], [5000, 5039])).toEqual(before);
  });

  it('pages and searches the merge log, 50 a page by default', async () => {
    const all = parseBody<MergeLogResponse>(await logs());
    expect(all.per_page).toBe(50);
    expect(all.totalLogs).toBe(3);
    const first = parseBody<MergeLogResponse>(await logs({ per_page: '2', page: '1' }));
    const second = parseBody<MergeLogResponse>(await logs({ per_page: '2', page: '2' }));
    expect(first.logs).toHaveLength(2);
    expect(second.logs).toHaveLength(1);
    expect([...first.logs, ...second.logs].map((l) => l.id)).toEqual(all.logs.map((l) => l.id));
    expect(all.logs.map((l) => l.created_at)).toEqual([...all.logs.map((l) => l.created_at)].sort().reverse());
    expect(parseBody<MergeLogResponse>(await logs({ search: 'no-such-person-anywhere' })).totalLogs).toBe(0);
  });
});
