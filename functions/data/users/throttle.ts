/**
 * Throttle counters (ARCHITECTURE §6): sign-in per account and per address, the Reset Password
 * dialog's reuse check per account, forgot-password per account and per address, the public
 * certificate verification per address.
 *
 * Reserve, then verify: an attempt is counted by one atomic UpdateItem (ADD) BEFORE the password
 * is checked, and refused when the count passes the limit. So N parallel attempts count N, at
 * most `limit` of them reach a check, and none can slip a check in while the failures of others
 * are still unwritten. A sign-in whose password is right gives its reservation back.
 *
 * Past the limit a counter with a lockout refuses for a few minutes only (so that a stranger
 * cannot keep someone else out for long), then starts afresh; one without a lockout refuses until
 * its window ends. Every lockout is logged. Items expire by TTL; the conditions compare times, so
 * a stale item that TTL has not removed yet counts as none.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { VERIFICATION_THROTTLE } from '../../../shared/certificates/texts.ts';
import { LOGIN_THROTTLE, PASSWORD_CHECK_THROTTLE, PASSWORD_RESET_THROTTLE } from '../../../shared/constants.ts';
import { logger } from '../../services/logger.ts';
import { db, tableName } from '../table/client.ts';
import { TTL_ATTRIBUTE } from '../table/table.ts';

/** The throttle counters: sign-in per account and per address, the reuse check, forgot-password per account and per address, certificate verification per address. */
export type ThrottleCounter = 'ACCOUNT' | 'ADDRESS' | 'REUSE_CHECK' | 'RESET_ACCOUNT' | 'RESET_ADDRESS' | 'VERIFY_ADDRESS';

/** THROTTLE#<counter>#<subject> / THROTTLE: which counter (sign-in per account …) and whom it counts (an account, an address). */
export const throttleKey = (counter: ThrottleCounter, subject: string) => ({ PK: `THROTTLE#${counter}#${subject}`, SK: 'THROTTLE' });

interface ThrottleRule {
  windowMinutes: number;
  /** Attempts let through per window. */
  limit: number;
  /** Past the limit: refuse for this long, then count afresh. Without: refuse until the window ends. */
  lockoutMinutes?: number;
}

interface Counter {
  counter: ThrottleCounter;
  subject: string;
  rule: ThrottleRule;
}

const SIGN_IN_ACCOUNT: ThrottleRule = {
  windowMinutes: LOGIN_THROTTLE.windowMinutes,
  limit: LOGIN_THROTTLE.maxFailuresPerAccount,
  lockoutMinutes: LOGIN_THROTTLE.lockoutMinutes,
};
const SIGN_IN_ADDRESS: ThrottleRule = {
  windowMinutes: LOGIN_THROTTLE.windowMinutes,
  limit: LOGIN_THROTTLE.maxFailuresPerAddress,
  lockoutMinutes: LOGIN_THROTTLE.lockoutMinutes,
};
const REUSE_CHECK: ThrottleRule = {
  windowMinutes: PASSWORD_CHECK_THROTTLE.windowMinutes,
  limit: PASSWORD_CHECK_THROTTLE.maxChecksPerAccount,
};
const RESET_ACCOUNT: ThrottleRule = { windowMinutes: PASSWORD_RESET_THROTTLE.windowMinutes, limit: PASSWORD_RESET_THROTTLE.maxPerAccount };
const RESET_ADDRESS: ThrottleRule = { windowMinutes: PASSWORD_RESET_THROTTLE.windowMinutes, limit: PASSWORD_RESET_THROTTLE.maxPerAddress };
const VERIFY_ADDRESS: ThrottleRule = { windowMinutes: VERIFICATION_THROTTLE.windowMinutes, limit: VERIFICATION_THROTTLE.maxPerAddress };

const minutes = (n: number) => n * 60_000;

/** The longest a refusal by `rule` lasts: its lockout, or for a counter without one the rest of its window. */
const longestRefusal = (rule: ThrottleRule): number => (rule.lockoutMinutes ?? rule.windowMinutes) * 60;

/**
 * What a 429 tells in `Retry-After` (seconds), per throttle: the longest its refusal can last, so a
 * client that waits that long is let through (issue 30). An upper bound, not the exact rest: the
 * counters are refused by a condition, which does not say how much of the lockout is left.
 */
export const RETRY_AFTER_SECONDS = {
  signIn: Math.max(longestRefusal(SIGN_IN_ACCOUNT), longestRefusal(SIGN_IN_ADDRESS)),
  reuseCheck: longestRefusal(REUSE_CHECK),
  passwordReset: Math.max(longestRefusal(RESET_ACCOUNT), longestRefusal(RESET_ADDRESS)),
  verification: longestRefusal(VERIFY_ADDRESS),
} as const;

/**
 * Whom an account counter counts: the account, when the text typed names one (its username and
 * its e-mail share one counter), otherwise the text itself, lowercased, so that a name that is no
 * account is throttled exactly like one and probing cannot tell them apart.
 */
export function accountSubject(userId: number | undefined, typed: string): string {
  return userId === undefined ? `name:${typed.trim().toLowerCase()}` : `user:${userId}`;
}

function keyOf(c: Counter) {
  return throttleKey(c.counter, c.subject);
}

/** Seconds since epoch after which the item means nothing (window and lockout both over). */
function expiry(rule: ThrottleRule, now: number): number {
  return Math.ceil((now + minutes(rule.windowMinutes + (rule.lockoutMinutes ?? 0) + 1)) / 1000);
}

function conditionFailed(error: unknown): error is ConditionalCheckFailedException {
  return error instanceof ConditionalCheckFailedException;
}

/**
 * Counts one attempt in the current window: the new count; `locked` while a lockout runs;
 * `stale` when the window is over (nothing counted: restartWindow does it).
 */
async function countAttempt(c: Counter, now: number): Promise<number | 'locked' | 'stale'> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(c),
        UpdateExpression: 'ADD attempts :one SET windowStart = if_not_exists(windowStart, :now), #type = :type, #expires = :expires',
        ConditionExpression:
          '(attribute_not_exists(lockedUntil) OR lockedUntil <= :now) AND (attribute_not_exists(windowStart) OR windowStart > :windowFloor)',
        ExpressionAttributeNames: { '#type': 'type', '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now,
          ':windowFloor': now - minutes(c.rule.windowMinutes),
          ':type': 'throttle',
          ':expires': expiry(c.rule, now),
        },
        ReturnValues: 'UPDATED_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Number(out.Attributes?.attempts);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
    // The item a failed condition sends back is in low-level attribute values.
    const before = error.Item as Record<string, { N?: string }> | undefined;
    return Number(before?.lockedUntil?.N ?? 0) > now ? 'locked' : 'stale';
  }
}

/** Starts a new window with this attempt as its first; false when a parallel attempt did so first. */
async function restartWindow(c: Counter, now: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(c),
        UpdateExpression: 'SET attempts = :one, windowStart = :now, #expires = :expires',
        ConditionExpression: 'windowStart <= :windowFloor AND (attribute_not_exists(lockedUntil) OR lockedUntil <= :now)',
        ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now,
          ':windowFloor': now - minutes(c.rule.windowMinutes),
          ':expires': expiry(c.rule, now),
        },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** Locks the counter and forgets its window, so that counting starts afresh when the lockout ends. */
async function lock(c: Counter, lockoutMinutes: number, now: number): Promise<void> {
  const until = now + minutes(lockoutMinutes);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(c),
        UpdateExpression: 'SET lockedUntil = :until, #expires = :expires REMOVE attempts, windowStart',
        ConditionExpression: 'attribute_not_exists(lockedUntil) OR lockedUntil <= :now',
        ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':until': until, ':now': now, ':expires': expiry(c.rule, now) },
      }),
    );
    logger.warn('throttle lockout', { counter: c.counter, subject: c.subject, until: new Date(until).toISOString() });
  } catch (error) {
    // A parallel attempt past the limit locked it first.
    if (!conditionFailed(error)) throw error;
  }
}

/** Counts one attempt on one counter; false when it is past its limit or locked. */
async function reserve(c: Counter, now: number): Promise<boolean> {
  // Two rounds at most in practice: a stale window is restarted by this attempt or a parallel one.
  for (let round = 0; round < 3; round += 1) {
    const counted = await countAttempt(c, now);
    if (counted === 'locked') return false;
    if (counted === 'stale') {
      if (await restartWindow(c, now)) return true;
      continue;
    }
    if (counted <= c.rule.limit) return true;
    if (c.rule.lockoutMinutes) await lock(c, c.rule.lockoutMinutes, now);
    return false;
  }
  return false;
}

/** Gives back one counted attempt (never below zero). */
async function uncount(c: Counter): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(c),
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/**
 * Counts one attempt on every counter; true when all let it through. When one refuses, the
 * others get theirs back: nothing is checked, so it was no attempt.
 */
async function reserveAll(counters: Counter[], now = Date.now()): Promise<boolean> {
  const allowed = await Promise.all(counters.map((c) => reserve(c, now)));
  if (allowed.every(Boolean)) return true;
  await Promise.all(counters.filter((_, i) => allowed[i]).map(uncount));
  return false;
}

/** One sign-in attempt (a login, or the dialog's check of the current password). */
export interface SignInAttempt {
  account: Counter;
  address: Counter;
}

/** `account` from accountSubject. */
export function signInAttempt(account: string, address: string): SignInAttempt {
  return {
    account: { counter: 'ACCOUNT', subject: account, rule: SIGN_IN_ACCOUNT },
    address: { counter: 'ADDRESS', subject: address, rule: SIGN_IN_ADDRESS },
  };
}

/** Counts the attempt before its password is checked; false: refuse it unchecked (429). */
export function reserveSignIn(attempt: SignInAttempt, now = Date.now()): Promise<boolean> {
  return reserveAll([attempt.account, attempt.address], now);
}

/**
 * The password was right: the account's earlier failures are forgotten (unless parallel guesses
 * locked it meanwhile; a lockout stands), and the address gets this attempt back, so that many
 * people signing in behind one address never lock it.
 */
export async function signInSucceeded(attempt: SignInAttempt, now = Date.now()): Promise<void> {
  const forgetFailures = async () => {
    try {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: keyOf(attempt.account),
          ConditionExpression: 'attribute_not_exists(lockedUntil) OR lockedUntil <= :now',
          ExpressionAttributeValues: { ':now': now },
        }),
      );
    } catch (error) {
      if (!conditionFailed(error)) throw error;
    }
  };
  await Promise.all([forgetFailures(), uncount(attempt.address)]);
}

/** Counts one reuse check of the account's passwords; false: refuse it (429). Every check counts: each answer tells something. */
export function reserveReuseCheck(userId: number, now = Date.now()): Promise<boolean> {
  return reserveAll([{ counter: 'REUSE_CHECK', subject: accountSubject(userId, ''), rule: REUSE_CHECK }], now);
}

/** Counts one forgot-password request for `account` (accountSubject) from `address`; false: refuse it (429). */
export function reservePasswordReset(account: string, address: string, now = Date.now()): Promise<boolean> {
  return reserveAll(
    [
      { counter: 'RESET_ACCOUNT', subject: account, rule: RESET_ACCOUNT },
      { counter: 'RESET_ADDRESS', subject: address, rule: RESET_ADDRESS },
    ],
    now,
  );
}

/**
 * Counts one look-up of a certificate verification code from `address`; false: refuse it (429).
 * Every look-up counts, found or not: codes cannot be enumerated from one address.
 */
export function reserveVerification(address: string, now = Date.now()): Promise<boolean> {
  return reserveAll([{ counter: 'VERIFY_ADDRESS', subject: address, rule: VERIFY_ADDRESS }], now);
}
