/**
 * The Attendance Raw Data data sets (spec 03 §2.12, §9: 2021 on, 2019-2020, pre-2019): one row per
 * attendance record whose day falls in the period (shared/reports/texts.ts ATTENDANCE_PERIODS, New York
 * dates, both ends included), cohort by cohort in id order, in each the days in teaching order and
 * the people by name. The days are the cohort's scheduled ones: a day the cohort form removed is
 * out, as it is of every count (domain/attendance-audit.ts), so a cohort none of whose days falls
 * in the period is not read at all.
 */
import { ATTENDANCE_PERIODS } from '../../../shared/reports/texts.ts';
import { nyDate } from '../../../shared/time.ts';
import { unitLabel } from '../../../shared/units.ts';
import type { DataSetSource } from '../../files/data-set-files.ts';
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import type { SummaryEvent } from '../../data/cohorts/cohort-summary.ts';
import { inTeachingOrder, scheduledDays } from '../../data/cohorts/cohort-view.ts';
import { attendedElsewhere, makeupKey } from '../../domain/makeups-elsewhere.ts';
import { MARK_WORDS, sheetOf } from '../../domain/roster-sheet.ts';
import { COHORT_COLUMNS, cohortColumns, eachCohort, freshDirectory, peopleOf, yesNo } from './attendance-cohorts.ts';

export const ATTENDANCE_COLUMNS: readonly XlsxColumn[] = [
  ...COHORT_COLUMNS,
  { header: 'Unit', key: 'unit', width: 12 },
  { header: 'Day', key: 'day', width: 5 },
  { header: 'Date', key: 'date', width: 11 },
  { header: 'Participant ID', key: 'user_id', width: 10 },
  { header: 'Last Name', key: 'last_name', width: 20 },
  { header: 'First Name', key: 'first_name', width: 20 },
  { header: 'Attendance', key: 'attendance', width: 10 },
  { header: 'Independent Study', key: 'independent', width: 10 },
  { header: 'Made Up', key: 'made_up', width: 9 },
  { header: 'Make-up Guest', key: 'guest', width: 9 },
];

type Period = (typeof ATTENDANCE_PERIODS)[number];

/** Whether a New York date falls in the period; `today` closes a period without an end. */
export const inPeriod = (period: Pick<Period, 'from' | 'to'>, date: string | null, today: string): date is string =>
  date !== null && date >= period.from && date <= (period.to ?? today);

async function* rows(period: Period, now: Date): AsyncGenerator<XlsxRow> {
  const today = nyDate(now);
  const directory = await freshDirectory();
  const holdsDays = (events: readonly SummaryEvent[]) => scheduledDays(events).some((e) => inPeriod(period, e.start_date, today));
  for await (const { aggregate, hosts } of eachCohort(directory, (c) => holdsDays(c.summary.events))) {
    const cohort = cohortColumns(aggregate, directory);
    const people = peopleOf(aggregate);
    const madeUp = attendedElsewhere(aggregate, hosts);
    const guests = new Set(aggregate.makeups.map((m) => makeupKey(m.user_id, m.unit)));
    const days = inTeachingOrder(scheduledDays(aggregate.events)).filter((e) => inPeriod(period, e.start_date, today));
    for (const day of days) {
      const records = sheetOf(aggregate, day.unit_id)?.records ?? {};
      const marked = Object.entries(records)
        .filter(([, byDay]) => byDay[day.id] !== undefined)
        .map(([userId, byDay]) => {
          const id = Number(userId);
          const person = people.get(id);
          return { id, entry: byDay[day.id], first_name: person?.first_name ?? '', last_name: person?.last_name ?? '' };
        })
        .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name) || a.id - b.id);
      for (const { id, entry, first_name, last_name } of marked) {
        const key = makeupKey(id, day.unit_id);
        yield {
          ...cohort,
          unit: unitLabel(day.unit_id),
          day: day.day,
          date: day.start_date,
          user_id: id,
          last_name,
          first_name,
          attendance: MARK_WORDS[entry.attendance],
          independent: yesNo(entry.independent),
          // Whether an absence was made up elsewhere; a presence needs none.
          made_up: entry.attendance === '0' ? yesNo(madeUp.has(key)) : '',
          guest: yesNo(guests.has(key)),
        };
      }
    }
  }
}

function periodSource(period: Period): DataSetSource {
  return {
    name: period.dataSet,
    sheets: (now) => [{ name: `Attendance ${period.label}`, columns: ATTENDANCE_COLUMNS, rows: rows(period, now) }],
  };
}

const byFile = (file: Period['file']) => periodSource(ATTENDANCE_PERIODS.find((p) => p.file === file)!);

export const attendancePre2019 = byFile('pre-2019');
export const attendance2019To2020 = byFile('2019-2020');
export const attendance2021On = byFile('2021');
