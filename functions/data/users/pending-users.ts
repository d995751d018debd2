/**
 * Possible duplicates and the Pending Log (spec 02 §4). An account created through the user
 * form or an import row whose first name, last name and state match an existing account is
 * created with status `pending`, and a pending record is written in the same transaction:
 *   PENDING / <userId>  → { user_id, duplicated_user_ids, new_user, status, who_create, … }
 * The log is small (a handful of records per month), so it is one partition read whole.
 * Status: 'Pending' until a staff member changes the account's status ('Changed to {status}')
 * or deletes it ('Deleted'); the writers of those changes call `pendingStatusItem`.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../table/client.ts';
import { queryAll } from '../table/query.ts';
import { pad } from '../table/table.ts';
import { entriesOfWord, fullNameWord } from './user-search.ts';
import type { UserRecord } from './users.ts';
import { attr, entity } from '../table/entity.ts';

export interface PendingRecord {
  user_id: number;
  /** The existing accounts the new one may duplicate. */
  duplicated_user_ids: number[];
  new_user: { username: string; email: string; first_name: string; last_name: string; state_id: number | null };
  /** 'Pending', 'Changed to {status}' or 'Deleted'. */
  status: string;
  who_create: number | null;
  who_changed: number | null;
  who_delete: number | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

const PENDING = 'PENDING';
const pendingKey = (userId: number) => ({ PK: PENDING, SK: pad(userId) });

/** PENDING / <userId>: the log is one partition, read whole. */
export const pendingRecordEntity = entity({
  type: 'pending_user',
  key: pendingKey,
  keyOf: (record: PendingRecord) => pendingKey(record.user_id),
  fromItem: (item): PendingRecord => {
    const newUser = item.new_user as Record<string, unknown>;
    return {
      user_id: attr.number(item.user_id),
      duplicated_user_ids: (item.duplicated_user_ids as unknown[]).map(Number),
      new_user: {
        username: attr.string(newUser.username),
        email: attr.string(newUser.email),
        first_name: attr.string(newUser.first_name),
        last_name: attr.string(newUser.last_name),
        state_id: attr.nullableNumber(newUser.state_id),
      },
      status: attr.string(item.status),
      who_create: attr.nullableNumber(item.who_create),
      who_changed: attr.nullableNumber(item.who_changed),
      who_delete: attr.nullableNumber(item.who_delete),
      deleted_at: attr.nullableString(item.deleted_at),
      created_at: attr.string(item.created_at),
      updated_at: attr.string(item.updated_at),
    };
  },
});

export const PENDING_STATUS = {
  pending: 'Pending',
  changedTo: (status: string) => `Changed to ${status}`,
  deleted: 'Deleted',
} as const;

/**
 * Existing accounts (not merged) with the same first name, last name and state: one Query of the
 * people-search index for the full-name word (user-search.ts), the state compared in memory.
 * `consistent`: the Query sees accounts written just before (an import's earlier namesake).
 */
export async function findPossibleDuplicates(
  person: Pick<UserRecord, 'first_name' | 'last_name' | 'state_id'>,
  excludeId?: number,
  opts: { consistent?: boolean } = {},
): Promise<number[]> {
  if (!person.first_name.trim() || !person.last_name.trim() || person.state_id == null) return [];
  const namesakes = await entriesOfWord(fullNameWord(person), opts);
  return namesakes
    .filter((entry) => entry.userId !== excludeId && entry.status !== 'merged' && entry.state_id === person.state_id)
    .map((entry) => entry.userId);
}

/** The record of a new pending account, to write in the same transaction as the account. */
export function pendingRecordItem(user: UserRecord, duplicatedUserIds: number[], whoCreate: number | null): Record<string, unknown> {
  const record: PendingRecord = {
    user_id: user.id,
    duplicated_user_ids: duplicatedUserIds,
    new_user: {
      username: user.username,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      state_id: user.state_id,
    },
    status: PENDING_STATUS.pending,
    who_create: whoCreate,
    who_changed: null,
    who_delete: null,
    deleted_at: null,
    created_at: user.created_at,
    updated_at: user.created_at,
  };
  return pendingRecordEntity.item(record);
}

/** Every pending record, newest first. */
export async function listPendingRecords(): Promise<PendingRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PENDING } });
  return items.map(pendingRecordEntity.fromItem).sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Records that a pending account's status changed or that it was deleted. Accounts that were
 * never pending have no record: nothing happens (the condition fails quietly).
 */
export async function recordPendingOutcome(
  userId: number,
  outcome: { status: UserRecord['status'] } | { deleted: true },
  actorId: number | null,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const deleted = 'deleted' in outcome;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pendingKey(userId),
        UpdateExpression: deleted
          ? 'SET #status = :status, who_delete = :who, deleted_at = :at, updated_at = :at'
          : 'SET #status = :status, who_changed = :who, updated_at = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': deleted ? PENDING_STATUS.deleted : PENDING_STATUS.changedTo(outcome.status),
          ':who': actorId,
          ':at': at,
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
