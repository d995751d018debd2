/**
 * A cohort save that does not fit one TransactWriteItems (100 items): its intent, written in the
 * same transaction as the cohort's META (docs/architecture.md, "Saving a cohort").
 *
 * The save's first transaction holds the META (the record, the summary the lists read, the
 * version moved on) and an intent item, COHORT#<id>/SAVING, that lists every item write the save
 * is made of (rendered items to put, keys to delete), plus as many of those writes as fit. From
 * that instant the save is decided: the lists read the META, and a reader of the partition
 * (`settlePartition`, which loadCohort applies) sees the intent's writes applied in memory and
 * completes them (the intent lists only the writes the first transaction did not hold). The rest follows in chunks, each written only while the intent is still there
 * (a ConditionCheck on its `save_id`), the last chunk deleting it. Every write is a whole item put
 * or a delete, so writing a chunk twice (the saver and a reader completing it at once) is
 * harmless, and a chunk that arrives after the save was completed is refused by its condition.
 *
 * This module knows no cohort record (cohorts.ts imports it): it writes the items it was given.
 */
import { randomUUID } from 'node:crypto';
import { logger } from '../../services/logger.ts';
import { attr, entity } from '../table/entity.ts';
import { PARTITION } from '../table/table.ts';
import { step, transact, type TransactItem, type TransactionRefusal } from '../table/transaction.ts';

type Item = Record<string, unknown>;
interface TableKey {
  PK: string;
  SK: string;
}

/** One write of a save: a whole item, or the key of an item to delete. */
export type PendingWrite = { put: Item } | { delete: TableKey };

/** The most items one TransactWriteItems holds. */
export const TRANSACTION_LIMIT = 100;

/** Below DynamoDB's 400 KB item limit, with room for attribute names and the item's own keys. */
const INTENT_LIMIT_BYTES = 350_000;

/** How a save's transactions are sent: `transact` of transaction.ts, or a test's failing stand-in. */
export type Transact = (items: TransactItem[]) => Promise<TransactionRefusal | undefined>;

export interface SaveOutcome {
  /** The first transaction was refused: nothing was written (the refusal, with the head steps' indexes first). */
  refused?: TransactionRefusal;
  /** How many transactions were written. */
  transactions: number;
  /** Decided but not all written (a chunk failed): the next reader or writer of the cohort completes it. */
  unfinished?: boolean;
}

const writeStep = (write: PendingWrite): TransactItem =>
  'put' in write ? step.put({ Item: write.put }) : step.delete({ Key: write.delete });

const keyOf = (write: PendingWrite): string => {
  const key = 'put' in write ? write.put : write.delete;
  return `${String(key.PK)}\u0000${String(key.SK)}`;
};

/**
 * Writes a cohort save: `head` (the META step, a lock check…: written first, in the first
 * transaction, whose refusal reports their indexes as given) and `writes`. One transaction when
 * they fit, else the intent and chunks described above. `complete` false stops after the first
 * transaction (what a crash would leave: the next reader or writer completes it).
 */
export async function writeCohortSave(
  cohortId: number,
  head: TransactItem[],
  writes: readonly PendingWrite[],
  options: { send?: Transact; at?: string } = {},
): Promise<SaveOutcome> {
  const send = options.send ?? transact;
  if (head.length + writes.length <= TRANSACTION_LIMIT) {
    const refused = await send([...head, ...writes.map(writeStep)]);
    return refused ? { refused, transactions: 0 } : { transactions: 1 };
  }
  const saveId = randomUUID();
  // The first transaction writes what fits; the intent lists only the rest (what it wrote is in the table already).
  const room = TRANSACTION_LIMIT - head.length - 1;
  const rest = writes.slice(room);
  const intent = savingEntity.item({ cohortId, saveId, createdAt: options.at ?? new Date().toISOString(), writes: [...rest] });
  // 500 participants (the contract's most), 100 staff and 300 days are ~250 KB; past the limit the save fails whole.
  if (Buffer.byteLength(JSON.stringify(intent)) > INTENT_LIMIT_BYTES)
    throw new Error(`cohort ${cohortId}: the save is too large for its intent item`);
  const first = [
    ...head,
    step.put({ Item: intent, ConditionExpression: 'attribute_not_exists(PK)' }),
    ...writes.slice(0, room).map(writeStep),
  ];
  const refused = await send(first);
  if (refused) return { refused, transactions: 0 };
  try {
    return { transactions: 1 + (await completeWrites(cohortId, saveId, rest, send)) };
  } catch (error) {
    // The save is decided (its intent is written): the next reader or writer of the cohort completes it.
    logger.warn('cohort save left for the next reader to complete', { cohortId, saveId, error: String(error) });
    return { transactions: 1, unfinished: true };
  }
}

/**
 * Writes the remaining writes of save `saveId` in chunks, each only while its intent is there,
 * the last one deleting the intent. Answers how many transactions were written; stops quietly
 * when the intent is gone (someone completed the save).
 */
async function completeWrites(cohortId: number, saveId: string, rest: readonly PendingWrite[], send: Transact): Promise<number> {
  const guard = { ExpressionAttributeValues: { ':save': saveId }, ConditionExpression: 'save_id = :save' };
  let written = 0;
  for (let i = 0; ; i += TRANSACTION_LIMIT - 1) {
    const chunk = rest.slice(i, i + TRANSACTION_LIMIT - 1).map(writeStep);
    const last = i + TRANSACTION_LIMIT - 1 >= rest.length;
    const closing = last
      ? step.delete({ Key: savingEntity.key(cohortId), ...guard })
      : step.conditionCheck({ Key: savingEntity.key(cohortId), ...guard });
    const refused = await send([...chunk, closing]);
    if (refused) {
      // The intent is gone or is another save's: this save was completed by someone else.
      if (refused.conditionFailed(chunk.length)) return written;
      throw refused.error;
    }
    written += 1;
    if (last) return written;
  }
}

/** The save an intent item describes. */
interface Intent {
  cohortId: number;
  saveId: string;
  createdAt: string;
  writes: PendingWrite[];
}

function isTableKey(value: unknown): value is TableKey {
  return typeof value === 'object' && value !== null && 'PK' in value && 'SK' in value;
}

function intentOf(item: Item): Intent {
  const writes: PendingWrite[] = [];
  for (const entry of Array.isArray(item.writes) ? item.writes : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    if ('put' in entry && isTableKey(entry.put)) writes.push({ put: { ...entry.put } });
    else if ('delete' in entry && isTableKey(entry.delete))
      writes.push({ delete: { PK: String(entry.delete.PK), SK: String(entry.delete.SK) } });
  }
  return {
    cohortId: attr.number(item.cohort_id),
    saveId: attr.string(item.save_id),
    createdAt: attr.string(item.created_at ?? ''),
    writes,
  };
}

const intentKey = (cohortId: number) => ({ PK: PARTITION.cohort(cohortId), SK: 'SAVING' });

/** COHORT#<id>/SAVING: the intent of a save being written (at most one per cohort); on no index. */
const savingEntity = entity({
  type: 'cohort_saving',
  key: intentKey,
  keyOf: (intent: Intent) => intentKey(intent.cohortId),
  attributes: (intent) => ({ save_id: intent.saveId, cohort_id: intent.cohortId, created_at: intent.createdAt, writes: intent.writes }),
  fromItem: intentOf,
});

/** The `type` of an intent item (its readers find it in a partition by it). */
export const SAVING_TYPE = savingEntity.type;

/**
 * A cohort partition as read, with an unfinished save applied: its writes replace or remove the
 * items they name (so the reader sees the whole save, never half of it) and are written (so the
 * by-user and by-month indexes catch up). A partition without an intent is returned as it is.
 */
export async function settlePartition(items: readonly Item[], send: Transact = transact): Promise<Item[]> {
  const found = items.find((item) => item.type === savingEntity.type);
  if (!found) return [...items];
  const intent = savingEntity.fromItem(found);
  const byKey = new Map<string, Item>();
  for (const item of items) if (item !== found) byKey.set(`${String(item.PK)}\u0000${String(item.SK)}`, item);
  for (const write of intent.writes) {
    if ('put' in write) byKey.set(keyOf(write), write.put);
    else byKey.delete(keyOf(write));
  }
  try {
    await completeWrites(intent.cohortId, intent.saveId, intent.writes, send);
  } catch (error) {
    // The reader still sees the whole save; the next reader or writer tries again.
    logger.warn('cohort save could not be completed by a reader', {
      cohortId: intent.cohortId,
      saveId: intent.saveId,
      error: String(error),
    });
  }
  return [...byKey.values()];
}
