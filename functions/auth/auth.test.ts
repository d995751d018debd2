import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginFailure, SessionAnswer } from '../../shared/auth/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { LOGIN_ERROR_LOG, LOGIN_ERROR_TEXT, TOKEN_ERRORS } from '../../shared/auth/texts.ts';
import { LOGIN_THROTTLE, SESSION } from '../../shared/constants.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { signIn } from '../../test/integration/sign-in.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { SETTING_KEYS } from '../../shared/settings/texts.ts';
import { hashPassword } from '../services/passwords.ts';
import { signSessionToken } from '../services/tokens.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { defaultSettingItems, forgetSettings, settingEntity } from '../data/content/settings.ts';
import { createUser, type NewUser } from '../data/users/users.ts';
import { handler } from './handler.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';

useTestTable();

const PASSWORD = 'Correct-Horse-9!';
let passwordHash = '';

function account(username: string, extra: Partial<NewUser> = {}): NewUser {
  return testAccount(username, {
    passwordHash,
    courses: [10, 11],
    default_course: 11,
    can_shared_alps: true,
    first_time: true,
    password_changed_at: '2026-10-01T12:00:00.000Z',
    ...extra,
  });
}

const login = (username: string, password = PASSWORD, sourceIp?: string) => signIn(username, password, sourceIp);

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  await putAll([...COURSES.map((c) => referenceItem('COURSE', c)), ...defaultSettingItems(new Date().toISOString())]);
  await createUser(account('pat', { roles: [10] }));
  await createUser(account('merged.user', { status: 'merged' }));
  await createUser(account('inactive.user', { status: 'inactive' }));
  await createUser(account('pending.user', { status: 'pending' }));
  await createUser(account('diagnostics.user', { roles: [26] }));
  await createUser(account('staff.member', { roles: [5, 9] }));
  await createUser(account('throttled.user'));
});

describe('POST /api/login', () => {
  it('answers the session: token, user-data, nisl-data, first_time, last password change', async () => {
    const result = await login('pat');
    expect(result.statusCode).toBe(200);
    const body = parseBody<SessionAnswer>(result);
    expect(body.error).toBeNull();
    expect(body.first_time).toBe(true);
    expect(body.lastDateChangedPassword).toBe('2026-10-01T12:00:00.000Z');
    expect(body.user).toMatchObject({
      username: 'pat',
      email: 'pat@example.org',
      roles: [{ id: 10, slug: 'participant', name: 'Participant' }],
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.data).toMatchObject({
      roles_un: ['participant'],
      cohort: 'cohort6',
      token: body.token,
      userID: body.user.id,
      privileges_un: { cohort39: COURSES[0].name, cohort6: 'Teacher For Effective Learning' },
      sharedAlpsCheck: { canSharedAlps: true },
      sharedPisCheck: { canSharedPis: false },
    });
  });

  it('accepts the e-mail address and any letter case as the username', async () => {
    expect((await login('PAT@Example.org')).statusCode).toBe(200);
  });

  it.each([
    ['pat', 'wrong-password', LOGIN_ERROR_LOG.password],
    ['nobody.here', PASSWORD, LOGIN_ERROR_LOG.user],
    ['merged.user', PASSWORD, LOGIN_ERROR_LOG.merged],
    ['inactive.user', PASSWORD, LOGIN_ERROR_LOG.inactive],
    ['pending.user', PASSWORD, LOGIN_ERROR_LOG.pending],
    ['diagnostics.user', PASSWORD, LOGIN_ERROR_LOG.general],
  ])('refuses %s (password %s) with error_log %s', async (username, password, errorLog) => {
    const result = await login(username, password, `198.51.100.${username.length}`);
    expect(result.statusCode).toBe(401);
    const body = parseBody<LoginFailure>(result);
    expect(body.error_log).toBe(errorLog);
    expect(body.message).toBe(LOGIN_ERROR_TEXT[errorLog]);
    expect(body).not.toHaveProperty('token');
  });

  it('validates the fields with the spec messages (422)', async () => {
    const result = await handler(apiEvent('POST /api/login', { body: { username: '  ', password: '' } }));
    expect(result.statusCode).toBe(422);
    expect(parseBody(result)).toMatchObject({
      message: MESSAGES.inputUsername,
      errors: { username: [MESSAGES.inputUsername], password: [MESSAGES.inputPassword] },
    });
  });

  it('locks an account for a few minutes after repeated failures, even with the right password', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i += 1) {
      expect((await login('throttled.user', 'nope', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await login('throttled.user', PASSWORD, '192.0.2.99');
    expect(locked.statusCode).toBe(429);
    expect(parseBody<LoginFailure>(locked).error_log).toBe(LOGIN_ERROR_LOG.throttled);
    // Another account from the same addresses is not affected.
    expect((await login('staff.member', PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('refreshes the token on keep-alive and ends the session on logout', async () => {
    const { token } = parseBody<SessionAnswer>(await login('staff.member'));
    const alive = await handler(apiEvent('GET /api/keepalive', { token }));
    expect(alive.statusCode).toBe(200);
    const refreshed = parseBody<{ token: string; expiresAt: string }>(alive);
    expect(refreshed.token).not.toBe(token);
    expect(new Date(refreshed.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(alive.headers).not.toHaveProperty('maintenance');

    expect((await handler(apiEvent('POST /api/logout', { token }))).statusCode).toBe(200);
    for (const used of [token, refreshed.token]) {
      const after = await handler(apiEvent('GET /api/keepalive', { token: used }));
      expect(after.statusCode).toBe(401);
      expect(parseBody(after)).toEqual({ message: TOKEN_ERRORS.invalid, status: TOKEN_ERRORS.invalid });
    }
  });

  it('sends the maintenance header when the maintenance setting is on', async () => {
    const { token } = parseBody<SessionAnswer>(await login('pat'));
    const on = {
      key: SETTING_KEYS.maintenance,
      value: 'true',
      updated_at: new Date().toISOString(),
      updated_by: null,
      updated_by_name: null,
    };
    await putAll([settingEntity.item(on)]);
    forgetSettings();
    const alive = await handler(apiEvent('GET /api/keepalive', { token }));
    expect(alive.headers?.maintenance).toBe('/maintenance.html');
    await putAll([settingEntity.item({ ...on, value: 'false' })]);
    forgetSettings();
  });

  it('tells an expired token from one past the absolute limit', async () => {
    const { user } = parseBody<SessionAnswer>(await login('pat'));
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const claims = {
      userId: user.id,
      username: 'pat',
      roles: ['participant'],
      sessionId: 'whatever',
      authTime: Math.floor(twoHoursAgo.getTime() / 1000),
    };
    const expired = await signSessionToken(claims, twoHoursAgo);
    expect(parseBody(await handler(apiEvent('GET /api/keepalive', { token: expired })))).toMatchObject({ status: TOKEN_ERRORS.expired });

    const longAgo = new Date(Date.now() - (SESSION.absoluteHours + 1) * 3600_000);
    const stale = await signSessionToken({ ...claims, authTime: Math.floor(longAgo.getTime() / 1000) }, longAgo);
    expect(parseBody(await handler(apiEvent('GET /api/keepalive', { token: stale })))).toMatchObject({
      status: TOKEN_ERRORS.notRefreshable,
    });

    const forged = `${expired.slice(0, -4)}AAAA`;
    expect(parseBody(await handler(apiEvent('GET /api/keepalive', { token: forged })))).toMatchObject({ status: TOKEN_ERRORS.invalid });
  });

  it('counts DynamoDB calls per request for the benchmark', async () => {
    const { token } = parseBody<SessionAnswer>(await login('pat'));
    const { metrics } = await withDynamoMetrics(() => handler(apiEvent('GET /api/keepalive', { token })));
    // The session check is one GetItem; settings are cached from the earlier calls, or one Query.
    expect(metrics.calls).toBeGreaterThanOrEqual(1);
    expect(metrics.calls).toBeLessThanOrEqual(2);
    expect(metrics.ops.GetItem).toBe(1);
    expect(metrics.rcu).toBeGreaterThan(0);
    expect(metrics.ops).not.toHaveProperty('Scan');
  });
});
