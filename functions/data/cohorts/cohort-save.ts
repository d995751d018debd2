/**
 * The cohort form's writes (issue 13): a cohort created, edited or deleted as ONE change — the
 * META (record, the summary the lists read, its place on the directory feed and by state), its
 * events (on the month index), members and staff (on the by-user index) — written as the diff
 * against the aggregate read, through cohort-save-log.ts (one transaction when it fits, else an
 * intent and chunks that any reader or writer completes). docs/architecture.md, "Saving a cohort".
 */
import { movedSheetSteps, movedSheets } from './attendance-moves.ts';
import { cohortChangeStep } from './cohort-change.ts';
import { writeCohortSave, type PendingWrite, type SaveOutcome, type Transact } from './cohort-save-log.ts';
import { cohortSummary, type PersonFacts } from './cohort-summary.ts';
import { reviseDays } from './day-revisions.ts';
import {
  cohortEntity,
  cohortItems,
  eventEntity,
  memberEntity,
  staffEntity,
  stateIndex,
  type CohortAggregate,
  type CohortRecord,
  type EventRecord,
  type MemberRecord,
  type StaffRecord,
} from './cohorts.ts';
import { queryAll } from '../table/query.ts';
import { GSI, PARTITION, TTL_ATTRIBUTE } from '../table/table.ts';
import { surveyPartition } from './surveys.ts';
import { step, type TransactItem, type TransactionRefusal } from '../table/transaction.ts';

export type { Transact } from './cohort-save-log.ts';

/** What the cohort becomes: its record and every event (removed days with attendance included), member and staff. */
export interface CohortTarget {
  cohort: CohortRecord;
  events: EventRecord[];
  members: MemberRecord[];
  staff: StaffRecord[];
}

export type SaveResult =
  | { saved: true; version: number; transactions: number; writes: number }
  /** Someone saved the cohort since it was read (or a save of theirs is still being written). */
  | { saved: false; failed: 'stale' }
  /** One of the caller's `checks` failed (its index among them), with DynamoDB's reasons. */
  | { saved: false; failed: 'check'; index: number; refusal: TransactionRefusal };

/** JSON with object keys sorted: two items with the same attributes in another order are the same item. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))) : v,
  );
const same = (a: Record<string, unknown>, b: Record<string, unknown>) => canonical(a) === canonical(b);

/** Whole items to put where they differ from what was read, keys to delete where they are gone. */
function diff<T>(
  before: readonly T[],
  after: readonly T[],
  item: (record: T) => Record<string, unknown>,
  key: (record: T) => { PK: string; SK: string },
): PendingWrite[] {
  const old = new Map(before.map((r) => [JSON.stringify(key(r)), item(r)]));
  const writes: PendingWrite[] = [];
  const kept = new Set<string>();
  for (const record of after) {
    const k = JSON.stringify(key(record));
    kept.add(k);
    const next = item(record);
    const was = old.get(k);
    if (!was || !same(was, next)) writes.push({ put: next });
  }
  for (const record of before) if (!kept.has(JSON.stringify(key(record)))) writes.push({ delete: key(record) });
  return writes;
}

/** The item writes of a save: events, staff, then members (people last: a chunk boundary splits the least visible items). */
export function cohortWrites(
  before: Pick<CohortAggregate, 'events' | 'members' | 'staff'> | undefined,
  target: CohortTarget,
): PendingWrite[] {
  return [
    ...diff(before?.events ?? [], target.events, cohortItems.event, eventEntity.keyOf),
    ...diff(before?.staff ?? [], target.staff, cohortItems.staff, staffEntity.keyOf),
    ...diff(before?.members ?? [], target.members, cohortItems.member, memberEntity.keyOf),
  ];
}

/** The cohort attributes a save sets on an existing META (all of the record but its identity and bookkeeping). */
function settableAttributes(cohort: CohortRecord): Record<string, unknown> {
  const { id: _id, version: _v, updated_at: _u, created_at: _c, created_by: _cb, ...rest } = cohort;
  return { ...rest, ...stateIndex(cohort.state_id, cohort.id) };
}

/**
 * Saves the cohort: created when `before` is undefined, else changed from `before` only if its
 * version is still the one read. `checks` (the page lock…) are written in the first transaction.
 * The summary the lists read is built from the target and `people`. The days' revision numbers and
 * the cancelled days the calendar feeds read are derived here from `before` (day-revisions.ts).
 */
export async function saveCohort(
  input: {
    before: CohortAggregate | undefined;
    target: CohortTarget;
    people: ReadonlyMap<number, PersonFacts>;
    at: string;
    checks?: TransactItem[];
  },
  options: { send?: Transact } = {},
): Promise<SaveResult> {
  const { before, people, at } = input;
  const days = reviseDays({ events: before?.events ?? [], cancelled: before?.cohort.cancelled_days ?? [] }, input.target.events, at);
  const target = { ...input.target, cohort: { ...input.target.cohort, cancelled_days: days.cancelled }, events: days.events };
  const shown = { ...target, events: target.events.filter((e) => !e.removed_at), makeups: before?.makeups ?? [] };
  const summary = cohortSummary(shown, people);
  const cohort = { ...target.cohort, participant_count: target.members.length, updated_at: at };
  const meta = before
    ? cohortChangeStep(cohort.id, at, { seen: before.cohort.version, summary, set: settableAttributes(cohort) })
    : step.put({
        Item: cohortItems.cohort({ ...cohort, version: 1, created_at: at }, summary),
        ConditionExpression: 'attribute_not_exists(PK)',
      });
  const checks = input.checks ?? [];
  const writes = cohortWrites(before, target);
  // A day given another unit id takes its attendance to that unit's sheet, in the first transaction (attendance-moves.ts).
  const sheets = before ? movedSheetSteps(movedSheets(before, target.events, at)) : [];
  const outcome = await writeCohortSave(cohort.id, [meta, ...checks, ...sheets], writes, { send: options.send, at });
  const failure = refusalOf(outcome, checks.length);
  if (failure) return failure;
  return { saved: true, version: before ? before.cohort.version + 1 : 1, transactions: outcome.transactions, writes: writes.length };
}

function refusalOf(outcome: SaveOutcome, checks: number): SaveResult | undefined {
  const refused = outcome.refused;
  if (!refused) return undefined;
  for (let i = 0; i < checks; i += 1)
    if (refused.conditionFailed(1 + i)) return { saved: false, failed: 'check', index: i, refusal: refused };
  // The META's version (or existence), an unfinished save's intent, or a write racing ours.
  if (refused.raced) return { saved: false, failed: 'stale' };
  throw refused.error;
}

/** How long a deleted cohort's tombstone stays on the feed: every directory has long since read it (snapshots twice a day). */
const TOMBSTONE_DAYS = 30;

/**
 * The deleted cohort on the directory feed (cohort-directory.ts drops a cohort whose feed item is
 * `deleted`), in a partition of its own so that nothing reading the cohort's partition finds it.
 */
function tombstone(cohortId: number, at: string): Record<string, unknown> {
  return {
    PK: `DELETEDCOHORT#${cohortId}`,
    SK: 'DELETED',
    type: cohortEntity.type,
    id: cohortId,
    deleted: true,
    updated_at: at,
    ...GSI.changes('DIRECTORY', at, cohortId),
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(at) / 1000) + TOMBSTONE_DAYS * 86_400,
  };
}

/** Every key of the cohort's partition and of its evaluation answers (SURVEY#<id>), strongly consistent. */
async function everyKeyOf(cohortId: number): Promise<Array<{ PK: string; SK: string }>> {
  const [own, surveys] = await Promise.all(
    [PARTITION.cohort(cohortId), surveyPartition(cohortId)].map((pk) =>
      queryAll({
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'PK, SK',
        ConsistentRead: true,
      }),
    ),
  );
  return [...own, ...surveys].map((item) => ({ PK: String(item.PK), SK: String(item.SK) }));
}

export type DeleteResult =
  | { deleted: true }
  | { deleted: false; failed: 'stale' }
  | { deleted: false; failed: 'check'; index: number; refusal: TransactionRefusal };

/**
 * Deletes a cohort read at `version` that has no recorded attendance and no certificate: every
 * item of its partition (through the save log, so that a deletion cut short is completed by the
 * next reader), its evaluation answers, and a tombstone on the directory feed. Refused (stale)
 * when it was saved since, or attendance was recorded since (the META then holds recorded_events).
 */
export async function deleteCohort(
  cohortId: number,
  version: number,
  at: string,
  checks: TransactItem[] = [],
  options: { send?: Transact } = {},
): Promise<DeleteResult> {
  const meta = cohortEntity.key(cohortId);
  const keys = (await everyKeyOf(cohortId)).filter((k) => !(k.PK === meta.PK && k.SK === meta.SK));
  const head = [
    step.delete({
      Key: meta,
      ConditionExpression: '#version = :seen AND attribute_not_exists(recorded_events)',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':seen': version },
    }),
    ...checks,
    step.put({ Item: tombstone(cohortId, at) }),
  ];
  // The caller refused a cohort with attendance or certificates: what is deleted is an empty cohort's.
  const outcome = await writeCohortSave(
    cohortId,
    head,
    keys.map((key) => ({ delete: key })),
    { send: options.send, at },
  );
  const failure = refusalOf(outcome, checks.length);
  if (failure?.saved !== false) return { deleted: true };
  return failure.failed === 'stale'
    ? { deleted: false, failed: 'stale' }
    : { deleted: false, failed: 'check', index: failure.index, refusal: failure.refusal };
}
