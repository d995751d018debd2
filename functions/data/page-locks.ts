/**
 * Page locks (spec 02 §4 "Page locking for user edits"): while someone has an edit screen open,
 * nobody else may open it. One item per locked page:
 *   LOCK#<page> / LOCK → { page, user_id, name, email, taken_at, heartbeat_at, expiresAt }
 * The holder's browser renews the lock every LOCK_HEARTBEAT_MS; a lock not renewed for two
 * heartbeats and a minute is expired. DynamoDB's TTL deletes expired items eventually (DynamoDB
 * Local never does), so every read and every conditional write also compares `expiresAt` with
 * the clock: an expired lock is as good as none.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { LOCK_HEARTBEAT_MS } from '../../shared/constants.ts';
import { db, tableName } from './client.ts';
import { KEY, TTL_ATTRIBUTE } from './table.ts';

/** A holder that missed two heartbeats (and a minute of slack for a slow network) has gone. */
export const LOCK_LIFETIME_MS = 2 * LOCK_HEARTBEAT_MS + 60_000;

export interface LockHolder {
  user_id: number;
  name: string;
  email: string;
}

export interface PageLock extends LockHolder {
  page: string;
  taken_at: string;
  heartbeat_at: string;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The page's lock if someone holds it now (an expired lock reads as none). */
export async function currentLock(page: string, now = Date.now()): Promise<PageLock | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY.pageLock(page), ConsistentRead: true }));
  if (!Item || Number(Item[TTL_ATTRIBUTE]) <= seconds(now)) return undefined;
  const { PK: _pk, SK: _sk, type: _type, ...lock } = Item;
  return lock as PageLock;
}

/**
 * Takes or renews the lock for `holder`: succeeds when the page is free, its lock expired, or
 * the holder already has it (a second tab, a heartbeat). Conditional, so of two people taking a
 * free page at once exactly one wins. Answers the other holder when someone else has it.
 */
export async function takeLock(page: string, holder: LockHolder, now = Date.now()): Promise<{ taken: true } | { taken: false; holder: LockHolder }> {
  const at = new Date(now).toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...KEY.pageLock(page), type: 'page_lock', page, ...holder, taken_at: at, heartbeat_at: at, [TTL_ATTRIBUTE]: seconds(now + LOCK_LIFETIME_MS) },
        ConditionExpression: 'attribute_not_exists(PK) OR user_id = :me OR #expires <= :now',
        ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':me': holder.user_id, ':now': seconds(now) },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { taken: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const other = (error.Item ?? {}) as Record<string, { N?: string; S?: string }>;
    return { taken: false, holder: { user_id: Number(other.user_id?.N), name: other.name?.S ?? '', email: other.email?.S ?? '' } };
  }
}

/** Releases the lock if `userId` holds it; someone else's lock is left alone. */
export async function releaseLock(page: string, userId: number): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: KEY.pageLock(page), ConditionExpression: 'user_id = :me', ExpressionAttributeValues: { ':me': userId } }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
