/**
 * The merge log (spec 02 §3 "Merge log entry"): one small entry per merge for the Merge Log tab,
 * and beside it what the merge changed, so that a reversal puts back exactly that (and keeps
 * later edits to anything else).
 *   MERGELOG / <id>        → the entry the list shows (who, when, the two accounts), reversal facts
 *   MERGEUNDO#<id> / UNDO  → gzip'd JSON: both profiles as they were and the attributes the merge
 *                            changed on each, every cohort item the merge wrote or deleted (before
 *                            and after), the two people's attendance marks per sheet, each touched
 *                            cohort's summary before and after
 * The entries are small (~1 KB) and merges rare (a few a week), so the list is one Query of the
 * MERGELOG partition, searched and paged in memory (1 MB, ~1,000 entries, per round trip). The
 * undo record is read only by a reversal.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { MergeLogRow } from '../../../shared/accounts/types.ts';
import { db, tableName } from '../table/client.ts';
import type { CohortSummary } from '../cohorts/cohort-summary.ts';
import type { AttendanceEntry } from '../cohorts/cohorts.ts';
import { queryAll } from '../table/query.ts';
import { pad } from '../table/table.ts';
import { step, type TransactItem } from '../table/transaction.ts';
import { attr, entity } from '../table/entity.ts';

export const MERGE_LOG_KEY = {
  entry: (id: number) => ({ PK: 'MERGELOG', SK: pad(id) }),
  partition: 'MERGELOG',
  undo: (id: number) => ({ PK: `MERGEUNDO#${id}`, SK: 'UNDO' }),
} as const;

/**
 * An entry as stored: the Merge Log row (GET /api/getUserMergeLogs) with the people as ids, not
 * yet their names, and without the link the list decides when it answers.
 */
export type MergeLogEntry = Omit<MergeLogRow, 'primary_link' | 'who_merged' | 'who_reversed'> & {
  who_merged: number;
  who_reversed: number | null;
};

type RawItem = Record<string, unknown>;

/** An item of a cohort partition (or the pending record) the merge put or deleted. */
export interface ItemChange {
  key: { PK: string; SK: string };
  before: RawItem | null;
  after: RawItem | null;
}

/** The two people's marks on one attendance sheet: the rest of the sheet is not the merge's. */
export interface SheetChange {
  cohort_id: number;
  unit: string;
  before: { primary: Record<string, AttendanceEntry> | null; secondary: Record<string, AttendanceEntry> | null };
  after: { primary: Record<string, AttendanceEntry> | null };
}

export interface SummaryChange {
  cohort_id: number;
  before: CohortSummary;
  after: CohortSummary;
}

/** A profile attribute the merge wrote; `before` is left out (undefined) when the profile did not have it. */
export interface AttributeChange {
  before?: unknown;
  after: unknown;
}

export type ProfileChanges = Record<string, AttributeChange>;

export interface MergeUndo {
  primaryId: number;
  secondaryId: number;
  /** The profiles' raw items before the merge, and their versions right after it. */
  profiles: { primary: RawItem; secondary: RawItem };
  versionsAfter: { primary: number; secondary: number };
  /**
   * The attributes the merge changed on each profile (the primary's chosen fields, the stub's
   * status and logins, both change stamps). Records written before these were kept lack them:
   * the reversal derives them from `profiles` (accounts/profile-changes.ts).
   */
  changes?: { primary: ProfileChanges; secondary: ProfileChanges };
  /** Which logins the two accounts swapped (the primary took the secondary's). */
  swapped: { username: boolean; email: boolean };
  items: ItemChange[];
  sheets: SheetChange[];
  summaries: SummaryChange[];
}

/** DynamoDB's item limit is 400 KB; the entry's own attributes need a little of it. */
export const MAX_UNDO_BYTES = 380_000;

export function encodeUndo(undo: MergeUndo): Uint8Array {
  return gzipSync(JSON.stringify(undo));
}

export function mergeLogItems(entry: MergeLogEntry, undo: Uint8Array): RawItem[] {
  return [mergeLogEntity.item(entry), { ...MERGE_LOG_KEY.undo(entry.id), type: 'merge_undo', id: entry.id, payload: undo }];
}

/** The log entry and its undo record, written with the merge (both new). */
export function mergeLogSteps(entry: MergeLogEntry, undo: Uint8Array): TransactItem[] {
  return mergeLogItems(entry, undo).map((Item) => step.put({ Item, ConditionExpression: 'attribute_not_exists(PK)' }));
}

/** Marks the entry reversed, with the reversal, only if nobody reversed it first. */
export function reversalStep(id: number, at: string, who: number): TransactItem {
  return step.update({
    Key: MERGE_LOG_KEY.entry(id),
    UpdateExpression: 'SET reversed_at = :at, who_reversed = :who',
    ConditionExpression: 'attribute_type(reversed_at, :null)',
    ExpressionAttributeValues: { ':at': at, ':who': who, ':null': 'NULL' },
  });
}

/** MERGELOG / <id>: one entry per merge, the log's list reads the partition newest first. */
export const mergeLogEntity = entity({
  type: 'merge_log',
  key: (id: number) => MERGE_LOG_KEY.entry(id),
  keyOf: (entry: MergeLogEntry) => MERGE_LOG_KEY.entry(entry.id),
  fromItem: (item): MergeLogEntry => {
    const old = item.old_account as Record<string, unknown>;
    const primary = item.primary_account as Record<string, unknown>;
    return {
      id: attr.number(item.id),
      old_cms_id: attr.number(item.old_cms_id),
      old_username: attr.string(item.old_username),
      old_state: attr.nullableString(item.old_state),
      old_account: { first_name: attr.string(old.first_name), last_name: attr.string(old.last_name), email: attr.string(old.email) },
      primary_account: {
        nisl_id: attr.number(primary.nisl_id),
        username: attr.string(primary.username),
        state_living: attr.nullableString(primary.state_living),
        first_name: attr.string(primary.first_name),
        last_name: attr.string(primary.last_name),
        email: attr.string(primary.email),
        roles: (primary.roles as unknown[]).map(String),
      },
      who_merged: attr.number(item.who_merged),
      created_at: attr.string(item.created_at),
      reversed_at: attr.nullableString(item.reversed_at),
      who_reversed: attr.nullableNumber(item.who_reversed),
    };
  },
});

const entryOf = (item: RawItem) => mergeLogEntity.fromItem(item);

/** Every merge, newest first. */
export async function listMergeLog(): Promise<MergeLogEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': MERGE_LOG_KEY.partition },
    ScanIndexForward: false,
  });
  return items.map(entryOf);
}

/** An entry with its undo record: one BatchGetItem. */
export async function getMergeLog(id: number): Promise<{ entry: MergeLogEntry; undo: MergeUndo } | undefined> {
  const out = await db().send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: [MERGE_LOG_KEY.entry(id), MERGE_LOG_KEY.undo(id)], ConsistentRead: true } },
    }),
  );
  const items = out.Responses?.[tableName()] ?? [];
  const entry = items.find((item) => item.type === 'merge_log');
  const undo = items.find((item) => item.type === 'merge_undo');
  if (!entry || !undo) return undefined;
  return { entry: entryOf(entry), undo: JSON.parse(gunzipSync(undo.payload as Uint8Array).toString('utf8')) as MergeUndo };
}
