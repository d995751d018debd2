import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageLockedAnswer, ValidatePageAnswer } from '../../shared/locks/types.ts';
import type { SaveUserAnswer, UpdateUserBody, UserFormRecord } from '../../shared/users/form.types.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { TOKEN_ERRORS } from '../../shared/auth/texts.ts';
import { COURSES, ROLE_RECORDS, STATES } from '../../scripts/seed/reference-data.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { db, tableName } from '../data/table/client.ts';
import { LOCK_LIFETIME_MS, currentLock, holderOfFailedStep, lockCheckStep, takeLock, takeOverLock } from '../data/users/page-locks.ts';
import { LOCK_MAX_HOLD_MS } from '../../shared/constants.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import type { PageTakenOverAnswer } from '../../shared/locks/types.ts';
import { cohortSummary } from '../data/cohorts/cohort-summary.ts';
import { cohortItems } from '../data/cohorts/cohorts.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { getUser, newUserItems, recordSuccessfulLogin, type UserRecord } from '../data/users/users.ts';
import { handler as usersHandler } from '../users/handler.ts';
import { handler } from './handler.ts';
import { formFieldsOf } from '../../shared/users/form-fields.ts';

useTestTable();
const tokens: Record<string, string> = {};

function account(id: number, first: string, last: string, roles: number[]): UserRecord {
  const at = new Date().toISOString();
  return {
    ...testAccount(`${first}.${last}`.toLowerCase(), {
      passwordHash: 'h',
      first_name: first,
      last_name: last,
      email_assign: null,
      state_id: 2,
      roles,
      password_changed_at: at,
    }),
    id,
    login_at: null,
    created_at: at,
    updated_at: at,
    version: 1,
  };
}

beforeAll(async () => {
  await putAll(
    [
      account(1, 'Ada', 'Senior', [2, 1]),
      account(2, 'Grace', 'Admin', [1]),
      account(3, 'Edit', 'Target', [10]),
      account(4, 'Mona', 'Manager', [3]),
      account(5, 'Other', 'Target', [10]),
    ].flatMap(newUserItems),
  );
  // The user form's reference data, for saves.
  await putAll([
    ...ROLE_RECORDS.map((r) => referenceItem('ROLE', r)),
    ...COURSES.map((c) => referenceItem('COURSE', c)),
    ...STATES.map((s) => referenceItem('STATE', s)),
  ]);
  // Cohorts whose edit pages the tests lock (the page names the post id).
  const empty = cohortSummary({ events: [], staff: [], members: [], makeups: [] }, new Map());
  await putAll([3, 77, 78, 79].map((postId) => cohortItems.cohort(testCohort({ id: postId + 1000, post_id: postId }), empty)));
  tokens.senior = await sessionToken(1, ['senior_admin', 'administrator']);
  tokens.admin = await sessionToken(2, ['administrator']);
  tokens.manager = await sessionToken(4, ['nisl_manager']);
});

const validate = (page: string, token: string) => handler(apiEvent('GET /api/validate_page', { token, query: { page } }));
const take = (page: string, userId: number, token: string) =>
  handler(apiEvent('POST /api/active_page', { token, body: { page, user_id: userId } }));
const renew = (page: string, userId: number, token: string) =>
  handler(apiEvent('POST /api/update_page', { token, body: { page, user_id: userId } }));
const release = (page: string, token: string) => handler(apiEvent('POST /api/disabled_page', { token, query: { page } }));
const takeOver = (page: string, token: string) => handler(apiEvent('POST /api/take_over_page', { token, body: { page } }));
const lockedMessage = USER_FORM_TEXT.pageLocked('Ada Senior', 'ada.senior@example.org');
const messageOf = (response: Awaited<ReturnType<typeof handler>>) => parseBody<{ message: string }>(response).message;

describe('page locks', () => {
  it('validates a free user page with the account the form edits, then refuses everyone else while it is held', async () => {
    const page = 'user/edit/3';
    const free = parseBody<ValidatePageAnswer>(await validate(page, tokens.senior));
    expect(free.next).toBe(true);
    expect(free.user).toMatchObject({ id: 3, first_name: 'Edit', version: 1 });
    expect(JSON.stringify(free.user)).not.toContain('passwordHash');
    expect((await take(page, 1, tokens.senior)).statusCode).toBe(200);

    const refused = await validate(page, tokens.admin);
    expect(refused.statusCode).toBe(423);
    const body = parseBody<PageLockedAnswer>(refused);
    expect(body.message).toBe(lockedMessage);
    expect(body.message).toContain('open now.  You cannot');
    expect(body.page.user).toEqual({ user_id: 1, name: 'Ada Senior', email: 'ada.senior@example.org' });
    expect((await take(page, 2, tokens.admin)).statusCode).toBe(423);
    // The holder may validate, renew and take it again (a second tab).
    expect((await validate(page, tokens.senior)).statusCode).toBe(200);
    expect((await renew(page, 1, tokens.senior)).statusCode).toBe(200);

    // Releasing (the web's keep-alive fetch as the form closes): the token travels in the header.
    expect(parseBody(await release(page, tokens.admin))).toEqual({ released: false });
    expect((await validate(page, tokens.admin)).statusCode).toBe(423);
    expect(parseBody(await release(page, tokens.senior))).toEqual({ released: true });
    expect((await validate(page, tokens.admin)).statusCode).toBe(200);
  });

  it('lets exactly one of two people who take the same free page at once win', async () => {
    const page = 'user/edit/5';
    const results = await Promise.all([take(page, 1, tokens.senior), take(page, 2, tokens.admin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 423]);
    const winner = results[0].statusCode === 200 ? 1 : 2;
    expect((await currentLock(page))?.user_id).toBe(winner);
    const loser = parseBody<PageLockedAnswer>(results.find((r) => r.statusCode === 423)!);
    expect(loser.page.user.user_id).toBe(winner);
  });

  it('expires a lock whose holder stopped sending heartbeats', async () => {
    const page = 'cohortbuilder/edit/77';
    const long = Date.now() - LOCK_LIFETIME_MS - 1_000;
    expect(await takeLock(page, { user_id: 1, name: 'Ada Senior', email: 'ada.senior@example.org' }, long)).toEqual({ taken: true });
    expect(await currentLock(page)).toBeUndefined();
    expect((await validate(page, tokens.admin)).statusCode).toBe(200);
    expect((await take(page, 2, tokens.admin)).statusCode).toBe(200);
    expect((await currentLock(page))?.user_id).toBe(2);
  });

  it('refuses a release without a token, a lock taken for someone else, bad pages, and user pages to non-administrators', async () => {
    expect((await handler(apiEvent('POST /api/disabled_page', { query: { page: 'user/edit/3' } }))).statusCode).toBe(401);
    expect(
      (await handler(apiEvent('POST /api/disabled_page', { token: 'forged.token.value', query: { page: 'user/edit/3' } }))).statusCode,
    ).toBe(401);
    // A token in the address is never read (it would land in the CDN's access logs), on no route.
    for (const key of ['POST /api/disabled_page', 'GET /api/validate_page'] as const) {
      const inAddress = await handler(apiEvent(key, { query: { page: 'user/edit/3', token: tokens.senior } }));
      expect({ key, status: inAddress.statusCode, body: parseBody(inAddress) }).toEqual({
        key,
        status: 401,
        body: { message: TOKEN_ERRORS.empty, status: TOKEN_ERRORS.empty },
      });
    }
    const forOther = await take('user/edit/3', 2, tokens.senior);
    expect(forOther.statusCode).toBe(403);
    expect(parseBody<{ message: string }>(forOther).message).toBe(USER_FORM_TEXT.lockOwnOnly);
    const bad = await validate('../../etc', tokens.senior);
    expect(bad.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(bad).message).toBe(USER_FORM_TEXT.lockPage);
    expect((await validate('user/edit/3', tokens.manager)).statusCode).toBe(403);
    expect((await take('user/edit/3', 4, tokens.manager)).statusCode).toBe(403);
    expect((await validate('cohortbuilder/edit/3', tokens.manager)).statusCode).toBe(200);
    expect((await validate('user/edit/999', tokens.senior)).statusCode).toBe(404);
  });
});

describe('locks that cannot be hoarded (issue 34)', () => {
  it('locks only pages that exist: an account that is there and not merged, a cohort by its post id', async () => {
    const attempts = [
      { page: 'user/edit/999', userId: 1, token: tokens.senior, message: USER_FORM_TEXT.notFound },
      { page: 'cohortbuilder/edit/424242', userId: 4, token: tokens.manager, message: COHORT_TEXT.notFound },
    ];
    for (const { page, userId, token, message } of attempts) {
      const response = await take(page, userId, token);
      expect({ page, status: response.statusCode, message: messageOf(response) }).toEqual({ page, status: 404, message });
      expect(await currentLock(page)).toBeUndefined();
    }
    expect((await validate('cohortbuilder/edit/424242', tokens.manager)).statusCode).toBe(404);
    expect((await renew('cohortbuilder/edit/424242', 4, tokens.manager)).statusCode).toBe(404);
    // A cohort made after the Lambda read its directory is found at once (the directory looks again).
    await putAll([
      cohortItems.cohort(
        testCohort({ id: 2500, post_id: 2500, updated_at: new Date().toISOString() }),
        cohortSummary({ events: [], staff: [], members: [], makeups: [] }, new Map()),
      ),
    ]);
    expect((await take('cohortbuilder/edit/2500', 4, tokens.manager)).statusCode).toBe(200);
  });

  it('keeps others out for LOCK_MAX_HOLD_MS at most, however often the holder renews; then anyone may open it and the holder hears who', async () => {
    const page = 'cohortbuilder/edit/78';
    const manager = { user_id: 4, name: 'Mona Manager', email: 'mona.manager@example.org' };
    const opened = Date.now() - LOCK_MAX_HOLD_MS - 60_000;
    expect(await takeLock(page, manager, opened)).toEqual({ taken: true });
    // Heartbeats every five minutes since, the last a minute ago: the lock is alive, its hold is not.
    for (let at = opened + 300_000; at < Date.now() - 30_000; at += 300_000)
      expect(await takeLock(page, manager, at)).toEqual({ taken: true });
    expect(await currentLock(page, opened + LOCK_MAX_HOLD_MS - 60_000)).toMatchObject({ user_id: 4 });
    expect(await currentLock(page)).toBeUndefined();
    expect((await validate(page, tokens.admin)).statusCode).toBe(200);
    expect((await take(page, 2, tokens.admin)).statusCode).toBe(200);
    const told = await renew(page, 4, tokens.manager);
    expect(told.statusCode).toBe(423);
    expect(messageOf(told)).toBe(USER_FORM_TEXT.pageLocked('Grace Admin', 'grace.admin@example.org'));
    // The administrator's own heartbeats keep their own opening's hold.
    expect((await renew(page, 2, tokens.admin)).statusCode).toBe(200);
    expect(await currentLock(page, Date.now() + LOCK_MAX_HOLD_MS + 60_000)).toBeUndefined();
  });

  it('lets an administrator take a page over; its holder is told at their next heartbeat and save, and a manager may not take over', async () => {
    await putAll(newUserItems(account(10, 'Held', 'Target', [10])));
    const page = 'user/edit/10';
    const loaded = parseBody<ValidatePageAnswer>(await validate(page, tokens.senior)).user!;
    expect((await take(page, 1, tokens.senior)).statusCode).toBe(200);
    expect(messageOf(await validate(page, tokens.admin))).toBe(lockedMessage);

    const cohortPage = 'cohortbuilder/edit/3';
    expect((await take(cohortPage, 4, tokens.manager)).statusCode).toBe(200);
    expect((await takeOver(cohortPage, tokens.manager)).statusCode).toBe(403);
    expect(parseBody<PageTakenOverAnswer>(await takeOver(cohortPage, tokens.admin))).toEqual({
      next: true,
      taken_from: { user_id: 4, name: 'Mona Manager', email: 'mona.manager@example.org' },
    });
    const graceTookIt = USER_FORM_TEXT.pageTakenOver('Grace Admin', 'grace.admin@example.org');
    const managerTold = await renew(cohortPage, 4, tokens.manager);
    expect({ status: managerTold.statusCode, message: messageOf(managerTold) }).toEqual({ status: 423, message: graceTookIt });

    const taken = await takeOver(page, tokens.admin);
    expect(parseBody<PageTakenOverAnswer>(taken).taken_from?.user_id).toBe(1);
    expect((await currentLock(page))?.user_id).toBe(2);
    // Ada's save is refused, saying who took the page; nothing of hers is written.
    const refused = await save(10, edited(loaded, { job_title: 'Ada was here' }), tokens.senior);
    expect({ status: refused.statusCode, message: messageOf(refused) }).toEqual({ status: 423, message: graceTookIt });
    expect(await getUser(10)).toMatchObject({ job_title: null, version: 1 });
    // Grace saves.
    expect((await save(10, edited(loaded, { job_title: 'Grace saved' }), tokens.admin)).statusCode).toBe(200);
    // A free page is simply taken; a page that is already hers stays hers.
    await putAll(newUserItems(account(11, 'Free', 'Target', [10])));
    expect(parseBody<PageTakenOverAnswer>(await takeOver('user/edit/11', tokens.admin)).taken_from).toBeNull();
    expect(parseBody<PageTakenOverAnswer>(await takeOver('user/edit/11', tokens.admin)).taken_from).toBeNull();
  });

  it('does not take blind: a lock that changed hands after the administrator looked stays with its new holder', async () => {
    const page = 'cohortbuilder/edit/79';
    const ada = { user_id: 1, name: 'Ada Senior', email: 'ada.senior@example.org' };
    const grace = { user_id: 2, name: 'Grace Admin', email: 'grace.admin@example.org' };
    const mona = { user_id: 4, name: 'Mona Manager', email: 'mona.manager@example.org' };
    expect(await takeLock(page, mona, Date.now() - LOCK_LIFETIME_MS - 1_000)).toEqual({ taken: true });
    const seen = await currentLock(page, Date.now() - LOCK_LIFETIME_MS);
    expect(seen?.user_id).toBe(4);
    // Mona's lock lapsed and Ada opened the page before Grace's take-over arrived.
    expect(await takeLock(page, ada)).toEqual({ taken: true });
    expect(await takeOverLock(page, grace, seen)).toEqual({ taken: false, holder: ada });
    expect((await currentLock(page))?.user_id).toBe(1);
  });
});

/** The form's fields of a loaded account, with one change, as the Update button sends them. */
function edited(record: UserFormRecord, changes: Partial<UpdateUserBody>): UpdateUserBody {
  return { ...formFieldsOf(record), version: record.version, ...changes };
}
const save = (id: number, body: UpdateUserBody, token: string) =>
  usersHandler(apiEvent('PUT /api/user/update/{id}', { token, params: { id: String(id) }, body }));
const remove = (id: number, token: string) => usersHandler(apiEvent('DELETE /api/user/{id}', { token, params: { id: String(id) } }));

describe('the lock on save (issue 11)', () => {
  it("refuses another administrator's save while the holder has the form open, and lets the holder save", async () => {
    await putAll(newUserItems(account(6, 'Saved', 'Target', [10])));
    const page = 'user/edit/6';
    const loaded = parseBody<ValidatePageAnswer>(await validate(page, tokens.senior)).user!;
    expect((await take(page, 1, tokens.senior)).statusCode).toBe(200);

    // Grace saves with the version she may have loaded before Ada opened the form.
    const refused = await save(6, edited(loaded, { job_title: 'Grace was here' }), tokens.admin);
    expect(refused.statusCode).toBe(423);
    const body = parseBody<PageLockedAnswer>(refused);
    expect(body.message).toBe(lockedMessage);
    expect(body.page.user).toEqual({ user_id: 1, name: 'Ada Senior', email: 'ada.senior@example.org' });
    expect(await getUser(6)).toMatchObject({ job_title: null, version: 1, updated_by: null });

    // Ada's work is saved.
    const saved = await save(6, edited(loaded, { job_title: 'Principal' }), tokens.senior);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(parseBody<SaveUserAnswer>(saved).user).toMatchObject({ job_title: 'Principal', version: 2 });

    // Ada closes the form (the release): Grace opens it and saves.
    expect(parseBody(await release(page, tokens.senior))).toEqual({ released: true });
    const reloaded = parseBody<ValidatePageAnswer>(await validate(page, tokens.admin)).user!;
    const after = await save(6, edited(reloaded, { job_title: 'Head of School' }), tokens.admin);
    expect(after.statusCode, after.body).toBe(200);
    expect(await getUser(6)).toMatchObject({ job_title: 'Head of School', version: 3, updated_by: 2 });
  });

  it('refuses a stale save from someone else with the lock message too, and an expired lock refuses nobody', async () => {
    await putAll(newUserItems(account(7, 'Stale', 'Target', [10])));
    const page = 'user/edit/7';
    const loaded = parseBody<ValidatePageAnswer>(await validate(page, tokens.admin)).user!;
    expect((await take(page, 1, tokens.senior)).statusCode).toBe(200);
    expect((await save(7, edited(loaded, { job_title: 'A' }), tokens.senior)).statusCode).toBe(200);
    // Grace's form is now both stale and someone else's page: she is told who has it.
    expect((await save(7, edited(loaded, { job_title: 'B' }), tokens.admin)).statusCode).toBe(423);

    // A holder who vanished: their lapsed lock refuses nobody.
    await takeLock(page, { user_id: 1, name: 'Ada Senior', email: 'ada.senior@example.org' }, Date.now() - LOCK_LIFETIME_MS - 1_000);
    const fresh = parseBody<ValidatePageAnswer>(await validate(page, tokens.admin)).user!;
    expect((await save(7, edited(fresh, { job_title: 'C' }), tokens.admin)).statusCode).toBe(200);
  });

  it('refuses a senior admin deleting an account someone else has open; the holder may delete it', async () => {
    await putAll(newUserItems(account(8, 'Doomed', 'Target', [10])));
    const page = 'user/edit/8';
    expect((await take(page, 2, tokens.admin)).statusCode).toBe(200);
    const refused = await remove(8, tokens.senior);
    expect(refused.statusCode).toBe(423);
    expect(parseBody<PageLockedAnswer>(refused).message).toBe(USER_FORM_TEXT.pageLocked('Grace Admin', 'grace.admin@example.org'));
    expect(await getUser(8)).toBeDefined();
    expect(parseBody(await release(page, tokens.admin))).toEqual({ released: true });
    expect((await take(page, 1, tokens.senior)).statusCode).toBe(200);
    expect((await remove(8, tokens.senior)).statusCode).toBe(200);
    expect(await getUser(8)).toBeUndefined();
  });

  it('checks the lock inside the write: a transaction with the check fails while someone else holds the page, naming them', async () => {
    const page = 'user/edit/9';
    const marker = (n: number) => ({ Put: { TableName: tableName(), Item: { PK: 'TEST#lock-step', SK: String(n) } } });
    const write = (userId: number) => db().send(new TransactWriteCommand({ TransactItems: [marker(userId), lockCheckStep(page, userId)] }));
    await write(2); // a free page
    expect(await takeLock(page, { user_id: 1, name: 'Ada Senior', email: 'ada.senior@example.org' })).toEqual({ taken: true });
    await write(1); // the holder
    const failure = await write(2).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransactionCanceledException);
    const reasons = (failure as TransactionCanceledException).CancellationReasons;
    expect(holderOfFailedStep(reasons, 1)).toEqual({ user_id: 1, name: 'Ada Senior', email: 'ada.senior@example.org' });
    expect(holderOfFailedStep(reasons, 0)).toBeUndefined();
  });
});

describe("the edit form's read-only facts (spec 02 §3)", () => {
  it('brings the legacy values, certifications, who created and updated it by name, and the latest sign-ins, in three DynamoDB calls when warm', async () => {
    const legacy = {
      ...account(10, 'Legacy', 'Person', [10]),
      created_by: 1,
      updated_by: 2,
      certifications: [10],
      login_at: null,
      district_as_entered: 'Old Town SD',
      school_as_entered: 'Old Town High',
    };
    await putAll(newUserItems(legacy as UserRecord));
    const agent = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    for (let day = 1; day <= 7; day++)
      await recordSuccessfulLogin(
        legacy as UserRecord,
        { sourceIp: `198.51.100.${day}`, userAgent: agent },
        new Date(`2026-03-0${day}T15:00:00.000Z`),
      );

    const { result, metrics } = await withDynamoMetrics(() => validate('user/edit/10', tokens.admin));
    expect(result.statusCode, result.body).toBe(200);
    const answer = parseBody<ValidatePageAnswer>(result);
    expect(answer.user).toMatchObject({
      id: 10,
      district_as_entered: 'Old Town SD',
      school_as_entered: 'Old Town High',
      certifications: [10],
      created_by: 1,
      updated_by: 2,
    });
    expect(answer.user!.login_at).toBe('2026-03-07T15:00:00.000Z');
    expect(answer.facts).toMatchObject({ created_by_name: 'Ada Senior', updated_by_name: 'Grace Admin' });
    expect(answer.facts!.login_logs.map((l) => l.created_at)).toEqual(
      ['07', '06', '05', '04', '03'].map((d) => `2026-03-${d}T15:00:00.000Z`),
    );
    expect(answer.facts!.login_logs[0]).toEqual({
      status: 'success',
      created_at: '2026-03-07T15:00:00.000Z',
      ip: '198.51.100.7',
      platform: 'Windows',
      browser: 'Chrome',
      browser_version: '130',
    });
    // The session, the lock with the profile, the sign-ins; the two names once, cold.
    expect(metrics.calls).toBeLessThanOrEqual(4);
    expect(metrics.ops.Scan ?? 0).toBe(0);
    // Warm, the same administrators are named from the Lambda's cache: three calls.
    await putAll(newUserItems({ ...account(11, 'Another', 'Legacy', [10]), created_by: 2, updated_by: 1 }));
    const warm = await withDynamoMetrics(() => validate('user/edit/11', tokens.admin));
    expect(parseBody<ValidatePageAnswer>(warm.result).facts).toMatchObject({
      created_by_name: 'Grace Admin',
      updated_by_name: 'Ada Senior',
    });
    expect(warm.metrics.calls).toBeLessThanOrEqual(3);
  });

  it('says nobody for an account with no creator, updater or sign-in', async () => {
    // Account 5's page is still held by whoever won the race above (either may win): ask as them.
    const holder = (await currentLock('user/edit/5'))?.user_id;
    const answer = parseBody<ValidatePageAnswer>(await validate('user/edit/5', holder === 2 ? tokens.admin : tokens.senior));
    expect(answer.facts).toEqual({ created_by_name: null, updated_by_name: null, login_logs: [] });
  });
});
