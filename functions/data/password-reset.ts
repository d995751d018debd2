/**
 * Password-recovery tokens: the e-mailed link carries a random token; the table keeps only its
 * SHA-256 (RESET#<hash>), the user it belongs to and its expiry. A token is used once: the
 * password change and the token's `usedAt` are written in one transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PASSWORD_RESET_TOKEN_MINUTES } from '../../shared/constants.ts';
import { db, tableName } from './client.ts';
import { KEY, TTL_ATTRIBUTE } from './table.ts';

export interface ResetToken {
  userId: number;
  expiresAt: number;
  usedAt: string | null;
}

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueResetToken(userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + PASSWORD_RESET_TOKEN_MINUTES * 60;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...KEY.resetToken(hashResetToken(token)), type: 'reset_token', userId, usedAt: null, createdAt: now.toISOString(), [TTL_ATTRIBUTE]: expiresAt },
    }),
  );
  return token;
}

/** The token's record when it can still be used; DynamoDB Local never expires TTL items, so check here. */
export async function findUsableResetToken(token: string, now = new Date()): Promise<ResetToken | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY.resetToken(hashResetToken(token)), ConsistentRead: true }));
  if (!Item || Item.usedAt || Number(Item[TTL_ATTRIBUTE]) * 1000 <= now.getTime()) return undefined;
  return { userId: Number(Item.userId), expiresAt: Number(Item[TTL_ATTRIBUTE]), usedAt: null };
}

/** The transaction step that spends a token: fails if it was spent in the meantime. */
export function spendResetToken(token: string, now = new Date()) {
  return {
    Update: {
      TableName: tableName(),
      Key: KEY.resetToken(hashResetToken(token)),
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND usedAt = :unused',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':unused': null },
    },
  };
}
