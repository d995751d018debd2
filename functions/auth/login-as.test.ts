import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../shared/auth/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { loginAs, signedIn } from '../../test/integration/sign-in.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { hashPassword } from '../services/passwords.ts';
import { auditOf } from '../data/users/audit.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { createUser, getUser, updateUser, type NewUser, type UserRecord } from '../data/users/users.ts';
import { getSession } from '../data/users/sessions.ts';
import { verifySessionToken } from '../services/tokens.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { openSession } from './session-answer.ts';
import { handler } from './handler.ts';

useTestTable();
const PASSWORD = 'Login-As-Test-1!';
const people: Record<string, UserRecord> = {};

const account = (username: string, extra: Partial<NewUser>): NewUser => testAccount(username, { first_name: 'First', ...extra });

const signIn = (username: string) => signedIn<SessionAnswer>(username, PASSWORD);
const closeLoginAs = (token: string, target: number | string) => loginAs(token, target, true);

beforeAll(async () => {
  await putAll(COURSES.map((c) => referenceItem('COURSE', c)));
  const passwordHash = await hashPassword(PASSWORD);
  const specs: Array<[string, Partial<NewUser>]> = [
    ['the.admin', { roles: [1] }],
    ['the.senior', { roles: [2, 1] }],
    ['a.participant', { roles: [10], first_name: 'Pat' }],
    ['a.facilitator', { roles: [5] }],
    ['diagnostics', { roles: [26, 10] }],
    ['gone.inactive', { status: 'inactive' }],
    ['still.pending', { status: 'pending' }],
  ];
  for (const [username, extra] of specs) people[username] = await createUser(account(username, { passwordHash, ...extra }));
});

describe('Login As', () => {
  it('starts a session as an active account that remembers the administrator, audited under both', async () => {
    const admin = await signIn('the.admin');
    const result = await loginAs(admin.token, people['a.participant'].id);
    expect(result.statusCode).toBe(200);
    const as = parseBody<SessionAnswer>(result);
    expect(as.user).toMatchObject({ username: 'a.participant', first_name: 'Pat' });
    expect(as.data.roles_un).toEqual(['participant']);
    expect(as.lastDateChangedPassword).toBe(people['a.participant'].password_changed_at);
    // The impersonation token works and keeps its master through a refresh.
    const refreshed = parseBody<{ token: string }>(await handler(apiEvent('GET /api/keepalive', { token: as.token })));
    expect((await closeLoginAs(refreshed.token, people['the.admin'].id)).statusCode).toBe(200);

    const trail = await auditOf('USER', people['a.participant'].id);
    expect(trail.map((e) => e.action)).toEqual(['login_as.end', 'login_as.start']);
    expect(trail[1]).toMatchObject({ actorId: people['the.admin'].id, subjectId: people['a.participant'].id });
    expect((await auditOf('USER', people['the.admin'].id)).map((e) => e.action)).toEqual(['login_as.end', 'login_as.start']);
  });

  it("returns to the administrator's own session and ends the impersonation", async () => {
    const admin = await signIn('the.admin');
    const as = parseBody<SessionAnswer>(await loginAs(admin.token, people['a.facilitator'].id));
    const back = await closeLoginAs(as.token, people['the.admin'].id);
    const answer = parseBody<SessionAnswer>(back);
    expect(answer.user.username).toBe('the.admin');
    expect((await handler(apiEvent('GET /api/keepalive', { token: as.token }))).statusCode).toBe(401);
    expect((await handler(apiEvent('GET /api/keepalive', { token: answer.token }))).statusCode).toBe(200);
    // The returned token belongs to the administrator's original session: logging it out ends both tokens.
    await handler(apiEvent('POST /api/logout', { token: answer.token }));
    expect((await handler(apiEvent('GET /api/keepalive', { token: admin.token }))).statusCode).toBe(401);
  });

  it('costs at most three DynamoDB round trips each way (issue 32)', async () => {
    const admin = await signIn('the.admin');
    // A warm Lambda: the maintenance gate's settings are read once a minute, not per request.
    await closeLoginAs(parseBody<SessionAnswer>(await loginAs(admin.token, people['a.participant'].id)).token, people['the.admin'].id);
    const start = await withDynamoMetrics(() => loginAs(admin.token, people['a.participant'].id));
    expect(start.result.statusCode).toBe(200);
    const as = parseBody<SessionAnswer>(start.result);
    const end = await withDynamoMetrics(() => closeLoginAs(as.token, people['the.admin'].id));
    expect(end.result.statusCode).toBe(200);
    // The chain's session read (both sessions while impersonating), the target (or the administrator)
    // and one transaction: the session opened or ended with its audit.
    expect({ start: start.metrics.ops, end: end.metrics.ops }).toEqual({
      start: { GetItem: 2, TransactWriteItems: 1 },
      end: { BatchGetItem: 1, GetItem: 1, TransactWriteItems: 1 },
    });
  });

  it("opens a session with the account's saved grants when a change landed after the account was read", async () => {
    const stale = (await getUser(people['a.facilitator'].id))!;
    await updateUser(stale.id, { roles: [5, 10] }, stale.version, null);
    const answer = await openSession(stale, { sourceIp: '203.0.113.9', userAgent: 'vitest' });
    const claims = await verifySessionToken(answer.token);
    expect((await getSession(stale.id, claims.sessionId))?.roles).toEqual(['facilitator_national', 'participant']);
  });

  it.each([
    ['the.senior', 403, MESSAGES.loginAsBlocked],
    ['diagnostics', 403, MESSAGES.loginAsUnavailable],
    ['gone.inactive', 403, MESSAGES.loginAsInactive],
    ['still.pending', 403, MESSAGES.loginAsInactive],
  ])('refuses %s (%i)', async (username, status, message) => {
    const admin = await signIn('the.admin');
    const result = await loginAs(admin.token, people[username].id);
    expect(result.statusCode).toBe(status);
    expect(parseBody(result)).toMatchObject({ message });
  });

  it('refuses administrators as targets, unknown ids, nesting, roles without the capability, and a stray return', async () => {
    const senior = await signIn('the.senior');
    expect(parseBody(await loginAs(senior.token, people['the.admin'].id))).toMatchObject({ message: MESSAGES.loginAsBlocked });
    expect((await loginAs(senior.token, 999999)).statusCode).toBe(404);
    expect((await loginAs(senior.token, 'abc')).statusCode).toBe(422);

    const as = parseBody<SessionAnswer>(await loginAs(senior.token, people['a.participant'].id));
    expect((await loginAs(as.token, people['a.facilitator'].id)).statusCode).toBe(403); // a participant lacks login_as
    expect((await closeLoginAs(as.token, people['a.facilitator'].id)).statusCode).toBe(403);

    const facilitator = await signIn('a.facilitator');
    expect((await loginAs(facilitator.token, people['a.participant'].id)).statusCode).toBe(403);
    expect(parseBody(await closeLoginAs(facilitator.token, people['the.admin'].id))).toMatchObject({
      message: MESSAGES.loginAsNotImpersonating,
    });
  });
});
