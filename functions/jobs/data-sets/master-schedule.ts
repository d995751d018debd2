/**
 * Master Schedule data set (spec 03 §2.12, §9: refreshed at 3 am, 11 am and 2 pm ET): one row per
 * session day of every cohort (days the cohort form removed left out), in date order (days with
 * no date yet last), with the staff assigned to that day.
 */
import type { DirectoryCohort } from '../../data/cohorts/cohort-directory.ts';
import type { SummaryEvent } from '../../data/cohorts/cohort-summary.ts';
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import type { DataSetSource } from '../../files/data-set-files.ts';
import { cohortNames, dataSetContext, meetingTypeName, names, sessionDays, staffOnDay, unitLabel, type DataSetContext } from './context.ts';

export const MASTER_SCHEDULE_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Date', key: 'date', width: 11 },
  { header: 'End Date', key: 'end_date', width: 11 },
  { header: 'Start Time', key: 'start_time', width: 8 },
  { header: 'End Time', key: 'end_time', width: 8 },
  { header: 'Cohort ID', key: 'cohort_id', width: 9 },
  { header: 'Cohort Name', key: 'cohort', width: 36 },
  { header: 'Course', key: 'course', width: 30 },
  { header: 'Unit', key: 'unit', width: 11 },
  { header: 'Day', key: 'day', width: 5 },
  { header: 'State', key: 'state', width: 7 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'Delivery Model', key: 'delivery_model', width: 20 },
  { header: 'Facilitator(s)', key: 'facilitators', width: 30 },
  { header: 'Co-Facilitator(s)', key: 'cofacilitators', width: 30 },
  { header: 'Webinar Producer', key: 'webinars', width: 26 },
  { header: 'Meeting Type', key: 'meeting_type', width: 16 },
];

/** A session day of a cohort. */
export interface ScheduledDay {
  cohort: DirectoryCohort;
  day: SummaryEvent;
}

/** Date, then start time, cohort id and teaching order; undated days last. */
export function byDate(a: ScheduledDay, b: ScheduledDay): number {
  const da = a.day.start_date ?? '9999-99-99';
  const db = b.day.start_date ?? '9999-99-99';
  if (da !== db) return da < db ? -1 : 1;
  const ta = a.day.start_time ?? '';
  const tb = b.day.start_time ?? '';
  if (ta !== tb) return ta < tb ? -1 : 1;
  return a.cohort.id - b.cohort.id;
}

/** Every session day of every cohort, in date order (references only: the rows are built as written). */
export function allSessionDays(context: DataSetContext): ScheduledDay[] {
  const days: ScheduledDay[] = [];
  for (const cohort of context.cohorts.cohorts.values()) for (const day of sessionDays(cohort)) days.push({ cohort, day });
  // Stable: the teaching order of sessionDays stays within a date.
  return days.sort(byDate);
}

/** The columns a session day shares with the facilitator schedule. */
export function dayColumns(context: DataSetContext, { cohort, day }: ScheduledDay): XlsxRow {
  const { course, state, delivery_model } = cohortNames(context, cohort);
  return {
    date: day.start_date,
    end_date: day.end_date ?? day.start_date,
    start_time: day.start_time,
    end_time: day.end_time,
    cohort_id: cohort.id,
    cohort: cohort.name,
    course,
    unit: unitLabel(day.unit_id),
    day: day.day,
    state,
    city: cohort.city,
    delivery_model,
    meeting_type: meetingTypeName(context, day.meeting_type),
  };
}

async function* rows(): AsyncGenerator<XlsxRow> {
  const context = await dataSetContext();
  for (const scheduled of allSessionDays(context)) {
    yield {
      ...dayColumns(context, scheduled),
      facilitators: names(staffOnDay(scheduled.cohort, 'facilitator', scheduled.day)),
      cofacilitators: names(staffOnDay(scheduled.cohort, 'cofacilitator', scheduled.day)),
      webinars: names(staffOnDay(scheduled.cohort, 'webinar', scheduled.day)),
    };
  }
}

export const masterSchedule: DataSetSource = {
  name: 'master-schedule',
  sheets: () => [{ name: 'Master Schedule', columns: MASTER_SCHEDULE_COLUMNS, rows: rows() }],
};
