/**
 * Cohort Data data set (spec 03 §2.12): one row per cohort of the cohort directory, in id order:
 * what it is, where, its first and last session days, how many participants and staff, and its
 * status on the run's New York day.
 */
import { nyDate } from '../../../shared/time.ts';
import type { DirectoryCohort } from '../../data/cohorts/cohort-directory.ts';
import type { StaffType } from '../../data/cohorts/cohorts.ts';
import type { XlsxColumn, XlsxRow } from '../../files/xlsx.ts';
import { nyDateTimeText, type DataSetSource } from '../../files/data-set-files.ts';
import { cohortNames, dataSetContext, personName, sessionDays } from './context.ts';

export const COHORT_DATA_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Cohort ID', key: 'id', width: 9 },
  { header: 'Cohort Name', key: 'name', width: 36 },
  { header: 'Course', key: 'course', width: 30 },
  { header: 'State', key: 'state', width: 7 },
  { header: 'Delivery Model', key: 'delivery_model', width: 20 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'District', key: 'district', width: 28 },
  { header: 'Contract', key: 'contract', width: 16 },
  { header: 'Start Date', key: 'start_date', width: 11 },
  { header: 'End Date', key: 'end_date', width: 11 },
  { header: 'Session Days', key: 'days', width: 8 },
  { header: 'Participants', key: 'participants', width: 8 },
  { header: 'Facilitators', key: 'facilitators', width: 8 },
  { header: 'Co-Facilitators', key: 'cofacilitators', width: 8 },
  { header: 'Webinar Producers', key: 'webinars', width: 8 },
  { header: 'ALP Coaches', key: 'alp_coaches', width: 8 },
  { header: 'Quality', key: 'quality', width: 8 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Internal', key: 'internal', width: 9 },
  { header: 'Divide Units', key: 'divide_units', width: 9 },
  { header: 'Created', key: 'created_at', width: 17 },
  { header: 'Created By', key: 'created_by', width: 20 },
  { header: 'Updated', key: 'updated_at', width: 17 },
  { header: 'Updated By', key: 'updated_by', width: 20 },
];

/** The status words of the file (docs/decisions/reports.md, data sets). */
export const COHORT_STATUS = {
  forceEnded: 'Force Ended',
  notScheduled: 'Not Scheduled',
  upcoming: 'Upcoming',
  inProgress: 'In Progress',
  ended: 'Ended',
} as const;

/** The cohort's first and last session days (YYYY-MM-DD), its count of days, and its status on `today`. */
export function cohortSchedule(cohort: DirectoryCohort, today: string) {
  const days = sessionDays(cohort);
  const starts = days.map((d) => d.start_date).filter((d): d is string => d !== null);
  const ends = days.map((d) => d.end_date ?? d.start_date).filter((d): d is string => d !== null);
  const start = starts.length ? starts.reduce((a, b) => (a < b ? a : b)) : (cohort.start_date?.slice(0, 10) ?? null);
  const end = ends.length ? ends.reduce((a, b) => (a > b ? a : b)) : (cohort.end_date?.slice(0, 10) ?? null);
  const status = cohort.force_end
    ? COHORT_STATUS.forceEnded
    : starts.length === 0
      ? COHORT_STATUS.notScheduled
      : start! > today
        ? COHORT_STATUS.upcoming
        : end! < today
          ? COHORT_STATUS.ended
          : COHORT_STATUS.inProgress;
  return { start, end, days: days.length, status };
}

const staffCount = (cohort: DirectoryCohort, type: StaffType) =>
  new Set(cohort.summary.staff.filter((s) => s.staff_type === type).map((s) => s.user_id)).size;

async function* rows(now: Date): AsyncGenerator<XlsxRow> {
  const context = await dataSetContext();
  const today = nyDate(now);
  const ids = [...context.cohorts.cohorts.keys()].sort((a, b) => a - b);
  for (const id of ids) {
    const cohort = context.cohorts.cohorts.get(id);
    if (!cohort) continue;
    const schedule = cohortSchedule(cohort, today);
    yield {
      id: cohort.id,
      name: cohort.name,
      ...cohortNames(context, cohort),
      city: cohort.city,
      contract: cohort.contract,
      start_date: schedule.start,
      end_date: schedule.end,
      days: schedule.days,
      participants: cohort.summary.members.length,
      facilitators: staffCount(cohort, 'facilitator'),
      cofacilitators: staffCount(cohort, 'cofacilitator'),
      webinars: staffCount(cohort, 'webinar'),
      alp_coaches: staffCount(cohort, 'alp_coach'),
      quality: staffCount(cohort, 'quality'),
      status: schedule.status,
      internal: cohort.is_internal ? 'Yes' : 'No',
      divide_units: cohort.divide_units ? 'Yes' : 'No',
      created_at: nyDateTimeText(cohort.created_at),
      created_by: personName(context, cohort.created_by),
      updated_at: nyDateTimeText(cohort.updated_at),
      updated_by: personName(context, cohort.updated_by),
    };
  }
}

export const cohortData: DataSetSource = {
  name: 'cohort-data',
  sheets: (now) => [{ name: 'Cohort Data', columns: COHORT_DATA_COLUMNS, rows: rows(now) }],
};
