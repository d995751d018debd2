/**
 * Login throttling per account and per address (ARCHITECTURE §6). Failures are counted in a
 * window; past the limit the account (or address) is locked for a few minutes only, so that a
 * stranger cannot keep someone else locked out for long. Items expire by TTL and on read.
 */
import { BatchGetCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_THROTTLE } from '../../shared/constants.ts';
import { logger } from '../services/logger.ts';
import { db, tableName } from './client.ts';
import { KEY, TTL_ATTRIBUTE } from './table.ts';

interface Counter {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}
export interface ThrottleState {
  account: Counter;
  address: Counter;
}

const EMPTY: Counter = { failures: 0, windowStart: 0, lockedUntil: 0 };
const minutes = (n: number) => n * 60_000;

export async function readThrottle(username: string, address: string): Promise<ThrottleState> {
  const keys = { account: KEY.throttle('ACCOUNT', username.toLowerCase()), address: KEY.throttle('ADDRESS', address) };
  const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: [keys.account, keys.address], ConsistentRead: true } } }));
  const found = out.Responses?.[tableName()] ?? [];
  const pick = (pk: string): Counter => {
    const item = found.find((i) => i.PK === pk);
    return item ? { failures: Number(item.failures), windowStart: Number(item.windowStart), lockedUntil: Number(item.lockedUntil) } : EMPTY;
  };
  return { account: pick(keys.account.PK), address: pick(keys.address.PK) };
}

export function lockedUntil(state: ThrottleState, now = Date.now()): number | undefined {
  const until = Math.max(state.account.lockedUntil, state.address.lockedUntil);
  return until > now ? until : undefined;
}

function next(counter: Counter, limit: number, now: number): Counter {
  const fresh = now - counter.windowStart > minutes(LOGIN_THROTTLE.windowMinutes);
  const failures = (fresh ? 0 : counter.failures) + 1;
  return {
    failures: failures >= limit ? 0 : failures,
    windowStart: fresh ? now : counter.windowStart,
    lockedUntil: failures >= limit ? now + minutes(LOGIN_THROTTLE.lockoutMinutes) : counter.lockedUntil,
  };
}

export async function recordFailure(username: string, address: string, state: ThrottleState, now = Date.now()): Promise<void> {
  const updates = [
    { scope: 'ACCOUNT' as const, value: username.toLowerCase(), counter: next(state.account, LOGIN_THROTTLE.maxFailuresPerAccount, now), before: state.account },
    { scope: 'ADDRESS' as const, value: address, counter: next(state.address, LOGIN_THROTTLE.maxFailuresPerAddress, now), before: state.address },
  ];
  await Promise.all(
    updates.map(({ scope, value, counter, before }) => {
      if (counter.lockedUntil > now && counter.lockedUntil !== before.lockedUntil) {
        logger.warn('login lockout', { scope, value, until: new Date(counter.lockedUntil).toISOString() });
      }
      const expiresAt = Math.ceil((Math.max(counter.lockedUntil, counter.windowStart + minutes(LOGIN_THROTTLE.windowMinutes)) + 60_000) / 1000);
      return db().send(new PutCommand({ TableName: tableName(), Item: { ...KEY.throttle(scope, value), type: 'throttle', ...counter, [TTL_ATTRIBUTE]: expiresAt } }));
    }),
  );
}

export async function clearAccountFailures(username: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: KEY.throttle('ACCOUNT', username.toLowerCase()) }));
}
