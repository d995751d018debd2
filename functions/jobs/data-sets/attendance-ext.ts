/**
 * Ext Attendance Details data set (spec 03 §2.12, §9): the ext units' days (sub-units such as '3A',
 * events of type 'hours'; the orientation aside) that have begun, one row per member, and per
 * make-up guest of the unit, per day: the mark recorded and the hours it is worth. An ext day's
 * hours are its length (start to end time) for a presence, Independent Study completed included,
 * and 0 for an absence or no mark (attendance records no hours of their own).
 */
import { isFutureDay } from '../../../shared/time.ts';
import { unitLabel } from '../../../shared/units.ts';
import type { DataSetSource } from '../../files/data-set-files.ts';
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import { inTeachingOrder, scheduledDays } from '../../data/cohorts/cohort-view.ts';
import type { EventRecord } from '../../data/cohorts/cohorts.ts';
import { entryOf, eventHours } from '../../domain/attendance-audit.ts';
import { MARK_WORDS } from '../../domain/roster-sheet.ts';
import { COHORT_COLUMNS, cohortColumns, eachCohort, freshDirectory, peopleOf, yesNo } from './attendance-cohorts.ts';

export const EXT_COLUMNS: readonly XlsxColumn[] = [
  ...COHORT_COLUMNS,
  { header: 'Unit', key: 'unit', width: 12 },
  { header: 'Date', key: 'date', width: 11 },
  { header: 'Start Time', key: 'start_time', width: 9 },
  { header: 'End Time', key: 'end_time', width: 9 },
  { header: 'Participant ID', key: 'user_id', width: 10 },
  { header: 'Last Name', key: 'last_name', width: 20 },
  { header: 'First Name', key: 'first_name', width: 20 },
  { header: 'Attendance', key: 'attendance', width: 10 },
  { header: 'Independent Study', key: 'independent', width: 10 },
  { header: 'Hours', key: 'hours', width: 7 },
];

/** An ext unit's day: an 'hours' event of a unit, not the orientation (also an 'hours' event). */
export const isExtDay = (e: Pick<EventRecord, 'type_event' | 'unit_id'>) => e.type_event === 'hours' && e.unit_id !== 'orientation';

async function* rows(now: Date): AsyncGenerator<XlsxRow> {
  const directory = await freshDirectory();
  const held = (e: Pick<EventRecord, 'start_date'>) => e.start_date !== null && !isFutureDay(e.start_date, now);
  const wanted = (events: ReadonlyArray<Pick<EventRecord, 'type_event' | 'unit_id' | 'start_date'>>) =>
    events.some((e) => isExtDay(e) && held(e));
  for await (const { aggregate } of eachCohort(directory, (c) => wanted(scheduledDays(c.summary.events)))) {
    const cohort = cohortColumns(aggregate, directory);
    const people = peopleOf(aggregate);
    const byName = (a: number, b: number) => {
      const p = people.get(a);
      const q = people.get(b);
      return (p?.last_name ?? '').localeCompare(q?.last_name ?? '') || (p?.first_name ?? '').localeCompare(q?.first_name ?? '') || a - b;
    };
    const members = aggregate.summary.members.map((m) => m.user_id);
    for (const day of inTeachingOrder(scheduledDays(aggregate.events)).filter((e) => isExtDay(e) && held(e))) {
      const guests = aggregate.makeups.filter((m) => m.unit === day.unit_id).map((m) => m.user_id);
      const hours = eventHours(day) ?? 0;
      for (const id of [...new Set([...members, ...guests])].sort(byName)) {
        const entry = entryOf(aggregate, id, day);
        const person = people.get(id);
        yield {
          ...cohort,
          unit: unitLabel(day.unit_id),
          date: day.start_date,
          start_time: day.start_time,
          end_time: day.end_time,
          user_id: id,
          last_name: person?.last_name ?? '',
          first_name: person?.first_name ?? '',
          attendance: entry ? MARK_WORDS[entry.attendance] : '',
          independent: entry ? yesNo(entry.independent) : '',
          hours: entry?.attendance === '1' ? hours : 0,
        };
      }
    }
  }
}

export const attendanceExt: DataSetSource = {
  name: 'attendance-ext',
  sheets: (now) => [{ name: 'Ext Attendance Details', columns: EXT_COLUMNS, rows: rows(now) }],
};
