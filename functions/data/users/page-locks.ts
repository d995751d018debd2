/**
 * Page locks (spec 02 §4 "Page locking for user edits"): while someone has an edit screen open,
 * nobody else may open it. One item per locked page:
 *   LOCK#<page> / LOCK → { page, user_id, name, email, taken_at, heartbeat_at, hold_until, expiresAt, taken_from? }
 * The holder's browser renews the lock every LOCK_HEARTBEAT_MS; a lock not renewed for two
 * heartbeats and a minute is expired. However often it is renewed, one opening keeps others out
 * for LOCK_MAX_HOLD_MS at most (`hold_until`): past it the lock is as good as none to anyone
 * else, while its holder may go on saving until someone else opens the page. An administrator
 * may take a page over at any time (`taken_from` names whom from). DynamoDB's TTL deletes expired
 * items eventually (DynamoDB Local never does), so every read and every conditional write also
 * compares `expiresAt` and `hold_until` with the clock.
 */
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { LOCK_HEARTBEAT_MS, LOCK_MAX_HOLD_MS } from '../../../shared/constants.ts';
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
  /** The holder an administrator took the page over from (takeOverLock). */
  taken_from?: number;
}

export interface PageLock extends LockHolder {
  page: string;
  taken_at: string;
  heartbeat_at: string;
  /** Epoch seconds: others are kept out until then at most, however often the lock is renewed. */
  hold_until: number;
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
    // A lock taken before holds ended has none: it ends when it expires (minutes after the upgrade).
    hold_until: attr.number(item.hold_until ?? item[TTL_ATTRIBUTE]),
    expiresAt: attr.number(item[TTL_ATTRIBUTE]),
    ...(item.taken_from === undefined ? {} : { taken_from: attr.number(item.taken_from) }),
  }),
});

/** Nobody keeps others out: no lock, an expired one, or one past its hold. */
const NOBODY_HOLDS = 'attribute_not_exists(PK) OR #expires <= :now OR hold_until <= :now';

/**
 * When `userId` may act on a locked page: nobody holds it (NOBODY_HOLDS) or it is theirs. Taking a
 * lock and saving the locked page both ask this, so they can never disagree.
 */
function freeForCondition(userId: number, now: number) {
  return {
    ConditionExpression: `${NOBODY_HOLDS} OR user_id = :me`,
    ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':me': userId, ':now': seconds(now) },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

/** A lock item as read (an expired lock, or one past its hold, reads as none). */
export function lockOfItem(item: Record<string, unknown> | undefined, now = Date.now()): PageLock | undefined {
  if (!item || Number(item[TTL_ATTRIBUTE]) <= seconds(now) || Number(item.hold_until) <= seconds(now)) return undefined;
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
  const holder: LockHolder = { user_id: Number(other.user_id?.N), name: other.name?.S ?? '', email: other.email?.S ?? '' };
  return other.taken_from?.N === undefined ? holder : { ...holder, taken_from: Number(other.taken_from.N) };
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

type TakeResult = { taken: true } | { taken: false; holder: LockHolder };

/**
 * Takes or renews the lock for `holder`: succeeds when the page is free (NOBODY_HOLDS) or the
 * holder already has it (a second tab, a heartbeat). A renewal keeps the opening's `hold_until`,
 * so heartbeats never extend how long others are kept out. Both writes are conditional: of two
 * people taking a free page at once exactly one wins. Answers the other holder when someone else
 * has it.
 */
export async function takeLock(page: string, holder: LockHolder, now = Date.now()): Promise<TakeResult> {
  return (await renewOwnLock(page, holder, now)) ? { taken: true } : putLock(page, holder, now, NOBODY_HOLDS);
}

/** Renews the lock if `holder` has it and it has not expired; false otherwise. */
async function renewOwnLock(page: string, holder: LockHolder, now: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pageLockEntity.key(page),
        UpdateExpression: 'SET heartbeat_at = :at, #expires = :expires, #name = :name, email = :email',
        ConditionExpression: 'user_id = :me AND #expires > :now',
        ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE, '#name': 'name' },
        ExpressionAttributeValues: {
          ':me': holder.user_id,
          ':now': seconds(now),
          ':at': new Date(now).toISOString(),
          ':expires': seconds(now + LOCK_LIFETIME_MS),
          ':name': holder.name,
          ':email': holder.email,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A new opening of the page for `holder`, written while `condition` holds. */
async function putLock(
  page: string,
  holder: LockHolder,
  now: number,
  condition: string,
  values: Record<string, unknown> = {},
): Promise<TakeResult> {
  const at = new Date(now).toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: pageLockEntity.item({
          page,
          ...holder,
          taken_at: at,
          heartbeat_at: at,
          hold_until: seconds(now + LOCK_MAX_HOLD_MS),
          [TTL_ATTRIBUTE]: seconds(now + LOCK_LIFETIME_MS),
        }),
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#expires': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':now': seconds(now), ...values },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { taken: true };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { taken: false, holder: holderOfReturned(error.Item as Record<string, { N?: string; S?: string }> | undefined) };
  }
}

/**
 * An administrator takes the page over from whoever holds it (issue 34: a lock held on and on).
 * `from` is the holder the administrator was shown: the write happens only while the page is
 * still theirs (or free), so a lock that changed hands meanwhile is not taken blind. The former
 * holder's next heartbeat or save is refused naming the administrator (`taken_from`).
 */
export async function takeOverLock(page: string, admin: LockHolder, from: PageLock | undefined, now = Date.now()): Promise<TakeResult> {
  if (!from || from.user_id === admin.user_id) return takeLock(page, admin, now);
  return putLock(page, { ...admin, taken_from: from.user_id }, now, `${NOBODY_HOLDS} OR (user_id = :from AND taken_at = :taken)`, {
    ':from': from.user_id,
    ':taken': from.taken_at,
  });
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
