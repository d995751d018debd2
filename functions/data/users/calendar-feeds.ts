/**
 * Calendar subscription addresses (issue 33 part 3). The address carries a random token (32 bytes,
 * base64url); the table finds its account by the token's SHA-256 (CALFEED#<hash>, one GetItem for
 * the public feed), and the account's partition keeps which token is its live one (USER#<id> /
 * CALFEED, with the token itself, so that the profile shows the same address every time). Revoking
 * deletes both; the next request for the address makes a new token. Neither expires: a
 * subscription is meant to last until its owner revokes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client.ts';
import { PARTITION } from '../table/table.ts';
import { step, transact } from '../table/transaction.ts';

/** CALFEED#<sha256> / CALFEED: whose calendar a token opens. */
const feedTokenKey = (tokenHash: string) => ({ PK: `CALFEED#${tokenHash}`, SK: 'CALFEED' });
/** USER#<id> / CALFEED: the account's live token. */
const feedPointerKey = (userId: number) => ({ PK: PARTITION.user(userId), SK: 'CALFEED' });

const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

async function livePointer(userId: number): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: feedPointerKey(userId), ConsistentRead: true }));
  return typeof Item?.token === 'string' ? Item.token : undefined;
}

/**
 * The account's token, made on its first request. Two first requests at once both try to claim the
 * pointer; the one refused reads the winner's token, so both answer the same address.
 */
export async function calendarFeedToken(userId: number, now = new Date()): Promise<string> {
  const live = await livePointer(userId);
  if (live) return live;
  const token = randomBytes(32).toString('base64url');
  const createdAt = now.toISOString();
  const refused = await transact([
    step.put({
      Item: { ...feedPointerKey(userId), type: 'calendar_feed_pointer', token, createdAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
    step.put({ Item: { ...feedTokenKey(hashFeedToken(token)), type: 'calendar_feed', userId, createdAt } }),
  ]);
  if (!refused) return token;
  const winner = await livePointer(userId);
  if (!winner) throw refused.error;
  return winner;
}

/** Ends the account's address (if any): the old token finds nobody from now on. */
export async function revokeCalendarFeed(userId: number): Promise<void> {
  const live = await livePointer(userId);
  if (!live) return;
  const refused = await transact([
    step.delete({
      Key: feedPointerKey(userId),
      ConditionExpression: '#token = :token',
      ExpressionAttributeNames: { '#token': 'token' },
      ExpressionAttributeValues: { ':token': live },
    }),
    step.delete({ Key: feedTokenKey(hashFeedToken(live)) }),
  ]);
  // Refused only when another request revoked (or revoked and remade) it meanwhile: the old token is gone either way.
  if (refused && !refused.raced) throw refused.error;
}

/** The account a feed token opens; undefined for an unknown or revoked token. */
export async function calendarFeedOwner(token: string): Promise<number | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: feedTokenKey(hashFeedToken(token)) }));
  return Item ? Number(Item.userId) : undefined;
}
