/**
 * Saving a unit's attendance sheet: one TransactWriteItems that replaces the sheet only if
 * nobody saved it since the caller read it (its `version`), keeps the change in the attendance
 * history (AUDIT#ATTENDANCE#<cohortId>: who, when, before, after) and marks the days recorded on
 * the cohort's META item, which puts the cohort on the directory's change feed (table.ts).
 * All or nothing: a refused condition writes none of the three.
 */
import { auditOf, auditStep, type AuditEntry } from '../users/audit.ts';
import { cohortChangeStep } from './cohort-change.ts';
import { cohortItems, type AttendanceEntry, type AttendanceSheet } from './cohorts.ts';
import { step, transact } from '../table/transaction.ts';

export const ATTENDANCE_AUDIT = 'ATTENDANCE';

/** Another save of the same sheet landed first. */
export class AttendanceConflictError extends Error {
  constructor() {
    super('attendance sheet changed since it was read');
  }
}

export interface AttendanceChange {
  user_id: number;
  event_id: number;
  before: AttendanceEntry | null;
  after: AttendanceEntry | null;
}

/** What differs between two versions of a sheet, entry by entry. */
export function sheetChanges(before: AttendanceSheet['records'], after: AttendanceSheet['records']): AttendanceChange[] {
  const changes: AttendanceChange[] = [];
  const users = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const user of users) {
    const days = new Set([...Object.keys(before[user] ?? {}), ...Object.keys(after[user] ?? {})]);
    for (const day of days) {
      const was = before[user]?.[day] ?? null;
      const is = after[user]?.[day] ?? null;
      const same = was && is && was.attendance === is.attendance && was.independent === is.independent;
      if (!same && (was || is)) changes.push({ user_id: Number(user), event_id: Number(day), before: was, after: is });
    }
  }
  return changes;
}

export interface SaveSheetInput {
  sheet: AttendanceSheet;
  /** The version the caller read (0: no sheet yet). */
  expectedVersion: number;
  previous: AttendanceSheet['records'];
  /** The days this save records (the unit's days up to today). */
  recordedEvents: readonly number[];
  actor: { id: number; realId?: number };
}

export async function saveAttendanceSheet({ sheet, expectedVersion, previous, recordedEvents, actor }: SaveSheetInput): Promise<void> {
  const at = sheet.updated_at;
  const entry: AuditEntry = {
    action: 'attendance.save',
    actorId: actor.id,
    ...(actor.realId ? { realActorId: actor.realId } : {}),
    at,
    detail: { unit: sheet.unit, version: sheet.version, changes: sheetChanges(previous, sheet.records) },
  };
  const recorded = new Set(recordedEvents);
  const refused = await transact([
    step.put({
      Item: cohortItems.attendanceSheet(sheet),
      ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(PK)' : '#version = :expected',
      ...(expectedVersion === 0
        ? {}
        : { ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': expectedVersion } }),
    }),
    auditStep(ATTENDANCE_AUDIT, sheet.cohort_id, entry),
    // The summary is not rewritten: the lists read the recorded days from recorded_events.
    cohortChangeStep(sheet.cohort_id, at, { add: { recorded_events: recorded } }),
  ]);
  if (refused) {
    if (refused.conditionFailed(0)) throw new AttendanceConflictError();
    throw refused.error;
  }
}

/** A save as the history keeps it: the audit entry with the detail saveAttendanceSheet wrote. */
export interface AttendanceSave extends AuditEntry {
  detail: { unit: string; version: number; changes: AttendanceChange[] };
}

function attendanceSaveOf(entry: AuditEntry): AttendanceSave {
  const detail = entry.detail ?? {};
  // The changes are stored as sheetChanges made them; only this module writes these entries.
  return {
    ...entry,
    detail: {
      ...detail,
      unit: String(detail.unit),
      version: Number(detail.version),
      changes: (detail.changes ?? []) as AttendanceChange[],
    },
  };
}

/** The attendance history of a cohort, newest first. */
export async function attendanceHistory(cohortId: number): Promise<AttendanceSave[]> {
  return (await auditOf(ATTENDANCE_AUDIT, cohortId)).map(attendanceSaveOf);
}
