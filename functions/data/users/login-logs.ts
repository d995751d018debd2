/**
 * An account's login logs (spec 02 §3 login_logs): one item per sign-in, USER#<id>/LOGIN#<iso>,
 * written by recordSuccessfulLogin (users.ts) and on the cohort directory's feed (the dashboard
 * colours participants by last sign-in). The user edit form shows the latest few: one Query of
 * the account's partition, newest first.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { RECENT_LOGIN_COUNT, type LoginLogEntry } from '../../../shared/locks/types.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { GSI, PARTITION } from '../table/table.ts';

export interface LoginLogRecord {
  user_id: number;
  status: string;
  created_at: string;
  updated_at: string;
  ip: string | null;
  platform: string | null;
  browser: string | null;
  browser_version: string | null;
}

const LOGIN = 'LOGIN#';
const loginLogKey = (userId: number, at: string) => ({ PK: PARTITION.user(userId), SK: `${LOGIN}${at}` });

/** USER#<id>/LOGIN#<iso>: on the directory feed (GSI3 CHANGES#DIRECTORY, LOGIN#<id>). */
export const loginLogEntity = entity({
  type: 'login_log',
  key: loginLogKey,
  keyOf: (log: LoginLogRecord) => loginLogKey(log.user_id, log.created_at),
  indexes: (log) => GSI.changes('DIRECTORY', log.created_at, `${LOGIN}${log.user_id}`),
  fromItem: (item): LoginLogRecord => ({
    user_id: attr.number(item.user_id),
    status: attr.string(item.status ?? ''),
    created_at: attr.string(item.created_at),
    updated_at: attr.string(item.updated_at ?? item.created_at),
    ip: attr.nullableString(item.ip),
    platform: attr.nullableString(item.platform),
    browser: attr.nullableString(item.browser),
    browser_version: attr.nullableString(item.browser_version),
  }),
});

/** An empty text reads as none. */
const text = (value: string | null) => value || null;

export async function recentLogins(userId: number, limit = RECENT_LOGIN_COUNT): Promise<LoginLogEntry[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :login)',
      ExpressionAttributeValues: { ':pk': PARTITION.user(userId), ':login': LOGIN },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => {
    const log = loginLogEntity.fromItem(item);
    return {
      status: text(log.status) ?? 'success',
      created_at: log.created_at,
      ip: text(log.ip),
      platform: text(log.platform),
      browser: text(log.browser),
      browser_version: text(log.browser_version),
    };
  });
}
