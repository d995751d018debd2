import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../shared/auth/types.ts';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { signedIn, signIn } from '../../test/integration/sign-in.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { config } from '../services/config.ts';
import type { StoredMail } from '../services/mailer.ts';
import { hashPassword } from '../services/passwords.ts';
import { signSessionToken } from '../services/tokens.ts';
import { putAll } from '../data/table/batch.ts';
import { issueResetToken } from '../data/users/password-reset.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { createSession } from '../data/users/sessions.ts';
import { createUser, getUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();

const OLD = 'Old-Password-1!';
const ADMIN_OLD = 'Adm1n!Adm1n!Old';

const recover = (token: string, password: string) =>
  handler(apiEvent('POST /api/recover-password/{token}', { params: { token }, body: { password, repeat_password: password } }));
/** The recovery links mailed to `email`, oldest first. */
const linksMailedTo = (email: string) =>
  outbox()
    .filter((m) => m.to[0] === email)
    .map((m) => /\/recover-password\/([A-Za-z0-9_-]+)/.exec(m.text)![1]);
/** Each account signs in from its own address, so that the address throttle never counts one test's sign-ins against another's. */
const addressOf = (username: string) => `10.0.0.${username.length}`;
const login = (username: string, password: string) => signIn(username, password, addressOf(username));
const tokenOf = async (username: string, password: string) =>
  (await signedIn<SessionAnswer>(username, password, addressOf(username))).token;
const outbox = () => {
  const dir = config().mailOutboxDir!;
  return existsSync(dir)
    ? readdirSync(dir)
        .sort()
        .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as StoredMail)
    : [];
};

beforeAll(async () => {
  await putAll(COURSES.map((c) => referenceItem('COURSE', c)));
  const [hash, adminHash] = await Promise.all([hashPassword(OLD), hashPassword(ADMIN_OLD)]);
  await createUser(testAccount('forgetful', { passwordHash: hash }));
  await createUser(testAccount('changer', { passwordHash: hash }));
  await createUser(testAccount('newcomer', { passwordHash: hash, first_time: true }));
  await createUser(testAccount('inactive.one', { passwordHash: hash, status: 'inactive' }));
  await createUser(testAccount('boss', { passwordHash: adminHash, roles: [1] }));
  await createUser(testAccount('two.devices', { passwordHash: hash }));
  await createUser(testAccount('twice.forgot', { passwordHash: hash }));
  await createUser(testAccount('link.holder', { passwordHash: hash }));
});

describe('forgot and recover password', () => {
  it('answers the same whether or not the account exists, and mails only real active accounts', async () => {
    for (const username of ['nobody.at.all', 'inactive.one']) {
      const result = await handler(apiEvent('POST /api/forgot-password', { body: { username } }));
      expect(result.statusCode).toBe(200);
      expect(parseBody(result)).toEqual({ sent: true, message: MESSAGES.forgotPasswordSent });
    }
    expect(outbox()).toHaveLength(0);
  });

  it('mails a single-use link that sets the new password and signs old sessions out', async () => {
    const oldSession = await tokenOf('forgetful', OLD);
    expect(parseBody(await handler(apiEvent('POST /api/forgot-password', { body: { username: 'Forgetful' } })))).toMatchObject({
      sent: true,
    });
    const [mail] = outbox().filter((m) => m.to[0] === 'forgetful@example.org');
    expect(mail.subject).toBe(MESSAGES.recoveryMailSubject);
    const token = /\/recover-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    const mismatch = await handler(
      apiEvent('POST /api/recover-password/{token}', { params: { token }, body: { password: 'New-Pass-2!', repeat_password: 'other' } }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(parseBody(mismatch)).toMatchObject({
      message: MESSAGES.passwordsDoNotMatch,
      errors: { repeat_password: [MESSAGES.passwordsDoNotMatch] },
    });

    const reused = await handler(
      apiEvent('POST /api/recover-password/{token}', { params: { token }, body: { password: OLD, repeat_password: OLD } }),
    );
    expect(parseBody(reused)).toMatchObject({ message: MESSAGES.passwordReused });

    const done = await handler(
      apiEvent('POST /api/recover-password/{token}', {
        params: { token },
        body: { password: 'New-Pass-2!', repeat_password: 'New-Pass-2!' },
      }),
    );
    expect(done.statusCode).toBe(200);
    expect(parseBody(done)).toEqual({ message: MESSAGES.passwordChanged });
    expect((await login('forgetful', OLD)).statusCode).toBe(401);
    expect((await login('forgetful', 'New-Pass-2!')).statusCode).toBe(200);
    expect((await handler(apiEvent('GET /api/keepalive', { token: oldSession }))).statusCode).toBe(401);

    const again = await handler(
      apiEvent('POST /api/recover-password/{token}', {
        params: { token },
        body: { password: 'Third-Pass-3!', repeat_password: 'Third-Pass-3!' },
      }),
    );
    expect(again.statusCode).toBe(422);
    expect(parseBody(again)).toMatchObject({ message: MESSAGES.recoveryLinkInvalid });
  });

  it('keeps only the latest link usable, and a used link ends every other', async () => {
    for (let i = 0; i < 3; i += 1) await handler(apiEvent('POST /api/forgot-password', { body: { username: 'twice.forgot' } }));
    const [first, second, latest] = linksMailedTo('twice.forgot@example.org');
    expect(parseBody(await recover(second, 'Second-Link-1!'))).toMatchObject({ message: MESSAGES.recoveryLinkInvalid });
    expect((await recover(latest, 'Latest-Link-2!')).statusCode).toBe(200);
    expect(parseBody(await recover(first, 'First-Link-3!'))).toMatchObject({ message: MESSAGES.recoveryLinkInvalid });
    expect((await login('twice.forgot', 'Latest-Link-2!')).statusCode).toBe(200);
  });

  it('ends an outstanding link when the password is changed another way', async () => {
    await handler(apiEvent('POST /api/forgot-password', { body: { username: 'link.holder' } }));
    const [link] = linksMailedTo('link.holder@example.org');
    const token = await tokenOf('link.holder', OLD);
    const changed = await handler(
      apiEvent('PUT /api/user/change-password', {
        token,
        body: { current_password: OLD, password: 'Changed-Here-4!', repeat_password: 'Changed-Here-4!' },
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(parseBody(await recover(link, 'From-Old-Link-5!'))).toMatchObject({ message: MESSAGES.recoveryLinkInvalid });
    expect((await login('link.holder', 'Changed-Here-4!')).statusCode).toBe(200);
  });

  it('refuses an expired or unknown link, and a weak password for an administrator', async () => {
    const forgetful = (await getUser(1))!;
    const expired = await issueResetToken(forgetful.id, new Date(Date.now() - 2 * 3600_000));
    const late = await handler(
      apiEvent('POST /api/recover-password/{token}', {
        params: { token: expired },
        body: { password: 'Late-Pass-9!', repeat_password: 'Late-Pass-9!' },
      }),
    );
    expect(parseBody(late)).toMatchObject({ message: MESSAGES.recoveryLinkInvalid });
    const unknown = await handler(
      apiEvent('POST /api/recover-password/{token}', { params: { token: 'x'.repeat(43) }, body: { password: 'a', repeat_password: 'a' } }),
    );
    expect(parseBody(unknown)).toMatchObject({ message: MESSAGES.recoveryLinkInvalid });

    const boss = (await getUser(5))!;
    const token = await issueResetToken(boss.id);
    const weak = await handler(
      apiEvent('POST /api/recover-password/{token}', { params: { token }, body: { password: 'short1!', repeat_password: 'short1!' } }),
    );
    expect(parseBody(weak)).toMatchObject({ message: MESSAGES.passwordPolicy });
  });
});

describe('change password', () => {
  it('checks the current password, refuses reuse, and saves the new one', async () => {
    const token = await tokenOf('changer', OLD);
    const change = (body: Record<string, unknown>) => handler(apiEvent('PUT /api/user/change-password', { token, body }));
    expect(parseBody(await change({ current_password: 'wrong', password: 'Next-Pass-4!', repeat_password: 'Next-Pass-4!' }))).toMatchObject(
      { message: MESSAGES.currentPasswordWrong },
    );
    expect(parseBody(await change({ current_password: OLD, password: OLD, repeat_password: OLD }))).toMatchObject({
      message: MESSAGES.passwordReused,
    });
    expect(parseBody(await change({ password: 'Next-Pass-4!', repeat_password: 'Next-Pass-4!' }))).toMatchObject({
      message: MESSAGES.inputCurrentPassword,
    });
    expect(parseBody(await change({ current_password: OLD, password: '', repeat_password: '' }))).toMatchObject({
      message: MESSAGES.inputPassword,
    });
    // Not only administrators have a rule: a participant once set the password 'a'.
    const tooShort = await change({ current_password: OLD, password: 'a', repeat_password: 'a' });
    expect(tooShort.statusCode).toBe(422);
    expect(parseBody(tooShort)).toMatchObject({ errors: { password: [MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH)] } });

    const ok = await change({ current_password: OLD, password: 'Next-Pass-4!', repeat_password: 'Next-Pass-4!' });
    expect(ok.statusCode).toBe(200);
    const { lastDateChangedPassword } = parseBody<{ lastDateChangedPassword: string }>(ok);
    expect(parseBody(await handler(apiEvent('GET /api/get-date-last-update-pass', { token })))).toEqual({ date: lastDateChangedPassword });
    expect((await login('changer', 'Next-Pass-4!')).statusCode).toBe(200);
  });

  it("ends the account's other sessions and keeps the one that made the change", async () => {
    const [changer, other] = [await tokenOf('two.devices', OLD), await tokenOf('two.devices', OLD)];
    const keepalive = (token: string) => handler(apiEvent('GET /api/keepalive', { token }));
    expect((await keepalive(other)).statusCode).toBe(200);
    const ok = await handler(
      apiEvent('PUT /api/user/change-password', {
        token: changer,
        body: { current_password: OLD, password: 'Moved-On-8!', repeat_password: 'Moved-On-8!' },
      }),
    );
    expect(ok.statusCode).toBe(200);
    expect((await keepalive(other)).statusCode).toBe(401);
    expect((await keepalive(changer)).statusCode).toBe(200);
  });

  it('lets a first-time account set its password without the current one', async () => {
    const token = await tokenOf('newcomer', OLD);
    const ok = await handler(
      apiEvent('PUT /api/user/change-password', { token, body: { password: 'First-Own-5!', repeat_password: 'First-Own-5!' } }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('holds administrators to the policy and their history', async () => {
    const token = await tokenOf('boss', ADMIN_OLD);
    const change = (password: string, current: string) =>
      handler(
        apiEvent('PUT /api/user/change-password', { token, body: { current_password: current, password, repeat_password: password } }),
      );
    expect(parseBody(await change('Weakpassword1!', ADMIN_OLD))).toMatchObject({ message: MESSAGES.passwordPolicy });
    expect((await change('Str0ng!!Pass12', ADMIN_OLD)).statusCode).toBe(200);
    expect((await change('An0ther##Pass34', 'Str0ng!!Pass12')).statusCode).toBe(200);
    // Back to the first new one: it is in the history now.
    expect(parseBody(await change('Str0ng!!Pass12', 'An0ther##Pass34'))).toMatchObject({ message: MESSAGES.passwordReused });
  });

  it('answers the two checks the dialog makes while typing', async () => {
    const token = await tokenOf('newcomer', 'First-Own-5!');
    const current = (currentPass: string) => handler(apiEvent('POST /api/validateCurrentPassword', { token, body: { currentPass } }));
    expect(parseBody(await current('First-Own-5!'))).toBe(true);
    expect(parseBody(await current('nope'))).toBe(false);
    const history = (pass: string) => handler(apiEvent('POST /api/validatePasswordHistory', { token, body: { pass } }));
    expect(parseBody(await history('First-Own-5!'))).toBe(true);
    expect(parseBody(await history('Brand-New-6!'))).toBe(false);
    expect(parseBody(await handler(apiEvent('POST /api/validateCurrentPassword', { token, body: {} })))).toMatchObject({
      message: MESSAGES.inputCurrentPassword,
    });
  });

  it('is not allowed while impersonating', async () => {
    const user = (await getUser(2))!;
    const authTime = Math.floor(Date.now() / 1000);
    // The administrator's own session, and theirs as the account: a Login As needs both live.
    await createSession(
      { userId: 5, sessionId: 'm', createdAt: new Date().toISOString(), sourceIp: '1.1.1.1', userAgent: 'x', roles: ['administrator'] },
      authTime,
    );
    await createSession(
      {
        userId: user.id,
        sessionId: 'imp',
        createdAt: new Date().toISOString(),
        sourceIp: '1.1.1.1',
        userAgent: 'x',
        roles: ['participant'],
        masterUserId: 5,
        masterSessionId: 'm',
      },
      authTime,
    );
    const token = await signSessionToken({
      userId: user.id,
      username: user.username,
      roles: ['participant'],
      sessionId: 'imp',
      authTime,
      masterUserId: 5,
      masterSessionId: 'm',
    });
    const result = await handler(
      apiEvent('PUT /api/user/change-password', {
        token,
        body: { current_password: 'Next-Pass-4!', password: 'Other-Pass-7!', repeat_password: 'Other-Pass-7!' },
      }),
    );
    expect(result.statusCode).toBe(403);
  });
});
