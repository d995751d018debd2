/**
 * What a person keeps for themselves: saved list filters (USER#<id> / FILTERS#<type>) and
 * calendar availability (USER#<id> / BUSY#<date>). Reading the filters of a screen is one
 * BatchGetItem.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Availability, BusyDay } from '../../shared/api/types/calendar.ts';
import type { FilterType } from '../../shared/api/types/dashboard.ts';
import { db, tableName } from './client.ts';
import { queryAll } from './query.ts';
import { KEY } from './table.ts';

export type SavedFilters = Partial<Record<FilterType, unknown>>;

/** The dashboard's filter types, and the users list's choice of columns kept the same way. */
export type StoredFilterType = FilterType | 'users_view';

/** Saved filters of some types: one BatchGetItem (none for no types). */
export async function readSavedFilters(userId: number, types: readonly FilterType[]): Promise<SavedFilters> {
  const saved: SavedFilters = {};
  let pending: Record<string, unknown>[] | undefined = types.map((type) => KEY.savedFilters(userId, type));
  while (pending?.length) {
    const out: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ProjectionExpression: '#type, #filters',
            ExpressionAttributeNames: { '#type': 'filter_type', '#filters': 'filters' },
            ConsistentRead: true,
          },
        },
      }),
    );
    for (const item of out.Responses?.[tableName()] ?? []) saved[item.filter_type as FilterType] = item.filters;
    pending = out.UnprocessedKeys?.[tableName()]?.Keys;
  }
  return saved;
}

/** One saved filter, read strongly consistent (a switch saved a moment ago by another instance counts). */
export async function readSavedFilter(userId: number, type: StoredFilterType): Promise<unknown> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: KEY.savedFilters(userId, type), ConsistentRead: true }));
  return Item?.filters;
}

export async function saveFilters(userId: number, type: StoredFilterType, filters: unknown, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...KEY.savedFilters(userId, type), type: 'saved_filters', filter_type: type, filters, updated_at: now.toISOString() },
    }),
  );
}

export async function forgetFilters(userId: number, type: FilterType): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: KEY.savedFilters(userId, type) }));
}

/** Stored availability between two dates (inclusive): one Query. */
export async function busyDays(userId: number, from: string, to: string): Promise<BusyDay[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': KEY.userPartition(userId),
      ':from': KEY.busyDay(userId, from).SK,
      ':to': KEY.busyDay(userId, to).SK,
    },
    ProjectionExpression: 'available_date, available',
  });
  return items.map((item) => ({ available_date: String(item.available_date), available: Number(item.available) as Availability }));
}

export async function saveBusyDay(userId: number, day: string, available: Availability, now = new Date()): Promise<BusyDay> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...KEY.busyDay(userId, day), type: 'busy_day', available_date: day, available, updated_at: now.toISOString() },
    }),
  );
  return { available_date: day, available };
}
