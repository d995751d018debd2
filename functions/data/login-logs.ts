/**
 * Reading an account's login logs (spec 02 §3 login_logs): one item per sign-in,
 * USER#<id>/LOGIN#<iso>, written by recordSuccessfulLogin (users.ts). The user edit form shows
 * the latest few: one Query of the account's partition, newest first.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { RECENT_LOGIN_COUNT, type LoginLogEntry } from '../../shared/api/types/user-modal.ts';
import { db, tableName } from './client.ts';
import { KEY } from './table.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export async function recentLogins(userId: number, limit = RECENT_LOGIN_COUNT): Promise<LoginLogEntry[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :login)',
      ExpressionAttributeValues: { ':pk': KEY.userPartition(userId), ':login': 'LOGIN#' },
      ProjectionExpression: '#status, created_at, ip, platform, browser, browser_version',
      ExpressionAttributeNames: { '#status': 'status' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    status: text(item.status) ?? 'success',
    created_at: String(item.created_at),
    ip: text(item.ip),
    platform: text(item.platform),
    browser: text(item.browser),
    browser_version: text(item.browser_version),
  }));
}
