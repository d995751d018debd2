import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { USERNAME_CHANGE_TEXT } from '../../shared/accounts/texts.ts';
import { auditOf } from '../data/users/audit.ts';
import type { CohortSummary } from '../data/cohorts/cohort-summary.ts';
import { cohortsOfUser, loadCohort } from '../data/cohorts/cohorts.ts';
import { searchUsers } from '../data/users/user-search.ts';
import { createUser, findUserIdByLogin, getUser, type UserRecord } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
const today = '2026-11-18';

let admin: string;
const change = (body: unknown, token = admin) => handler(apiEvent('POST /api/change_username', { token, body }));
const idOf = async (login: string) => (await findUserIdByLogin(login))!;

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(`${today}T15:00:00Z`),
    cohorts: 13,
    participantsPerCohort: [3, 4],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 7,
    demoAccounts: true,
  });
  admin = await sessionToken(await idOf('admin'), ['administrator'], 'admin');
}, 120_000);

const summaryEntries = (summary: CohortSummary, userId: number) =>
  [...summary.members, ...summary.staff, ...summary.makeups].filter((p) => p.user_id === userId);

describe('POST /api/change_username', () => {
  it('renames the account, moves its e-mail to match, and keeps sign-in, search, cohort summaries and the audit in step', async () => {
    const id = await idOf('participant');
    const before = (await getUser(id))!;
    const result = await change({ id_user: id, new_username: '  Pat.Renamed@Example.org ' });
    expect(result.statusCode).toBe(200);
    expect(parseBody(result)).toEqual({ error: false, message: USERNAME_CHANGE_TEXT.success('pat.renamed@example.org') });

    const after = (await getUser(id))!;
    expect(after).toMatchObject({ username: 'pat.renamed@example.org', email: 'pat.renamed@example.org', version: before.version + 1 });
    expect(after.updated_at > before.updated_at).toBe(true);
    expect(await findUserIdByLogin('pat.renamed@example.org')).toBe(id);
    expect(await findUserIdByLogin('participant')).toBeUndefined();
    expect(await findUserIdByLogin(before.email)).toBeUndefined();

    const found = await searchUsers('pat.renamed');
    expect(found.map((u) => u.userId)).toEqual([id]);
    expect(found[0].email).toBe('pat.renamed@example.org');
    expect((await searchUsers('participant')).some((u) => u.userId === id && u.username === 'participant')).toBe(false);

    const cohortIds = [...new Set((await cohortsOfUser(id)).map((l) => l.cohort_id))];
    expect(cohortIds.length).toBeGreaterThan(0);
    for (const cohortId of cohortIds) {
      const entries = summaryEntries((await loadCohort(cohortId))!.summary, id);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.email).toBe('pat.renamed@example.org');
    }

    const [audit] = await auditOf('user', id);
    expect(audit).toMatchObject({
      action: 'change_username',
      subjectId: id,
      detail: { username: { from: 'participant', to: 'pat.renamed@example.org' } },
    });
  });

  it("puts a staff member's new username into the staff entries of their cohorts' summaries (the attendance schedule's)", async () => {
    const id = await idOf('facilitator');
    expect((await change({ id_user: id, new_username: 'felix.renamed@example.org' })).statusCode).toBe(200);
    const staffOf = [...new Set((await cohortsOfUser(id)).filter((l) => l.role === 'staff').map((l) => l.cohort_id))];
    expect(staffOf.length).toBeGreaterThan(0);
    for (const cohortId of staffOf) {
      const entries = (await loadCohort(cohortId))!.summary.staff.filter((s) => s.user_id === id);
      expect(entries.map((s) => s.username)).toEqual(entries.map(() => 'felix.renamed@example.org'));
    }
  });

  it('refuses a username that another account has as username or e-mail, and changes nothing', async () => {
    const id = await idOf('coach');
    const before = (await getUser(id))!;
    const other = (await getUser(await idOf('manager')))!;
    for (const taken of ['pat.renamed@example.org', other.email]) {
      const result = await change({ id_user: id, new_username: taken });
      expect(result.statusCode).toBe(422);
      expect(parseBody(result)).toEqual({ error: true, message: USERNAME_CHANGE_TEXT.taken });
    }
    expect(await getUser(id)).toEqual(before);
    expect(await findUserIdByLogin(before.username)).toBe(id);
  });

  it('needs both a user and a valid e-mail address as the new username', async () => {
    const id = await idOf('coach');
    const cases: Array<[unknown, string]> = [
      [{ id_user: id }, USERNAME_CHANGE_TEXT.bothNeeded],
      [{ id_user: id, new_username: '   ' }, USERNAME_CHANGE_TEXT.bothNeeded],
      [{ new_username: 'someone@example.org' }, USERNAME_CHANGE_TEXT.bothNeeded],
      [{ id_user: id, new_username: 'not an address' }, USERNAME_CHANGE_TEXT.notEmail],
    ];
    for (const [body, message] of cases) {
      const result = await change(body);
      expect(result.statusCode).toBe(422);
      expect(parseBody(result).message).toBe(message);
    }
  });

  it("refuses the account's own username, unknown accounts and merged accounts", async () => {
    const coach = (await getUser(await idOf('coach')))!;
    await change({ id_user: coach.id, new_username: 'coach.one@example.org' });
    const same = await change({ id_user: coach.id, new_username: 'coach.one@example.org' });
    expect([same.statusCode, parseBody(same).message]).toEqual([422, USERNAME_CHANGE_TEXT.same]);

    const unknown = await change({ id_user: 987654, new_username: 'nobody@example.org' });
    expect([unknown.statusCode, parseBody(unknown).message]).toEqual([404, MESSAGES.userNotFound]);

    const merged = await createUser({
      ...(coach as Omit<UserRecord, 'id'>),
      id: undefined,
      username: 'merged.one',
      email: 'merged.one@example.org',
      status: 'merged',
    });
    const refused = await change({ id_user: merged.id, new_username: 'merged.two@example.org' });
    expect([refused.statusCode, parseBody(refused)]).toEqual([422, { error: true, message: USERNAME_CHANGE_TEXT.merged }]);
    expect((await getUser(merged.id))!.username).toBe('merged.one');
  });

  it('leaves administrator and senior admin accounts to a senior admin; an administrator still renames their own', async () => {
    const senior = (await getUser(await idOf('senior.admin')))!;
    const refused = await change({ id_user: senior.id, new_username: 'taken.over@example.org' });
    expect([refused.statusCode, parseBody(refused)]).toEqual([403, { error: true, message: USER_FORM_TEXT.onlySeniorManagesAdmins }]);
    expect(await getUser(senior.id)).toEqual(senior);
    expect(await findUserIdByLogin('taken.over@example.org')).toBeUndefined();

    const own = await idOf('admin');
    expect((await change({ id_user: own, new_username: 'adam.admin@example.org' })).statusCode).toBe(200);
    const seniorToken = await sessionToken(senior.id, ['senior_admin', 'administrator'], 'senior.admin');
    expect((await change({ id_user: own, new_username: 'adam.admin2@example.org' }, seniorToken)).statusCode).toBe(200);
  });

  it('is for administrators', async () => {
    const manager = await sessionToken(await idOf('manager'), ['nisl_manager'], 'manager');
    expect((await change({ id_user: await idOf('coach'), new_username: 'x@example.org' }, manager)).statusCode).toBe(403);
  });
});
