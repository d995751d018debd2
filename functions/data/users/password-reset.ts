/**
 * Password-recovery links. The e-mailed link carries a random token; the table keeps only its
 * SHA-256 (RESET#<hash>, which names the account and the expiry) and, in the account's partition,
 * which link is its live one (USER#<id> / RESETLINK). An account has at most one live link:
 * mailing a new one replaces it, using it spends it, and any new password ends it, so a link
 * left in a mailbox stops working as soon as a newer one is mailed or the password changes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PASSWORD_RESET_TOKEN_MINUTES } from '../../../shared/constants.ts';
import { db, tableName } from '../table/client.ts';
import { PARTITION, TTL_ATTRIBUTE } from '../table/table.ts';
import { step, transactOrThrow, type TransactItem } from '../table/transaction.ts';

export interface ResetToken {
  userId: number;
  expiresAt: number;
}

/** RESET#<sha256> / RESET: a mailed token (its account and expiry). */
const resetTokenKey = (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'RESET' });
/** USER#<id> / RESETLINK: which token is the account's live link. */
const resetLinkKey = (userId: number) => ({ PK: PARTITION.user(userId), SK: 'RESETLINK' });

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the account; the link mailed before it stops working. */
export async function issueResetToken(userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const expiresAt = Math.floor(now.getTime() / 1000) + PASSWORD_RESET_TOKEN_MINUTES * 60;
  await transactOrThrow([
    step.put({
      Item: { ...resetTokenKey(tokenHash), type: 'reset_token', userId, createdAt: now.toISOString(), [TTL_ATTRIBUTE]: expiresAt },
    }),
    step.put({ Item: { ...resetLinkKey(userId), type: 'reset_link', tokenHash, [TTL_ATTRIBUTE]: expiresAt } }),
  ]);
  return token;
}

/**
 * The token's account and expiry while it is the account's live link; DynamoDB Local never
 * expires TTL items, so expiry is checked here.
 */
export async function findUsableResetToken(token: string, now = new Date()): Promise<ResetToken | undefined> {
  const tokenHash = hashResetToken(token);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: resetTokenKey(tokenHash), ConsistentRead: true }));
  if (!Item || Number(Item[TTL_ATTRIBUTE]) * 1000 <= now.getTime()) return undefined;
  const userId = Number(Item.userId);
  const { Item: live } = await db().send(new GetCommand({ TableName: tableName(), Key: resetLinkKey(userId), ConsistentRead: true }));
  return live?.tokenHash === tokenHash ? { userId, expiresAt: Number(Item[TTL_ATTRIBUTE]) } : undefined;
}

/**
 * The transaction step that ends the account's live link, for a write that sets a new password.
 * With `spending`, the step spends that link and fails unless it is still the live one (used
 * meanwhile, or replaced by a newer one).
 */
export function endResetLink(userId: number, spending?: string): TransactItem {
  if (spending === undefined) return step.delete({ Key: resetLinkKey(userId) });
  return step.delete({
    Key: resetLinkKey(userId),
    ConditionExpression: 'tokenHash = :hash',
    ExpressionAttributeValues: { ':hash': hashResetToken(spending) },
  });
}
