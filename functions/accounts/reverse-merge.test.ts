/**
 * Reversal after later work (issue 11): a reversal puts back what the merge wrote and keeps every
 * later edit; it is refused, saying which, only on a real conflict; undo records written before
 * the merge kept its attribute changes still reverse.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MergeResult } from '../../shared/accounts/types.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { MERGE_TEXT } from '../../shared/accounts/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { db, tableName } from '../data/table/client.ts';
import { loadCohort, memberEntity, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { encodeUndo, getMergeLog, mergeLogItems } from '../data/merge/merge-log.ts';
import { queryAll } from '../data/table/query.ts';
import { PARTITION } from '../data/table/table.ts';
import { createUser, findUserIdByLogin, getUser, updateUser, type UserRecord } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
let token = '';
let adminId = 0;
/** Members of the seeded cohorts, each used by one test only. */
const people: Array<{ id: number; cohort: number }> = [];

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 8,
    participantsPerCohort: [4, 5],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 21,
    demoAccounts: true,
  });
  adminId = (await findUserIdByLogin('senior.admin'))!;
  token = await sessionToken(adminId, ['senior_admin', 'administrator']);
  const cohorts = (await Promise.all(Array.from({ length: 8 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
  const seen = new Set<number>();
  for (const cohort of cohorts) {
    for (const member of cohort.members) {
      if (seen.has(member.user_id) || cohort.makeups.some((m) => m.user_id === member.user_id)) continue;
      seen.add(member.user_id);
      people.push({ id: member.user_id, cohort: cohort.cohort.id });
    }
  }
}, 120_000);

const call = (key: Parameters<typeof apiEvent>[0], body: unknown) => handler(apiEvent(key, { token, body }));
const merge = async (secondaryId: number, primaryId: number, choices: Record<string, string> = {}) => {
  const answer = await call('POST /api/merge_users', { secondaryId, primaryId, otherParams: { choices } });
  expect(answer.statusCode, String(answer.body)).toBe(200);
  return parseBody<MergeResult>(answer).idRegister!;
};
const reverse = (idRegister: number) => call('POST /api/reverse_merged_username', { idRegister });
const edit = async (id: number, changes: Partial<UserRecord>) => updateUser(id, changes, (await getUser(id))!.version, adminId);
/** Two people, each on a cohort of their own, so one merge never meets another's records. */
const pair = () => {
  const [secondary] = people.splice(0, 1);
  const [primary] = people.splice(
    people.findIndex((p) => p.cohort !== secondary.cohort),
    1,
  );
  return { secondary, primary };
};
const partition = (pk: string) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });
/** The two profiles and both cohort partitions, raw: a refused reversal must leave them as they are. */
const state = async (ids: number[], cohorts: number[]) => [
  ...(await Promise.all(ids.map((id) => partition(PARTITION.user(id))))).flat(),
  ...(await Promise.all(cohorts.map((id) => partition(PARTITION.cohort(id))))).flat(),
];

describe('reversing a merge after later work', () => {
  it('puts back what the merge wrote, keeps a later job-title edit, and keeps a later edit to a chosen field, naming it', async () => {
    const { secondary, primary } = pair();
    await edit(secondary.id, { job_title: 'Coach', state_id: 5, district_id: null });
    await edit(primary.id, { job_title: 'Teacher', state_id: 6, district_id: null });
    const [s, p] = [(await getUser(secondary.id))!, (await getUser(primary.id))!];
    const id = await merge(s.id, p.id, { username: 'secondary', first_name: 'secondary', location: 'secondary' });
    expect(await getUser(p.id)).toMatchObject({ username: s.username, first_name: s.first_name, state_id: s.state_id });

    // After the merge: a job-title edit (a field the merge did not choose) and a district edit (part of a chosen group).
    await edit(p.id, { job_title: 'Principal' });
    await edit(p.id, { district_id: 987_654 });
    const reversed = await reverse(id);
    expect(reversed.statusCode, String(reversed.body)).toBe(200);
    expect(parseBody<MergeResult>(reversed)).toEqual({
      message: `${MERGE_TEXT.reversed} ${MERGE_TEXT.laterEditsKept(['State, district and school'])}`,
      kept: ['State, district and school'],
    });

    // The identities are swapped back; the chosen first name goes back; the later edits stay.
    const [pAfter, sAfter] = [(await getUser(p.id))!, (await getUser(s.id))!];
    expect(pAfter).toMatchObject({
      username: p.username,
      email: p.email,
      first_name: p.first_name,
      job_title: 'Principal',
      district_id: 987_654,
      state_id: s.state_id,
    });
    expect(sAfter).toMatchObject({
      username: s.username,
      email: s.email,
      status: s.status,
      updated_at: s.updated_at,
      updated_by: s.updated_by,
    });
    expect(await findUserIdByLogin(s.username)).toBe(s.id);
    expect(await findUserIdByLogin(p.username)).toBe(p.id);
    // The memberships the merge moved are back, with the names the profiles now have.
    const home = (await loadCohort(secondary.cohort))!;
    expect(home.members.map((m) => m.user_id)).toContain(s.id);
    expect(home.members.map((m) => m.user_id)).not.toContain(p.id);
    expect(home.summary.members.find((m) => m.user_id === s.id)).toMatchObject({ first_name: s.first_name, email: s.email });
    expect((await loadCohort(primary.cohort))!.summary.members.find((m) => m.user_id === p.id)).toMatchObject({
      first_name: p.first_name,
      last_name: p.last_name,
    });
  });

  it('refuses when the swapped username changed since, and names a username taken by another account, changing nothing', async () => {
    const { secondary, primary } = pair();
    const s = (await getUser(secondary.id))!;
    const id = await merge(secondary.id, primary.id, { username: 'secondary' });
    const renamed = await call('POST /api/change_username', { id_user: primary.id, new_username: 'renamed.after.merge@example.org' });
    expect(renamed.statusCode, String(renamed.body)).toBe(200);

    const before = await state([secondary.id, primary.id], [secondary.cohort, primary.cohort]);
    const changed = await reverse(id);
    expect(changed.statusCode).toBe(409);
    expect(parseBody(changed).message).toBe(
      `${MERGE_TEXT.notReversed} ${MERGE_TEXT.loginChanged('username', 'renamed.after.merge@example.org')}`,
    );

    // Someone else takes the username the secondary had.
    const other = await createUser({ ...s, id: undefined, username: s.username, email: 'someone.else@example.org', status: 'active' });
    const taken = await reverse(id);
    expect(taken.statusCode).toBe(409);
    expect(parseBody(taken).message).toBe(`${MERGE_TEXT.notReversed} ${MERGE_TEXT.loginTaken('username', s.username)}`);
    expect(await state([secondary.id, primary.id], [secondary.cohort, primary.cohort])).toEqual(before);
    expect((await getUser(secondary.id))!.status).toBe('merged');
    expect(await findUserIdByLogin(s.username)).toBe(other.id);
    expect((await getMergeLog(id))!.entry.reversed_at).toBeNull();
  });

  it('refuses when the merged account is no longer marked Merged, or a membership the merge moved was removed', async () => {
    const first = pair();
    const stub = await merge(first.secondary.id, first.primary.id);
    await edit(first.secondary.id, { status: 'inactive' });
    const refused = await reverse(stub);
    expect(refused.statusCode).toBe(409);
    expect(parseBody(refused).message).toBe(
      `${MERGE_TEXT.notReversed} ${MERGE_TEXT.stubChanged((await getUser(first.secondary.id))!.username)}`,
    );

    const second = pair();
    const moved = await merge(second.secondary.id, second.primary.id);
    const cohort = (await loadCohort(second.secondary.cohort))!;
    await db().send(
      new TransactWriteCommand({
        TransactItems: [{ Delete: { TableName: tableName(), Key: memberEntity.key(second.secondary.cohort, second.primary.id) } }],
      }),
    );
    const gone = await reverse(moved);
    expect(gone.statusCode).toBe(409);
    expect(parseBody(gone).message).toBe(
      `${MERGE_TEXT.notReversed} ${MERGE_TEXT.itemChanged(`The membership in cohort ${cohort.cohort.name} (${cohort.cohort.id})`)}`,
    );
  });

  it('leaves the reversal to a senior admin once either account holds administrator or senior admin, changing nothing', async () => {
    const { secondary, primary } = pair();
    const id = await merge(secondary.id, primary.id, { username: 'secondary' });
    await edit(primary.id, { roles: [1, 10] });
    const before = await state([secondary.id, primary.id], [secondary.cohort, primary.cohort]);
    const admin = await demoSessionToken('admin', ['administrator']);
    const refused = await handler(apiEvent('POST /api/reverse_merged_username', { token: admin, body: { idRegister: id } }));
    expect([refused.statusCode, parseBody(refused).message]).toEqual([403, USER_FORM_TEXT.onlySeniorManagesAdmins]);
    expect(await state([secondary.id, primary.id], [secondary.cohort, primary.cohort])).toEqual(before);
    expect((await reverse(id)).statusCode).toBe(200);
  });

  it('gives 409 and writes nothing when the primary is saved while the reversal is being written', async () => {
    const { secondary, primary } = pair();
    const id = await merge(secondary.id, primary.id, { username: 'secondary' });
    const client = db();
    const send = client.send.bind(client);
    let raced = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: Parameters<typeof send>[0]) => {
      if (command instanceof TransactWriteCommand && !raced) {
        raced = true;
        await edit(primary.id, { notes: 'saved meanwhile' });
      }
      return send(command);
    }) as typeof client.send);
    try {
      const refused = await reverse(id);
      expect(refused.statusCode).toBe(409);
      expect(parseBody(refused).message).toBe(`${MERGE_TEXT.notReversed} ${MERGE_TEXT.changedWhileReversing}`);
    } finally {
      spy.mockRestore();
    }
    expect((await getUser(secondary.id))!.status).toBe('merged');
    expect(await getUser(primary.id)).toMatchObject({ notes: 'saved meanwhile', username: (await getMergeLog(id))!.entry.old_username });
    expect((await reverse(id)).statusCode).toBe(200);
  });
});

describe('logins after a merge', () => {
  it('refuses a merge that would leave a username equal to the other account’s e-mail', async () => {
    const { secondary, primary } = pair();
    expect((await call('POST /api/change_username', { id_user: secondary.id, new_username: 'same.as.email@example.org' })).statusCode).toBe(
      200,
    );
    const refused = await call('POST /api/merge_users', {
      secondaryId: secondary.id,
      primaryId: primary.id,
      otherParams: { choices: { username: 'secondary' } },
    });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe(MERGE_TEXT.crossedLogin('same.as.email@example.org'));
    expect((await getUser(secondary.id))!.status).toBe('active');
    const both = await merge(secondary.id, primary.id, { username: 'secondary', email: 'secondary' });
    expect(await findUserIdByLogin('same.as.email@example.org')).toBe(primary.id);
    expect((await reverse(both)).statusCode).toBe(200);
    expect(await findUserIdByLogin('same.as.email@example.org')).toBe(secondary.id);
  });
});

describe('undo records written before the merge kept its attribute changes', () => {
  /** The undo record as the earlier code wrote it: both profiles, no attribute changes. */
  async function asOldRecord(id: number): Promise<void> {
    const log = (await getMergeLog(id))!;
    const { changes: _changes, ...undo } = log.undo;
    const [, item] = mergeLogItems(log.entry, encodeUndo(undo));
    await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  }

  it('restores exactly when nobody saved the accounts since', async () => {
    const { secondary, primary } = pair();
    const [s, p] = [(await getUser(secondary.id))!, (await getUser(primary.id))!];
    const id = await merge(s.id, p.id, { username: 'secondary', email: 'secondary', last_name: 'secondary' });
    await asOldRecord(id);
    expect((await reverse(id)).statusCode).toBe(200);
    const bookkeeping = ({ version: _v, ...user }: UserRecord) => user;
    expect(bookkeeping((await getUser(p.id))!)).toEqual(bookkeeping(p));
    expect(bookkeeping((await getUser(s.id))!)).toEqual(bookkeeping(s));
  });

  it('puts back the chosen fields still as the merge wrote them and keeps a later edit', async () => {
    const { secondary, primary } = pair();
    await edit(secondary.id, { job_title: 'Coach' });
    await edit(primary.id, { job_title: 'Teacher' });
    const p = (await getUser(primary.id))!;
    const id = await merge(secondary.id, primary.id, { username: 'secondary', job_title: 'secondary' });
    await asOldRecord(id);
    await edit(primary.id, { notes: 'edited after the merge' });
    expect((await reverse(id)).statusCode).toBe(200);
    expect(await getUser(primary.id)).toMatchObject({ username: p.username, job_title: 'Teacher', notes: 'edited after the merge' });
    expect((await getUser(secondary.id))!.status).toBe('active');
  });
});
