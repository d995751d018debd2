/**
 * Reads and transaction steps shared by the merge and its reversal: raw items in, conditioned
 * writes out. Both directions write the same kinds of steps, the reversal with before and after
 * exchanged.
 */
import { BatchGetCommand, GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../data/client.ts';
import type { CohortSummary } from '../data/cohort-summary.ts';
import { cohortItems, type AttendanceSheet } from '../data/cohorts.ts';
import type { ItemChange } from '../data/merge-log.ts';
import { PENDING_STATUS } from '../data/pending-users.ts';
import { queryAll } from '../data/query.ts';
import { GSI, KEY } from '../data/table.ts';
import { newUserItems, type UserRecord } from '../data/users.ts';
import { fieldsOf } from './merge-plan.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type RawItem = Record<string, unknown>;

/** Profiles as stored (every attribute, for an exact restore) and as records. */
export async function readProfiles(ids: readonly number[]): Promise<Map<number, { raw: RawItem; user: UserRecord }>> {
  const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: ids.map((id) => KEY.user(id)), ConsistentRead: true } } }));
  return new Map((out.Responses?.[tableName()] ?? []).map((raw) => [Number(raw.id), { raw, user: fieldsOf<UserRecord>(raw) }]));
}

/** Every item of each cohort's partition: one Query per cohort, at once. */
export async function cohortPartitions(cohortIds: readonly number[]): Promise<Map<number, RawItem[]>> {
  const unique = [...new Set(cohortIds)];
  const partitions = await Promise.all(
    unique.map((id) => queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': KEY.cohortPartition(id) }, ConsistentRead: true })),
  );
  return new Map(unique.map((id, i) => [id, partitions[i]]));
}

/**
 * A profile written whole with the next version and a fresh stamp on the user feed (the user
 * directory sees it), only if nobody saved it since `expectedVersion`. `updated_at`/`updated_by`
 * are the caller's: a merge sets them, a reversal puts back the old ones.
 */
export function profileStep(user: UserRecord, expectedVersion: number, now: Date): TransactItem {
  const [profile] = newUserItems({ ...user, version: expectedVersion + 1 });
  Object.assign(profile, GSI.changes('USER', now.toISOString(), user.id));
  return {
    Put: {
      TableName: tableName(),
      Item: profile,
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expectedVersion },
    },
  };
}

/** Two accounts exchange a username and/or an e-mail: each uniqueness item changes hands, only if it is still the other's. */
export function uniquenessSwapSteps(primary: UserRecord, secondary: UserRecord, swapped: { username: boolean; email: boolean }): TransactItem[] {
  const hand = (key: { PK: string; SK: string }, from: number, to: number): TransactItem => ({
    Update: { TableName: tableName(), Key: key, UpdateExpression: 'SET userId = :to', ConditionExpression: 'userId = :from', ExpressionAttributeValues: { ':from': from, ':to': to } },
  });
  return [
    ...(swapped.username ? [hand(KEY.uniqueUsername(secondary.username), secondary.id, primary.id), hand(KEY.uniqueUsername(primary.username), primary.id, secondary.id)] : []),
    ...(swapped.email ? [hand(KEY.uniqueEmail(secondary.email), secondary.id, primary.id), hand(KEY.uniqueEmail(primary.email), primary.id, secondary.id)] : []),
  ];
}

/** Puts and deletes, each only if the item is (or is not) there as expected. */
export function itemSteps(changes: readonly ItemChange[]): TransactItem[] {
  return changes.map(({ key, before, after }) =>
    after
      ? { Put: { TableName: tableName(), Item: after, ConditionExpression: before ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)' } }
      : { Delete: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(PK)' } },
  );
}

/** A whole attendance sheet, only if nobody saved it since `expectedVersion` (the roster's own rule). */
export function sheetStep(sheet: AttendanceSheet, expectedVersion: number): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: cohortItems.attendanceSheet(sheet),
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': expectedVersion },
    },
  };
}

/** A cohort's summary rewritten, only if nobody rewrote it since it was read (the writers' rule, table.ts). */
export function summaryStep(cohortId: number, summary: CohortSummary, seen: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: KEY.cohort(cohortId),
      UpdateExpression: 'SET summary = :summary, updated_at = :at, GSI3SK = :feed',
      ConditionExpression: 'updated_at = :seen',
      ExpressionAttributeValues: { ':summary': summary, ':at': at, ':feed': GSI.changes('DIRECTORY', at, cohortId).GSI3SK, ':seen': seen },
    },
  };
}

/** The pending-log record of an account (if it ever was pending) with its new status. */
export async function pendingChange(userId: number, status: string, actorId: number, at: string): Promise<ItemChange | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY.pendingUser(userId), ConsistentRead: true }));
  if (!Item) return undefined;
  return { key: KEY.pendingUser(userId), before: Item, after: { ...Item, status: PENDING_STATUS.changedTo(status), who_changed: actorId, updated_at: at } };
}
