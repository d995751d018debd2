/**
 * Attendance follows its day. A unit's attendance sheet (cohorts.ts AttendanceSheet, one item per
 * `unit_id`: '2', '3A') holds each person's entries by event id. When a cohort save gives a stored
 * day another unit id — sub-unit 3B re-lettered 3A after 3A was removed — the day's entries move
 * from the sheet of its old unit id to the sheet of its new one in the same save, so the roster
 * and reports of the day's new letter show them. The cohort form refuses a move to another unit
 * number for a day with attendance (cohort-builder/cohort-values.ts); within a unit the letter may
 * change.
 *
 * Each changed sheet is put whole with its version moved on, conditioned on the version read: an
 * attendance save meanwhile refuses the cohort save (stale: read again), and a roster open on the
 * old version is refused on its next save (409), so neither loses the other's entries.
 */
import type { AttendanceSheet, CohortAggregate, EventRecord } from './cohorts.ts';
import { cohortItems } from './cohorts.ts';
import { step, type TransactItem } from '../table/transaction.ts';

/** The sheets a save changes (version moved on, `updated_at` the save's), with the version each was read at (0: new). */
export function movedSheets(
  before: Pick<CohortAggregate, 'events' | 'sheets'>,
  after: readonly EventRecord[],
  at: string,
): Array<{ sheet: AttendanceSheet; read: number }> {
  const unitOf = new Map(before.events.map((e) => [e.id, e.unit_id]));
  const moves = after.filter((e) => unitOf.has(e.id) && unitOf.get(e.id) !== e.unit_id);
  if (!moves.length) return [];
  const sheets = new Map(before.sheets.map((s) => [s.unit, { sheet: structuredClone(s), read: s.version }]));
  const changed = new Set<string>();
  for (const event of moves) {
    const from = sheets.get(unitOf.get(event.id)!);
    if (!from) continue;
    for (const [user, days] of Object.entries(from.sheet.records)) {
      const entry = days[event.id];
      if (!entry) continue;
      delete days[event.id];
      if (!Object.keys(days).length) delete from.sheet.records[user];
      let to = sheets.get(event.unit_id);
      if (!to) {
        to = {
          sheet: { cohort_id: from.sheet.cohort_id, unit: event.unit_id, version: 0, updated_at: at, updated_by: null, records: {} },
          read: 0,
        };
        sheets.set(event.unit_id, to);
      }
      (to.sheet.records[user] ??= {})[event.id] = entry;
      changed.add(from.sheet.unit).add(event.unit_id);
    }
  }
  return [...changed].map((unit) => {
    const { sheet, read } = sheets.get(unit)!;
    return { sheet: { ...sheet, version: read + 1, updated_at: at }, read };
  });
}

/** The conditioned puts of the moved sheets (for the save's first transaction). */
export function movedSheetSteps(moved: ReturnType<typeof movedSheets>): TransactItem[] {
  return moved.map(({ sheet, read }) =>
    step.put({
      Item: cohortItems.attendanceSheet(sheet),
      ...(read === 0
        ? { ConditionExpression: 'attribute_not_exists(PK)' }
        : {
            ConditionExpression: '#version = :read',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':read': read },
          }),
    }),
  );
}
