/**
 * What a person keeps for themselves: saved list filters (USER#<id> / FILTERS#<type>) and
 * calendar availability (USER#<id> / BUSY#<date>). Reading the filters of a screen is one
 * BatchGetItem.
 */
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { FilterType } from '../../../shared/dashboard/types.ts';
import { AVAILABILITY, type Availability, type BusyDay } from '../../../shared/calendar/types.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { PARTITION } from '../table/table.ts';

export type SavedFilters = Partial<Record<FilterType, unknown>>;

/** The dashboard's filter types, and the users list's choice of columns kept the same way. */
export type StoredFilterType = FilterType | 'users_view';

interface SavedFilterRecord {
  user_id: number;
  /** A StoredFilterType; read back as the string stored, so that a type added later reads too. */
  filter_type: string;
  filters: unknown;
  updated_at: string;
}

const userIdOfKey = (item: Record<string, unknown>) => attr.number(PARTITION.userOf(String(item.PK)));

const savedFiltersKey = (userId: number, type: string) => ({ PK: PARTITION.user(userId), SK: `FILTERS#${type}` });

/** USER#<id>/FILTERS#<type>: one screen's saved filters (the account is the key's, not stored again). */
const savedFilterEntity = entity({
  type: 'saved_filters',
  key: savedFiltersKey,
  keyOf: (saved: SavedFilterRecord) => savedFiltersKey(saved.user_id, saved.filter_type),
  attributes: ({ filter_type, filters, updated_at }) => ({ filter_type, filters, updated_at }),
  fromItem: (item): SavedFilterRecord => ({
    user_id: userIdOfKey(item),
    filter_type: attr.string(item.filter_type),
    filters: item.filters,
    updated_at: attr.string(item.updated_at ?? ''),
  }),
});

interface BusyDayRecord extends BusyDay {
  user_id: number;
  updated_at: string;
}

const busyDayKey = (userId: number, date: string) => ({ PK: PARTITION.user(userId), SK: `BUSY#${date}` });

/** USER#<id>/BUSY#<date>: a person's availability on one day. */
const busyDayEntity = entity({
  type: 'busy_day',
  key: busyDayKey,
  keyOf: (day: BusyDayRecord) => busyDayKey(day.user_id, day.available_date),
  attributes: ({ available_date, available, updated_at }) => ({ available_date, available, updated_at }),
  fromItem: (item): BusyDayRecord => ({
    user_id: userIdOfKey(item),
    available_date: attr.string(item.available_date),
    available: availabilityOf(item.available),
    updated_at: attr.string(item.updated_at ?? ''),
  }),
});

const AVAILABILITIES: readonly Availability[] = Object.values(AVAILABILITY);

function availabilityOf(value: unknown): Availability {
  const found = AVAILABILITIES.find((a) => a === Number(value));
  if (found === undefined) throw new Error(`unexpected availability ${String(value)}`);
  return found;
}

/** Saved filters of some types: one BatchGetItem (none for no types). */
export async function readSavedFilters(userId: number, types: readonly FilterType[]): Promise<SavedFilters> {
  const saved: SavedFilters = {};
  let pending: Record<string, unknown>[] | undefined = types.map((type) => savedFilterEntity.key(userId, type));
  while (pending?.length) {
    const out: BatchGetCommandOutput = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: pending,
            ConsistentRead: true,
          },
        },
      }),
    );
    for (const item of out.Responses?.[tableName()] ?? []) {
      const record = savedFilterEntity.fromItem(item);
      const type = types.find((t) => t === record.filter_type);
      if (type) saved[type] = record.filters;
    }
    pending = out.UnprocessedKeys?.[tableName()]?.Keys;
  }
  return saved;
}

/** One saved filter, read strongly consistent (a switch saved a moment ago by another instance counts). */
export async function readSavedFilter(userId: number, type: StoredFilterType): Promise<unknown> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: savedFilterEntity.key(userId, type), ConsistentRead: true }),
  );
  return savedFilterEntity.of(Item)?.filters;
}

export async function saveFilters(userId: number, type: StoredFilterType, filters: unknown, now = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: savedFilterEntity.item({ user_id: userId, filter_type: type, filters, updated_at: now.toISOString() }),
    }),
  );
}

export async function forgetFilters(userId: number, type: FilterType): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: savedFilterEntity.key(userId, type) }));
}

/** Stored availability between two dates (inclusive): one Query. */
export async function busyDays(userId: number, from: string, to: string): Promise<BusyDay[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': PARTITION.user(userId),
      ':from': busyDayEntity.key(userId, from).SK,
      ':to': busyDayEntity.key(userId, to).SK,
    },
  });
  return items.map((item) => {
    const { available_date, available } = busyDayEntity.fromItem(item);
    return { available_date, available };
  });
}

export async function saveBusyDay(userId: number, day: string, available: Availability, now = new Date()): Promise<BusyDay> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: busyDayEntity.item({ user_id: userId, available_date: day, available, updated_at: now.toISOString() }),
    }),
  );
  return { available_date: day, available };
}
