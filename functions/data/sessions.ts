/**
 * Sessions: one item per sign-in, under the user's partition so that deactivating a user can
 * end all of them with one Query. The token names the session; logout deletes it.
 * DynamoDB Local never deletes expired TTL items, so expiry is also checked on read.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION } from '../../shared/constants.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { db, tableName } from './client.ts';
import { KEY, TTL_ATTRIBUTE } from './table.ts';

export interface SessionItem {
  userId: number;
  sessionId: string;
  createdAt: string;
  expiresAt: number;
  sourceIp: string;
  userAgent: string;
  /** Set on an impersonation session: who is really acting. */
  masterUserId?: number;
}

export async function createSession(session: Omit<SessionItem, 'expiresAt'>, authTime: number): Promise<SessionItem> {
  const item: SessionItem = { ...session, expiresAt: authTime + SESSION.absoluteHours * 3600 };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...KEY.session(item.userId, item.sessionId), type: 'session', ...item, [TTL_ATTRIBUTE]: item.expiresAt },
    }),
  );
  return item;
}

export async function getSession(userId: number, sessionId: string, now = new Date()): Promise<SessionItem | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY.session(userId, sessionId) }));
  if (!Item || Number(Item.expiresAt) * 1000 <= now.getTime()) return undefined;
  return Item as SessionItem;
}

/** When the person signed in for this session (the absolute limit counts from it). */
export function authTimeOf(session: SessionItem): number {
  return session.expiresAt - SESSION.absoluteHours * 3600;
}

export async function isSessionActive(claims: SessionClaims): Promise<boolean> {
  return (await getSession(claims.userId, claims.sessionId)) !== undefined;
}

export async function endSession(userId: number, sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: KEY.session(userId, sessionId) }));
}

/**
 * Ends every session of a user (deactivation, deletion, merge), or every one but `except` (a
 * password change keeps the session it was made in). Returns how many ended.
 */
export async function endAllSessions(userId: number, options: { except?: string } = {}): Promise<number> {
  const { Items: found = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': KEY.userPartition(userId), ':sk': 'SESSION#' },
      ProjectionExpression: 'PK, SK',
    }),
  );
  const kept = options.except === undefined ? undefined : KEY.session(userId, options.except).SK;
  const Items = found.filter((key) => key.SK !== kept);
  for (let i = 0; i < Items.length; i += 25) {
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: Items.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: { PK: key.PK, SK: key.SK } } })) },
      }),
    );
  }
  return Items.length;
}
