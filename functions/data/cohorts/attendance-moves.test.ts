import { describe, expect, it } from 'vitest';
import { movedSheets } from './attendance-moves.ts';
import type { AttendanceEntry, AttendanceSheet, EventRecord } from './cohorts.ts';

const AT = '2026-11-27T12:00:00.000Z';
const entry = (attendance: '1' | '0'): AttendanceEntry => ({
  attendance,
  independent: false,
  recorded_by: 1,
  recorded_at: '2026-11-01T12:00:00.000Z',
});

function event(id: number, unit_id: string): EventRecord {
  return {
    id,
    cohort_id: 7,
    unit_id,
    day: 1,
    type_event: 'hours',
    start_date: null,
    end_date: null,
    start_time: null,
    end_time: null,
    url_unit_evaluation: null,
    meeting_type: null,
  };
}

const sheet = (unit: string, version: number, records: AttendanceSheet['records']): AttendanceSheet => ({
  cohort_id: 7,
  unit,
  version,
  updated_at: '2026-11-01T12:00:00.000Z',
  updated_by: 1,
  records,
});

describe("a day's attendance follows it to its new unit id", () => {
  const before = {
    events: [event(31, '3A'), event(32, '3B'), event(33, '3C')],
    sheets: [sheet('3A', 2, { 130: { 31: entry('1') } }), sheet('3B', 4, { 130: { 32: entry('0') }, 131: { 32: entry('1') } })],
  };

  it('moves the entries of each re-lettered day, whatever the order of the moves, and moves every changed sheet version on', () => {
    // 3A removed (stays 3A), 3B → 3A, 3C → 3B.
    const after = [{ ...event(31, '3A'), removed_at: AT }, event(32, '3A'), event(33, '3B')];
    const moved = movedSheets(before, after, AT);
    expect(moved.map(({ sheet, read }) => [sheet.unit, read, sheet.version])).toEqual([
      ['3B', 4, 5],
      ['3A', 2, 3],
    ]);
    const byUnit = new Map(moved.map(({ sheet }) => [sheet.unit, sheet]));
    expect(byUnit.get('3A')!.records).toEqual({ 130: { 31: entry('1'), 32: entry('0') }, 131: { 32: entry('1') } });
    expect(byUnit.get('3B')!.records).toEqual({});
    expect(byUnit.get('3A')!.updated_at).toBe(AT);
    // What was read is untouched.
    expect(before.sheets[1].records[131]).toEqual({ 32: entry('1') });
  });

  it('creates the sheet of a letter that had none, and changes nothing when no day with attendance changes its unit id', () => {
    const moved = movedSheets(before, [event(31, '3A'), event(32, '3D'), event(33, '3B')], AT);
    expect(moved.map(({ sheet, read }) => [sheet.unit, read, sheet.version])).toEqual([
      ['3B', 4, 5],
      ['3D', 0, 1],
    ]);
    expect(moved[1].sheet.records).toEqual({ 130: { 32: entry('0') }, 131: { 32: entry('1') } });
    expect(movedSheets(before, [event(31, '3A'), event(32, '3B'), event(33, '3A')], AT)).toEqual([]);
  });
});
