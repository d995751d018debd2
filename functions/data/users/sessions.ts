/**
 * Sessions: one item per sign-in, under the user's partition so that deactivating a user can
 * end all of them with one Query. The token names the session; logout deletes it. The item also
 * keeps what the session grants (roles, a coordinator's states) and the facts of a required step
 * (first sign-in, the password's date): requests are authorised against it, not against the
 * token, and the user aggregate rewrites it whenever the account's roles, states, status,
 * first-time flag or password change (users.ts), so a change reaches a signed-in person at their
 * next request.
 * DynamoDB Local never deletes expired TTL items, so expiry is also checked on read.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION } from '../../../shared/constants.ts';
import type { SessionGrants } from '../../../shared/auth/session-grants.ts';
import type { SessionClaims } from '../../services/tokens.ts';
import { getAll } from '../table/batch.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { PARTITION, TTL_ATTRIBUTE } from '../table/table.ts';
import { isConditionFailure, step, type TransactItem } from '../table/transaction.ts';

export interface SessionItem extends SessionGrants {
  userId: number;
  sessionId: string;
  createdAt: string;
  expiresAt: number;
  sourceIp: string;
  userAgent: string;
  /** Set on an impersonation session: who is really acting, and in which of their own sessions. */
  masterUserId?: number;
  masterSessionId?: string;
}

const numbers = (value: unknown): number[] | undefined => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : undefined);

const SESSION_PREFIX = 'SESSION#';
const sessionKey = (userId: number, sessionId: string) => ({ PK: PARTITION.user(userId), SK: `${SESSION_PREFIX}${sessionId}` });

/** USER#<id>/SESSION#<sid>, on no index; DynamoDB's TTL removes it some time after `expiresAt`. */
const sessionEntity = entity({
  type: 'session',
  key: sessionKey,
  keyOf: (session: SessionItem) => sessionKey(session.userId, session.sessionId),
  attributes: (session) => ({ ...session, [TTL_ATTRIBUTE]: session.expiresAt }),
  fromItem: (item): SessionItem => ({
    userId: attr.number(item.userId),
    sessionId: attr.string(item.sessionId),
    createdAt: attr.string(item.createdAt),
    expiresAt: attr.number(item.expiresAt),
    sourceIp: String(item.sourceIp ?? ''),
    userAgent: String(item.userAgent ?? ''),
    roles: Array.isArray(item.roles) ? item.roles.map(String) : [],
    states: numbers(item.states),
    ...(item.firstTime === true ? { firstTime: true } : {}),
    ...(typeof item.passwordChangedAt === 'string' ? { passwordChangedAt: item.passwordChangedAt } : {}),
    masterUserId: typeof item.masterUserId === 'number' ? item.masterUserId : undefined,
    masterSessionId: typeof item.masterSessionId === 'string' ? item.masterSessionId : undefined,
  }),
});

const sessionItemOf = (session: Omit<SessionItem, 'expiresAt'>, authTime: number): SessionItem => ({
  ...session,
  expiresAt: authTime + SESSION.absoluteHours * 3600,
});

export async function createSession(session: Omit<SessionItem, 'expiresAt'>, authTime: number): Promise<SessionItem> {
  const item = sessionItemOf(session, authTime);
  await db().send(new PutCommand({ TableName: tableName(), Item: sessionEntity.item(item) }));
  return item;
}

/** A new session as a step of the transaction that opens it with what it is recorded with (Login As's audit). */
export const createSessionStep = (session: Omit<SessionItem, 'expiresAt'>, authTime: number): TransactItem =>
  step.put({ Item: sessionEntity.item(sessionItemOf(session, authTime)) });

/** The end of a session as a step of the transaction that records it. */
export const endSessionStep = (userId: number, sessionId: string): TransactItem =>
  step.delete({ Key: sessionEntity.key(userId, sessionId) });

/**
 * A stored session still in force. A session stored before sessions kept their grants has no
 * roles: it counts as ended (its holder signs in again once).
 */
function liveSession(item: Record<string, unknown> | undefined, now: Date): SessionItem | undefined {
  if (!item || Number(item.expiresAt) * 1000 <= now.getTime() || !Array.isArray(item.roles)) return undefined;
  return sessionEntity.fromItem(item);
}

export async function getSession(userId: number, sessionId: string, now = new Date()): Promise<SessionItem | undefined> {
  return (await readSessions({ userId, sessionId }, now)).session;
}

/**
 * The session a token names and, when the token impersonates, the administrator's own session
 * (the impersonation lasts only as long as it does): one GetItem, or one BatchGetItem of both.
 */
export async function readSessions(
  claims: Pick<SessionClaims, 'userId' | 'sessionId' | 'masterUserId' | 'masterSessionId'>,
  now = new Date(),
): Promise<{ session?: SessionItem; master?: SessionItem }> {
  const own = sessionEntity.key(claims.userId, claims.sessionId);
  const master =
    claims.masterUserId !== undefined && claims.masterSessionId !== undefined
      ? sessionEntity.key(claims.masterUserId, claims.masterSessionId)
      : undefined;
  if (!master) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: own }));
    return { session: liveSession(Item, now) };
  }
  const items = await getAll([own, master]);
  const find = (key: { PK: string; SK: string }) =>
    liveSession(
      items.find((item) => item.PK === key.PK && item.SK === key.SK),
      now,
    );
  return { session: find(own), master: find(master) };
}

/** When the person signed in for this session (the absolute limit counts from it). */
export function authTimeOf(session: SessionItem): number {
  return session.expiresAt - SESSION.absoluteHours * 3600;
}

export async function endSession(userId: number, sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionEntity.key(userId, sessionId) }));
}

async function sessionKeys(userId: number): Promise<Array<{ PK: string; SK: string }>> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': PARTITION.user(userId), ':sk': SESSION_PREFIX },
      ProjectionExpression: 'PK, SK',
      ConsistentRead: true,
    }),
  );
  return Items.map((key) => ({ PK: String(key.PK), SK: String(key.SK) }));
}

/**
 * Ends every session of a user (deactivation, deletion, merge), or every one but `except` (a
 * password change keeps the session it was made in). Returns how many ended.
 */
export async function endAllSessions(userId: number, options: { except?: string } = {}): Promise<number> {
  const kept = options.except === undefined ? undefined : sessionEntity.key(userId, options.except).SK;
  const Items = (await sessionKeys(userId)).filter((key) => key.SK !== kept);
  for (let i = 0; i < Items.length; i += 25) {
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [tableName()]: Items.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: key } })) },
      }),
    );
  }
  return Items.length;
}

/** The UpdateItem that sets a session's grants as given, removing those `grants` leaves out. */
function grantsUpdate(grants: SessionGrants) {
  const fields = { roles: grants.roles, states: grants.states, firstTime: grants.firstTime, passwordChangedAt: grants.passwordChangedAt };
  const set = Object.entries(fields).filter(([, value]) => value !== undefined);
  const removed = Object.keys(fields).filter((name) => fields[name as keyof typeof fields] === undefined);
  return {
    UpdateExpression: `SET ${set.map(([name]) => `#${name} = :${name}`).join(', ')}${removed.length ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : ''}`,
    ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
  };
}

/**
 * Gives every session of the user these grants (their impersonation sessions too: those act as
 * the user). A session that ends meanwhile stays ended.
 */
export async function setSessionGrants(userId: number, grants: SessionGrants): Promise<void> {
  const keys = await sessionKeys(userId);
  await Promise.all(
    keys.map(async (Key) => {
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key,
            ...grantsUpdate(grants),
            ConditionExpression: 'attribute_exists(PK)',
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }),
  );
}
