/** Positive integer ids, one atomic counter item per kind (UpdateItem ADD). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

export type CounterKind =
  | 'user'
  | 'cohort'
  | 'event'
  | 'message'
  | 'post'
  | 'merge_log'
  | 'district_change'
  | 'role'
  | 'support_tab'
  | 'support_topic'
  | 'certificate';

/** COUNTER / <kind>: the last id given, attribute `value`. */
export const counterKey = (kind: CounterKind) => ({ PK: 'COUNTER', SK: kind });

/** Reserves `count` consecutive ids and returns the first. */
export async function nextIds(kind: CounterKind, count = 1): Promise<number> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: counterKey(kind),
      UpdateExpression: 'ADD #value :count',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':count': count },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.value) - count + 1;
}

export async function nextId(kind: CounterKind): Promise<number> {
  return nextIds(kind, 1);
}
