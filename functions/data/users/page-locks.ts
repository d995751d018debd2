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
import { ConditionalCheckFailedException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { LOCK_HEARTBEAT_MS } from '../../../shared/constants.ts';
import { db, tableName } from '../table/client.ts';
import { TTL_ATTRIBUTE } from '../table/table.ts';
import { step, type TransactItem } from '../table/transaction.ts';
import { attr, entity } from '../table/entity.ts';

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

/** `page` is the screen's in-app path, e.g. user/edit/42. */
const pageLockKey = (page: string) => ({ PK: `LOCK#${page}`, SK: 'LOCK' });

/** LOCK#<page> / LOCK, on no index; DynamoDB's TTL removes it some time after `expiresAt`. */
export const pageLockEntity = entity({
  type: 'page_lock',
  key: pageLockKey,
  keyOf: (lock: PageLock) => pageLockKey(lock.page),
  fromItem: (item): PageLock => ({
    page: attr.string(item.page),
    user_id: attr.number(item.user_id),
    name: attr.string(item.name),
    email: attr.string(item.email),
    taken_at: attr.string(item.taken_at),
    heartbeat_at: attr.string(item.heartbeat_at),
    expiresAt: attr.number(item[TTL_ATTRIBUTE]),
  }),
});

/**
 * When `userId` may act on a locked page: nobody holds it, its holder's lock expired, or it is
 * theirs. Taking a lock and saving the locked page both ask this, so they can never disagree.
 */
function freeForCondition(userId: number, now: number) {
  return {
    ConditionExpression: 'attribute_not_exists(PK) OR user_id = :me OR #expires <= :now',
    ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':me': userId, ':now': seconds(now) },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

/** A lock item as read (an expired lock reads as none). */
export function lockOfItem(item: Record<string, unknown> | undefined, now = Date.now()): PageLock | undefined {
  if (!item || Number(item[TTL_ATTRIBUTE]) <= seconds(now)) return undefined;
  return pageLockEntity.of(item);
}

/** The page's lock if someone holds it now (an expired lock reads as none). */
export async function currentLock(page: string, now = Date.now()): Promise<PageLock | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: pageLockEntity.key(page), ConsistentRead: true }));
  return lockOfItem(Item, now);
}

/** The holder in a lock item that a failed condition sent back (low-level attribute values). */
function holderOfReturned(item: Record<string, { N?: string; S?: string }> | undefined): LockHolder {
  const other = item ?? {};
  return { user_id: Number(other.user_id?.N), name: other.name?.S ?? '', email: other.email?.S ?? '' };
}

/**
 * A transaction step that lets the transaction through only while `userId` may write the page
 * (freeForCondition): the save of a locked page and the lock decide in the same instant, so
 * nobody can take the page between a check and the write. Its failure names the holder
 * (holderOfFailedStep).
 */
export function lockCheckStep(page: string, userId: number, now = Date.now()): TransactItem {
  return step.conditionCheck({ Key: pageLockEntity.key(page), ...freeForCondition(userId, now) });
}

/** Who held the page when the lockCheckStep of a cancelled transaction failed; undefined if it passed. */
export function holderOfFailedStep(reasons: readonly CancellationReason[] | undefined, step: number): LockHolder | undefined {
  const reason = reasons?.[step];
  if (reason?.Code !== 'ConditionalCheckFailed') return undefined;
  return holderOfReturned(reason.Item as Record<string, { N?: string; S?: string }> | undefined);
}

/**
 * Takes or renews the lock for `holder`: succeeds when the page is free, its lock expired, or
 * the holder already has it (a second tab, a heartbeat). Conditional, so of two people taking a
 * free page at once exactly one wins. Answers the other holder when someone else has it.
 */
export async function takeLock(
  page: string,
  holder: LockHolder,
  now = Date.now(),
): Promise<{ taken: true } | { taken: false; holder: LockHolder }> {
  const at = new Date(now).toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: pageLockEntity.item({ page, ...holder, taken_at: at, heartbeat_at: at, [TTL_ATTRIBUTE]: seconds(now + LOCK_LIFETIME_MS) }),
        ...freeForCondition(holder.user_id, now),
      }),
    );
    return { taken: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { taken: false, holder: holderOfReturned(error.Item as Record<string, { N?: string; S?: string }> | undefined) };
  }
}

/** Releases the lock if `userId` holds it; someone else's lock is left alone. */
export async function releaseLock(page: string, userId: number): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: pageLockEntity.key(page),
        ConditionExpression: 'user_id = :me',
        ExpressionAttributeValues: { ':me': userId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
