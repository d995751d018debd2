/**
 * Make-up guests: a participant of one cohort (home) attending a unit of another cohort (host) of
 * the same course. Adding or removing one is one transaction: the MAKEUP item in the host, a
 * marker in the home cohort (so that its attendance report finds the make-up in its own Query),
 * and the host's META summary (the lists and the roster read names from it), guarded by the
 * META's updated_at so that two changes to the summary cannot overwrite each other.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from './client.ts';
import type { SummaryMakeup } from './cohort-summary.ts';
import { cohortItems, type CohortAggregate, type MakeupRecord } from './cohorts.ts';
import { GSI, KEY } from './table.ts';

/** The host's summary changed since it was read: read again and retry. */
export class SummaryChangedError extends Error {
  constructor() {
    super('cohort summary changed since it was read');
  }
}

function summaryUpdate(host: CohortAggregate, makeups: SummaryMakeup[], at: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: KEY.cohort(host.cohort.id),
      UpdateExpression: 'SET summary.makeups = :makeups, updated_at = :at, GSI3SK = :feed',
      ConditionExpression: 'updated_at = :seen',
      ExpressionAttributeValues: { ':makeups': makeups, ':at': at, ':feed': GSI.changes('DIRECTORY', at, host.cohort.id).GSI3SK, ':seen': host.cohort.updated_at },
    },
  };
}

async function transact(items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')) throw new SummaryChangedError();
    throw error;
  }
}

export async function addMakeup(host: CohortAggregate, makeup: MakeupRecord, guest: SummaryMakeup): Promise<void> {
  const at = makeup.added_at;
  await transact([
    { Put: { TableName: tableName(), Item: cohortItems.makeup(makeup), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: tableName(), Item: cohortItems.makeupAway(makeup) } },
    summaryUpdate(host, [...host.summary.makeups, guest], at),
  ]);
}

export async function removeMakeup(host: CohortAggregate, makeup: MakeupRecord, at: string): Promise<void> {
  await transact([
    { Delete: { TableName: tableName(), Key: KEY.makeup(host.cohort.id, makeup.unit, makeup.user_id), ConditionExpression: 'attribute_exists(PK)' } },
    { Delete: { TableName: tableName(), Key: KEY.makeupAway(makeup.home_cohort_id, makeup.unit, makeup.user_id) } },
    summaryUpdate(host, host.summary.makeups.filter((m) => !(m.unit === makeup.unit && m.user_id === makeup.user_id)), at),
  ]);
}
