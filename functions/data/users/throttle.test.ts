/** The throttle counters on DynamoDB Local: atomic under parallel attempts, windows, lockouts. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE, PASSWORD_CHECK_THROTTLE } from '../../../shared/constants.ts';
import { useTestTable } from '../../../test/integration/table.ts';
import { db, tableName } from '../table/client.ts';
import { accountSubject, reserveReuseCheck, reserveSignIn, signInAttempt, signInSucceeded, throttleKey } from './throttle.ts';

useTestTable();

const MINUTE = 60_000;
const stored = async (...key: Parameters<typeof throttleKey>) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: throttleKey(...key), ConsistentRead: true }))).Item;

describe('throttle counters', () => {
  it('count every one of many parallel attempts and let exactly the limit through', async () => {
    const attempts = PASSWORD_CHECK_THROTTLE.maxChecksPerAccount + 10;
    const allowed = await Promise.all(Array.from({ length: attempts }, () => reserveReuseCheck(7)));
    expect(allowed.filter(Boolean)).toHaveLength(PASSWORD_CHECK_THROTTLE.maxChecksPerAccount);
    expect(Number((await stored('REUSE_CHECK', accountSubject(7, '')))?.attempts)).toBe(attempts);
  });

  it('key an account by its id when the text names one, and by the lowercased text otherwise', () => {
    expect(accountSubject(42, 'Pat@Example.org')).toBe(accountSubject(42, 'pat'));
    expect(accountSubject(undefined, '  Ghost.Name ')).toBe(accountSubject(undefined, 'ghost.name'));
    // A name that looks like an id is still not that account.
    expect(accountSubject(undefined, '42')).not.toBe(accountSubject(42, '42'));
  });

  it('lock past the limit for the lockout only, then count afresh', async () => {
    const now = Date.UTC(2026, 9, 1, 12);
    const attempt = signInAttempt(accountSubject(8, 'x'), '192.0.2.8');
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i += 1) expect(await reserveSignIn(attempt, now + i)).toBe(true);
    expect(await reserveSignIn(attempt, now + 10)).toBe(false);
    expect(await reserveSignIn(attempt, now + LOGIN_THROTTLE.lockoutMinutes * MINUTE - 1)).toBe(false);
    const after = now + 10 + LOGIN_THROTTLE.lockoutMinutes * MINUTE;
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i += 1) expect(await reserveSignIn(attempt, after + i)).toBe(true);
    expect(await reserveSignIn(attempt, after + 10)).toBe(false);
  });

  it('start a new window once the old one is over', async () => {
    const now = Date.UTC(2026, 9, 2, 12);
    const attempt = signInAttempt(accountSubject(9, 'x'), '192.0.2.9');
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i += 1) expect(await reserveSignIn(attempt, now)).toBe(true);
    const later = now + LOGIN_THROTTLE.windowMinutes * MINUTE + 1;
    expect(await reserveSignIn(attempt, later)).toBe(true);
    expect(Number((await stored('ACCOUNT', accountSubject(9, 'x')))?.attempts)).toBe(1);
  });

  it('on a right password forget the account’s failures and give the address its attempt back, but keep a lockout', async () => {
    const now = Date.now();
    const attempt = signInAttempt(accountSubject(10, 'x'), '192.0.2.10');
    for (let i = 0; i < 3; i += 1) await reserveSignIn(attempt, now);
    await signInSucceeded(attempt, now);
    expect(await stored('ACCOUNT', accountSubject(10, 'x'))).toBeUndefined();
    expect(Number((await stored('ADDRESS', '192.0.2.10'))?.attempts)).toBe(2);

    const locked = signInAttempt(accountSubject(11, 'x'), '192.0.2.11');
    for (let i = 0; i <= LOGIN_THROTTLE.maxFailuresPerAccount; i += 1) await reserveSignIn(locked, now);
    await signInSucceeded(locked, now);
    expect(await reserveSignIn(locked, now)).toBe(false);
  });

  it('give the account its attempt back when the address refuses, since nothing was checked', async () => {
    const now = Date.now();
    const address = '192.0.2.12';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i += 1)
      await reserveSignIn(signInAttempt(accountSubject(undefined, `n${i}`), address), now);
    expect(await reserveSignIn(signInAttempt(accountSubject(12, 'x'), address), now)).toBe(false);
    expect(Number((await stored('ACCOUNT', accountSubject(12, 'x')))?.attempts)).toBe(0);
  });
});
