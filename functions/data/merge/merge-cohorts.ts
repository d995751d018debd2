/**
 * The cohort side of a merge and of its reversal, on the cohorts' items as stored. A merge gives
 * every cohort item of the secondary (membership, staff assignment, make-up and its marker in the
 * home cohort, certificate) to the primary, where the primary already has the same one keeping
 * the primary's (staff: the units of both), and moves the secondary's attendance marks onto the
 * primary; a reversal checks that each item is still as the merge wrote it and puts the old ones
 * back. Items are kept whole, every attribute, so that a reversal restores them exactly.
 * accounts/merge-users.ts and reverse-merge.ts decide and word; they see no key.
 */
import { isDeepStrictEqual } from 'node:util';
import { certificateItem, type CertificateRecord } from '../certificates/certificate-item.ts';
import type { CohortSummary } from '../cohorts/cohort-summary.ts';
import {
  cohortEntity,
  cohortItems,
  type AttendanceEntry,
  type AttendanceSheet,
  type MakeupRecord,
  type MemberRecord,
  type StaffRecord,
} from '../cohorts/cohorts.ts';
import { queryAll } from '../table/query.ts';
import { PARTITION } from '../table/table.ts';
import type { TransactItem } from '../table/transaction.ts';
import type { ItemChange, MergeUndo, SheetChange } from './merge-log.ts';
import { currentItemAt, fieldsOf, itemSteps } from './merge-steps.ts';

type RawItem = Record<string, unknown>;

const userOf = (item: RawItem) => Number(item.user_id);
const keyOf = (item: RawItem) => ({ PK: String(item.PK), SK: String(item.SK) });

/** Marks of the same day: the primary's, unless only the secondary's says present. */
export function mergeMarks(
  primary: Record<string, AttendanceEntry> | undefined,
  secondary: Record<string, AttendanceEntry>,
): Record<string, AttendanceEntry> {
  const merged = { ...primary };
  for (const [day, entry] of Object.entries(secondary)) {
    const kept = merged[day];
    if (!kept || (kept.attendance === '0' && entry.attendance === '1')) merged[day] = entry;
  }
  return merged;
}

export interface CohortPlan {
  items: ItemChange[];
  sheets: Array<SheetChange & { sheet: AttendanceSheet }>;
}

/**
 * The changes of one cohort partition (its items as stored, one Query). Certificates that move get
 * a fresh stamp on the user feed when their writer keeps them there (the user directory).
 */
export function planCohort(items: readonly RawItem[], primaryId: number, secondaryId: number, at: string): CohortPlan {
  const changes: ItemChange[] = [];
  const ofType = (type: string) => items.filter((item) => item.type === type);
  const move = (item: RawItem, twin: RawItem | undefined, rebuilt: () => RawItem, combine?: (twin: RawItem) => RawItem) => {
    changes.push({ key: keyOf(item), before: item, after: null });
    if (!twin) {
      const after = rebuilt();
      changes.push({ key: keyOf(after), before: null, after });
    } else if (combine) {
      const after = combine(twin);
      changes.push({ key: keyOf(twin), before: twin, after });
    }
  };
  const toPrimary = <T>(item: RawItem) => ({ ...fieldsOf<T>(item), user_id: primaryId });

  for (const member of ofType('member').filter((i) => userOf(i) === secondaryId)) {
    const twin = ofType('member').find((i) => userOf(i) === primaryId);
    move(member, twin, () => cohortItems.member(toPrimary<MemberRecord>(member)));
  }
  for (const staff of ofType('staff').filter((i) => userOf(i) === secondaryId)) {
    const twin = ofType('staff').find((i) => userOf(i) === primaryId && i.staff_type === staff.staff_type);
    move(
      staff,
      twin,
      () => cohortItems.staff(toPrimary<StaffRecord>(staff)),
      (kept) => ({ ...kept, units: [...new Set([...(kept.units as string[]), ...(staff.units as string[])])] }),
    );
  }
  for (const makeup of ofType('makeup').filter((i) => userOf(i) === secondaryId)) {
    const twin = ofType('makeup').find((i) => userOf(i) === primaryId && i.unit === makeup.unit);
    move(makeup, twin, () => cohortItems.makeup(toPrimary<MakeupRecord>(makeup)));
  }
  for (const away of ofType('makeup_away').filter((i) => userOf(i) === secondaryId)) {
    const twin = ofType('makeup_away').find((i) => userOf(i) === primaryId && i.unit === away.unit);
    const record = {
      cohort_id: Number(away.host_cohort_id),
      unit: String(away.unit),
      user_id: primaryId,
      home_cohort_id: Number(PARTITION.cohortOf(String(away.PK))),
      added_at: String(away.added_at),
    };
    move(away, twin, () => cohortItems.makeupAway({ ...record, added_by: 0 }));
  }
  for (const certificate of ofType('certificate').filter((i) => userOf(i) === secondaryId)) {
    const twin = ofType('certificate').find((i) => userOf(i) === primaryId);
    move(certificate, twin, () => certificateItem(toPrimary<CertificateRecord>(certificate), certificate.GSI3PK ? at : undefined));
  }

  const sheets: CohortPlan['sheets'] = [];
  for (const item of ofType('attendance_sheet')) {
    const sheet = fieldsOf<AttendanceSheet>(item);
    const secondary = sheet.records[secondaryId];
    if (!secondary) continue;
    const primary = sheet.records[primaryId];
    const merged = mergeMarks(primary, secondary);
    const records: AttendanceSheet['records'] = { ...sheet.records, [primaryId]: merged };
    delete records[secondaryId];
    sheets.push({
      cohort_id: sheet.cohort_id,
      unit: sheet.unit,
      before: { primary: primary ?? null, secondary },
      after: { primary: merged },
      // Not a roster save: the sheet's last saver and time stay; its version moves so that an open roster reloads.
      sheet: { ...sheet, records, version: sheet.version + 1 },
    });
  }
  return { items: changes, sheets };
}

/** What a merge or its reversal reads of a cohort's META: its name, its summary and the version that guards it. */
export interface CohortMeta {
  name: string;
  summary: CohortSummary;
  version: number;
}

/** A cohort's partition as a merge or its reversal read it (every item, strongly consistent). */
export class CohortPartition {
  constructor(
    readonly cohortId: number,
    private readonly items: readonly RawItem[],
  ) {}

  /** The META's facts; undefined when the cohort is gone. */
  meta(): CohortMeta | undefined {
    const meta = this.items.find((item) => item.type === cohortEntity.type);
    if (!meta) return undefined;
    const { cohort, summary } = cohortEntity.fromItem(meta);
    return { name: cohort.name, summary, version: cohort.version };
  }

  /** A unit's attendance sheet as stored (every attribute). */
  sheet(unit: string): AttendanceSheet | undefined {
    const item = this.items.find((i) => i.type === 'attendance_sheet' && i.unit === unit);
    return item ? fieldsOf<AttendanceSheet>(item) : undefined;
  }

  /** What a merge of the secondary into the primary changes here. */
  planMerge(primaryId: number, secondaryId: number, at: string): CohortPlan {
    return planCohort(this.items, primaryId, secondaryId, at);
  }

  /** The item of this key as read, if it is in this partition. */
  itemAt(key: { PK: string; SK: string }): RawItem | undefined {
    return this.items.find((item) => item.PK === key.PK && item.SK === key.SK);
  }
}

/** Every item of each cohort's partition: one Query per cohort, at once. */
export async function cohortPartitions(cohortIds: readonly number[]): Promise<Map<number, CohortPartition>> {
  const unique = [...new Set(cohortIds)];
  const partitions = await Promise.all(
    unique.map((id) =>
      queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': PARTITION.cohort(id) }, ConsistentRead: true }),
    ),
  );
  return new Map(unique.map((id, i) => [id, new CohortPartition(id, partitions[i])]));
}

/** The cohorts a merge touched: its summaries', its sheets' and the partitions of the items it wrote. */
export function cohortsOfMerge(undo: Pick<MergeUndo, 'summaries' | 'sheets' | 'items'>): number[] {
  return [
    ...undo.summaries.map((s) => s.cohort_id),
    ...undo.sheets.map((s) => s.cohort_id),
    ...undo.items.map((i) => PARTITION.cohortOf(i.key.PK)).filter((id) => id !== undefined),
  ];
}

/** An item the merge wrote, as a reversal's refusal names it: its kind, its cohort, its unit or staff type. */
export interface ChangedItem {
  type: string;
  /** The cohort whose partition holds it; undefined for another item (the pending record). */
  cohortId: number | undefined;
  staffType: string;
  unit: string;
  /** The item's partition, for a kind of item the refusal has no words for. */
  partition: string;
}

/**
 * The first item the merge put or deleted that is no longer as the merge left it (read in the
 * partitions given, or alone when not a cohort's); undefined when every one still is.
 */
export async function firstChangedSince(
  changes: readonly ItemChange[],
  partitions: ReadonlyMap<number, CohortPartition>,
): Promise<ChangedItem | undefined> {
  for (const change of changes) {
    const cohortId = PARTITION.cohortOf(change.key.PK);
    const now = cohortId === undefined ? await currentItemAt(change.key) : partitions.get(cohortId)?.itemAt(change.key);
    if (isDeepStrictEqual(now ?? null, change.after)) continue;
    const item = change.after ?? change.before ?? {};
    return { type: String(item.type), cohortId, staffType: String(item.staff_type), unit: String(item.unit), partition: change.key.PK };
  }
  return undefined;
}

/** The reversal of the merge's item writes: each item back as it was, only if still as the merge wrote it. */
export function itemReversalSteps(changes: readonly ItemChange[]): TransactItem[] {
  return itemSteps(changes.map(({ key, before, after }) => ({ key, before: after, after: before })));
}
