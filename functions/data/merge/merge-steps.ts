/**
 * Reads and transaction steps shared by the merge and its reversal: raw items in, conditioned
 * writes out. Both directions write the same kinds of steps, the reversal with before and after
 * exchanged.
 */
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client.ts';
import { cohortChangeStep } from '../cohorts/cohort-change.ts';
import type { CohortSummary } from '../cohorts/cohort-summary.ts';
import { cohortItems, type AttendanceSheet } from '../cohorts/cohorts.ts';
import type { ItemChange } from './merge-log.ts';
import { PENDING_STATUS, pendingRecordEntity } from '../users/pending-users.ts';
import { GSI } from '../table/table.ts';
import { followedBy, step, type TransactItem } from '../table/transaction.ts';
import {
  changesSessionGrants,
  identityCheckSteps,
  loginClaimEntity,
  refreshSessions,
  userProfileEntity,
  type LoginKind,
  type UserRecord,
} from '../users/users.ts';

type RawItem = Record<string, unknown>;

/** An item's own fields, without keys, index keys and type. */
export function fieldsOf<T>(item: RawItem): T {
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI2PK: _e, GSI2SK: _f, GSI3PK: _g, GSI3SK: _h, type: _t, ...rest } = item;
  return rest as T;
}

/** One item as stored now (strongly consistent), to compare with what the merge left. */
export async function currentItemAt(key: { PK: string; SK: string }): Promise<RawItem | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

/** Who holds a username or e-mail now, as either (a username may not be another account's e-mail). */
export async function loginHolder(value: string): Promise<number | undefined> {
  const keys = [loginClaimEntity.key('username', value), loginClaimEntity.key('email', value)];
  const items = await Promise.all(keys.map((Key) => db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }))));
  return loginClaimEntity.of(items.find((out) => out.Item)?.Item)?.userId;
}

/** Profiles as stored (every attribute, for an exact restore) and as records. */
export async function readProfiles(ids: readonly number[]): Promise<Map<number, { raw: RawItem; user: UserRecord }>> {
  const out = await db().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: ids.map((id) => userProfileEntity.key(id)), ConsistentRead: true } } }),
  );
  return new Map(
    (out.Responses?.[tableName()] ?? []).map((raw) => {
      const user = userProfileEntity.fromItem(raw);
      return [user.id, { raw, user }];
    }),
  );
}

/**
 * A profile written whole with the next version and a fresh stamp on the user feed (the user
 * directory sees it), only if nobody saved it since `expectedVersion`. `updated_at`/`updated_by`
 * are the caller's: a merge sets them, a reversal puts back the old ones.
 */
export function profileStep(user: UserRecord, expectedVersion: number, now: Date): TransactItem {
  const profile = {
    ...userProfileEntity.item({ ...user, version: expectedVersion + 1 }),
    ...GSI.changes('USER', now.toISOString(), user.id),
  };
  // The whole profile, roles and status included: the account's sessions follow it once written.
  return followedBy(
    step.put({
      Item: profile,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expectedVersion },
    }),
    () => refreshSessions(user.id),
  );
}

/**
 * A reversal's profile write: only the attributes it puts back (undefined: removed) with the next
 * version and a fresh stamp on the user feed, only if nobody saved the profile since it was read
 * at `readVersion`. Everything else, later edits and sign-in facts included, stays as it is.
 * Roles put back also put back the profile's place on the facilitators' index (GSI1).
 */
export function profileRestoreStep(restored: UserRecord, restore: Record<string, unknown>, readVersion: number, now: Date): TransactItem {
  const sets: Record<string, unknown> = { ...GSI.changes('USER', now.toISOString(), restored.id) };
  const removes: string[] = [];
  const put = (name: string, value: unknown) => (value === undefined ? removes.push(name) : (sets[name] = value));
  for (const [name, value] of Object.entries(restore)) put(name, value);
  if ('roles' in restore) {
    const profile = userProfileEntity.item(restored);
    put('GSI1PK', profile.GSI1PK);
    put('GSI1SK', profile.GSI1SK);
  }
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': readVersion, ':one': 1 };
  const setClauses = Object.entries(sets).map(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  const removeClauses = removes.map((name, i) => {
    names[`#r${i}`] = name;
    return `#r${i}`;
  });
  const item = step.update({
    Key: userProfileEntity.key(restored.id),
    UpdateExpression: `SET ${setClauses.join(', ')}${removeClauses.length ? ` REMOVE ${removeClauses.join(', ')}` : ''} ADD #version :one`,
    ConditionExpression: '#version = :expected',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
  return changesSessionGrants(restore) ? followedBy(item, () => refreshSessions(restored.id)) : item;
}

/**
 * Two accounts exchange a username and/or an e-mail: each uniqueness item changes hands, only if
 * it is still the other's; and what each account takes must not be a third account's login of
 * the other kind (users.ts identityCheckSteps: sign-in tries a name as a username first).
 */
export function uniquenessSwapSteps(
  primary: UserRecord,
  secondary: UserRecord,
  swapped: { username: boolean; email: boolean },
): TransactItem[] {
  const hand = (kind: LoginKind, from: UserRecord, to: UserRecord): TransactItem =>
    step.update({
      Key: loginClaimEntity.key(kind, from[kind]),
      UpdateExpression: 'SET userId = :to',
      ConditionExpression: 'userId = :from',
      ExpressionAttributeValues: { ':from': from.id, ':to': to.id },
    });
  const hands = [
    ...(swapped.username ? [hand('username', secondary, primary), hand('username', primary, secondary)] : []),
    ...(swapped.email ? [hand('email', secondary, primary), hand('email', primary, secondary)] : []),
  ];
  const taken = (by: UserRecord, from: UserRecord) => ({
    username: swapped.username ? from.username : by.username,
    email: swapped.email ? from.email : by.email,
  });
  return [
    ...hands,
    ...identityCheckSteps(primary.id, taken(primary, secondary), hands, swapped),
    ...identityCheckSteps(secondary.id, taken(secondary, primary), hands, swapped),
  ];
}

/** Puts and deletes, each only if the item is (or is not) there as expected. */
export function itemSteps(changes: readonly ItemChange[]): TransactItem[] {
  return changes.map(({ key, before, after }) =>
    after
      ? step.put({ Item: after, ConditionExpression: before ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)' })
      : step.delete({ Key: key, ConditionExpression: 'attribute_exists(PK)' }),
  );
}

/** A whole attendance sheet, only if nobody saved it since `expectedVersion` (the roster's own rule). */
export function sheetStep(sheet: AttendanceSheet, expectedVersion: number): TransactItem {
  return step.put({
    Item: cohortItems.attendanceSheet(sheet),
    ConditionExpression: '#version = :expected',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':expected': expectedVersion },
  });
}

/** A cohort's summary rewritten, only if nobody rewrote it since it was read (the writers' rule, table.ts). */
export function summaryStep(cohortId: number, summary: CohortSummary, seen: number, at: string): TransactItem {
  return cohortChangeStep(cohortId, at, { summary, seen });
}

/** The pending-log record of an account (if it ever was pending) with its new status. */
export async function pendingChange(userId: number, status: string, actorId: number, at: string): Promise<ItemChange | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: pendingRecordEntity.key(userId), ConsistentRead: true }));
  if (!Item) return undefined;
  return {
    key: pendingRecordEntity.key(userId),
    before: Item,
    after: { ...Item, status: PENDING_STATUS.changedTo(status), who_changed: actorId, updated_at: at },
  };
}
