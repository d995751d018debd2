/**
 * Throttling of the password-guessing routes under parallel requests (issue 18): sign-in per
 * account and per address, the Reset Password dialog's reuse check, forgot-password.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginFailure, SessionAnswer } from '../../shared/auth/types.ts';
import { LOGIN_THROTTLE, PASSWORD_CHECK_THROTTLE, PASSWORD_RESET_THROTTLE } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { LOGIN_ERROR_LOG } from '../../shared/auth/texts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { signIn } from '../../test/integration/sign-in.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { config } from '../services/config.ts';
import type { StoredMail } from '../services/mailer.ts';
import { hashPassword } from '../services/passwords.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { createUser, type NewUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();

const PASSWORD = 'Right-Horse-7!';
let passwordHash = '';

const account = (username: string): NewUser => testAccount(username, { passwordHash });

const statuses = (results: { statusCode?: number }[]) => results.map((r) => r.statusCode);
const count = (list: (number | undefined)[], status: number) => list.filter((s) => s === status).length;
const mailsTo = (address: string) => {
  const dir = config().mailOutboxDir!;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as StoredMail)
    .filter((m) => m.to[0] === address);
};

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  await putAll(COURSES.map((c) => referenceItem('COURSE', c)));
  for (const name of ['parallel.target', 'alias.target', 'address.victim', 'history.user', 'reset.target', 'reset.bystander']) {
    await createUser(account(name));
  }
});

describe('sign-in throttling', () => {
  it('counts parallel wrong passwords one by one: no more checks than the limit, then the right password is refused', async () => {
    const guesses = 20;
    const results = statuses(
      await Promise.all(Array.from({ length: guesses }, (_, i) => signIn('parallel.target', `wrong-${i}`, `198.51.100.${i + 1}`))),
    );
    expect(count(results, 401)).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
    expect(count(results, 429)).toBe(guesses - LOGIN_THROTTLE.maxFailuresPerAccount);
    const right = await signIn('parallel.target', PASSWORD, '198.51.100.200');
    expect(right.statusCode).toBe(429);
    expect(parseBody<LoginFailure>(right).error_log).toBe(LOGIN_ERROR_LOG.throttled);
    // How long to wait (issue 30): at most the lockout.
    expect(right.headers?.['retry-after']).toBe(String(LOGIN_THROTTLE.lockoutMinutes * 60));
  }, 120_000);

  it('counts every parallel failure from one address: the next attempt from it is refused', async () => {
    const address = '203.0.113.50';
    const results = statuses(
      await Promise.all(Array.from({ length: LOGIN_THROTTLE.maxFailuresPerAddress }, (_, i) => signIn(`nobody.${i}`, 'whatever', address))),
    );
    expect(count(results, 401)).toBe(LOGIN_THROTTLE.maxFailuresPerAddress);
    expect((await signIn('address.victim', PASSWORD, address)).statusCode).toBe(429);
    // The account itself is not locked: from another address it signs in.
    expect((await signIn('address.victim', PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('gives a username and its e-mail one counter: alternating them locks at the account limit', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i += 1) {
      const name = i % 2 === 0 ? 'alias.target' : 'Alias.Target@example.org';
      expect((await signIn(name, 'wrong', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await signIn('alias.target@example.org', PASSWORD, '192.0.2.100')).statusCode).toBe(429);
    expect((await signIn('alias.target', PASSWORD, '192.0.2.101')).statusCode).toBe(429);
  });

  it('throttles a name that is no account exactly like an account', async () => {
    const tries = Array.from({ length: LOGIN_THROTTLE.maxFailuresPerAccount + 1 }, (_, i) => (i % 2 ? 'Ghost.Name' : 'ghost.name'));
    const results: (number | undefined)[] = [];
    for (const [i, name] of tries.entries()) results.push((await signIn(name, 'wrong', `192.0.2.${i + 150}`)).statusCode);
    expect(results).toEqual([...Array<number>(LOGIN_THROTTLE.maxFailuresPerAccount).fill(401), 429]);
  });
});

describe('the Reset Password dialog’s reuse check', () => {
  it('answers a limited number of checks per account, then 429', async () => {
    const { token } = parseBody<SessionAnswer>(await signIn('history.user', PASSWORD, '192.0.2.220'));
    const check = (pass: string) => handler(apiEvent('POST /api/validatePasswordHistory', { token, body: { pass } }));
    const results = statuses(
      await Promise.all(Array.from({ length: PASSWORD_CHECK_THROTTLE.maxChecksPerAccount }, (_, i) => check(`Guess-${i}!`))),
    );
    expect(count(results, 200)).toBe(PASSWORD_CHECK_THROTTLE.maxChecksPerAccount);
    const refused = await check(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(parseBody(refused)).toMatchObject({ message: MESSAGES.passwordChecksThrottled });
    expect(refused.headers?.['retry-after']).toBe(String(PASSWORD_CHECK_THROTTLE.windowMinutes * 60));
  }, 120_000);
});

describe('forgot-password throttling', () => {
  const forgot = (username: string, sourceIp: string) => handler(apiEvent('POST /api/forgot-password', { body: { username }, sourceIp }));

  it('mails an account a few links an hour, then answers 429 and sends nothing more', async () => {
    const results = statuses(
      await Promise.all(
        Array.from({ length: PASSWORD_RESET_THROTTLE.maxPerAccount + 2 }, (_, i) => forgot('reset.target', `198.51.100.${i + 60}`)),
      ),
    );
    expect(count(results, 200)).toBe(PASSWORD_RESET_THROTTLE.maxPerAccount);
    expect(count(results, 429)).toBe(2);
    expect(mailsTo('reset.target@example.org')).toHaveLength(PASSWORD_RESET_THROTTLE.maxPerAccount);
  });

  it('answers a name that is no account the same way, so the limit tells nothing about existence', async () => {
    const results: (number | undefined)[] = [];
    for (let i = 0; i <= PASSWORD_RESET_THROTTLE.maxPerAccount; i += 1)
      results.push((await forgot('no.such.person', `198.51.100.${i + 80}`)).statusCode);
    expect(results).toEqual([...Array<number>(PASSWORD_RESET_THROTTLE.maxPerAccount).fill(200), 429]);
  });

  it('limits one address across names: past the limit nothing is mailed', async () => {
    const address = '203.0.113.90';
    const results = statuses(
      await Promise.all(Array.from({ length: PASSWORD_RESET_THROTTLE.maxPerAddress }, (_, i) => forgot(`stranger.${i}`, address))),
    );
    expect(count(results, 200)).toBe(PASSWORD_RESET_THROTTLE.maxPerAddress);
    const refused = await forgot('reset.bystander', address);
    expect(refused.statusCode).toBe(429);
    expect(parseBody(refused)).toMatchObject({ message: MESSAGES.forgotPasswordThrottled });
    expect(refused.headers?.['retry-after']).toBe(String(PASSWORD_RESET_THROTTLE.windowMinutes * 60));
    expect(mailsTo('reset.bystander@example.org')).toHaveLength(0);
  });
});
