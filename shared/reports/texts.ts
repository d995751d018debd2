/**
 * The manager data sets (spec 03 §2.12, §9): the files the nightly jobs write and the Data Sets
 * dialog serves, with the texts of that dialog and of the facilitator utilization report.
 * One entry per published file; its `name` is the file's key in the bucket and the `filename`
 * of GET /api/date-export-reports.
 */
import type { RouteKey } from '../api/routes.ts';
import type { JobSchedule } from '../schedules.ts';

export interface DataSet {
  name: DataSetName;
  /** The report name: the downloaded file is `<title> <YYYY-MM-DD>.xlsx` (spec 03 §9). */
  title: string;
  /** The job that writes it. */
  job: Extract<JobSchedule['job'], 'nightly-reports' | 'master-schedule'>;
  /** The route that downloads the served file, with its path parameters: the server and the dialog both read it here. */
  download: { key: DataSetDownloadKey; params?: { file: AttendancePeriodFile } };
}

/** The routes that serve a data set's file (shared/reports/contract.ts). */
export type DataSetDownloadKey = Extract<
  RouteKey,
  `GET /api/download-${'user-account' | 'cohort-data' | 'master-schedule' | 'facilitator-schedule' | 'absent-report' | 'graduation-report' | 'attendance-on-report/{file}' | 'attendance-ext-report'}`
>;

export const DATA_SET_NAMES = [
  'user-accounts',
  'cohort-data',
  'master-schedule',
  'facilitator-schedule',
  'absent-report',
  'graduation-report',
  'attendance-pre-2019',
  'attendance-2019-2020',
  'attendance-2021-on',
  'attendance-ext',
] as const;

export type DataSetName = (typeof DATA_SET_NAMES)[number];

/**
 * The attendance data periods (spec 03 §9), by the `{file}` of
 * GET /api/download-attendance-on-report/{file}. Days are New York dates, both ends included;
 * `to` null: up to today. The middle period runs to Dec 2021 and is shown as 2019-2020, as the
 * spec says, so it overlaps the last one in 2021.
 */
export const ATTENDANCE_PERIODS = [
  { file: 'pre-2019', dataSet: 'attendance-pre-2019', label: 'pre-2019', from: '2016-05-01', to: '2018-12-31' },
  { file: '2019-2020', dataSet: 'attendance-2019-2020', label: '2019-2020', from: '2019-01-01', to: '2021-12-31' },
  { file: '2021', dataSet: 'attendance-2021-on', label: '2021 on', from: '2021-01-01', to: null },
] as const satisfies ReadonlyArray<{ file: string; dataSet: DataSetName; label: string; from: string; to: string | null }>;

export type AttendancePeriodFile = (typeof ATTENDANCE_PERIODS)[number]['file'];

/** A data set the nightly-reports job writes, served by the route `download`. */
const nightly = (name: DataSetName, title: string, download: DataSetDownloadKey | DataSet['download']): DataSet => ({
  name,
  title,
  job: 'nightly-reports',
  download: typeof download === 'string' ? { key: download } : download,
});

/** An attendance period's data set, served by the route with that period's `{file}` (ATTENDANCE_PERIODS). */
const attendancePeriod = (name: DataSetName, title: string): DataSet =>
  nightly(name, title, {
    key: 'GET /api/download-attendance-on-report/{file}',
    params: { file: ATTENDANCE_PERIODS.find((p) => p.dataSet === name)!.file },
  });

export const DATA_SETS: Readonly<Record<DataSetName, DataSet>> = {
  'user-accounts': nightly('user-accounts', 'User Accounts', 'GET /api/download-user-account'),
  'cohort-data': nightly('cohort-data', 'Cohort Data', 'GET /api/download-cohort-data'),
  'master-schedule': { ...nightly('master-schedule', 'Master Schedule', 'GET /api/download-master-schedule'), job: 'master-schedule' },
  'facilitator-schedule': nightly('facilitator-schedule', 'Facilitators Schedule', 'GET /api/download-facilitator-schedule'),
  'absent-report': nightly('absent-report', 'Absent Report', 'GET /api/download-absent-report'),
  'graduation-report': nightly('graduation-report', 'Graduation Report', 'GET /api/download-graduation-report'),
  'attendance-pre-2019': attendancePeriod('attendance-pre-2019', 'Attendance May 2016 - Dec 2018'),
  'attendance-2019-2020': attendancePeriod('attendance-2019-2020', 'Attendance 2019-2020'),
  'attendance-2021-on': attendancePeriod('attendance-2021-on', 'Attendance 2021 on'),
  'attendance-ext': nightly('attendance-ext', 'Ext Attendance Details', 'GET /api/download-attendance-ext-report'),
};

/** The data set a download route serves (with the attendance period's `{file}`). */
export function dataSetOfDownload(key: DataSetDownloadKey, file?: string): DataSetName | undefined {
  return DATA_SET_NAMES.find((name) => DATA_SETS[name].download.key === key && DATA_SETS[name].download.params?.file === file);
}

export const isDataSetName = (text: string): text is DataSetName => (DATA_SET_NAMES as readonly string[]).includes(text);

/** Facilitator utilization (spec 03 §2.12, §5, §9): months July to June, unit filter 1 to 12. */
export const UTILIZATION_MONTHS = ['jul', 'aug', 'sep', 'oct', 'nov', 'dec', 'jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
export type UtilizationMonth = (typeof UTILIZATION_MONTHS)[number];
export const UTILIZATION_UNITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Whose days count: as facilitator, as co-facilitator, or both (the default). */
export const UTILIZATION_SCHEDULES = ['both', 'facilitator', 'cofacilitator'] as const;
export type UtilizationSchedule = (typeof UTILIZATION_SCHEDULES)[number];
/**
 * Not in the spec: rows per page of each utilization table (`per_page` of
 * GET /api/get_facilitator_utilization; docs/decisions/reports.md "Facilitator utilization: one
 * page of each table").
 */
export const UTILIZATION_PAGE = { perPage: 50, maxPerPage: 100 } as const;

/** User search in the reports' dialogs (spec 03 §5, §9). */
export const REPORT_USER_SEARCH_MIN_CHARS = 3;

export const REPORTS_TEXT = {
  /** A data set whose job has not written it yet: the download answers 404 with this. */
  notGenerated: 'This file has not been generated yet: the data sets are written every night at midnight (Eastern).',
  /** The date line of a file not written yet. */
  noDate: 'Not generated yet',
  /** Not in the spec: the line under Certificates Created, which GET /api/export_certificate writes on request. */
  certificatesOnRequest: 'Every certificate as of now, written when you download it',
  unknownFile: 'There is no such report.',
  cohortRequired: 'Please type a cohort name and press Enter.',
  cohortNotFound: 'Cohort not found',
  /** Not in the spec: the notice above the days whose attendance was never saved. */
  missingAttendance: (days: number) =>
    `Attendance has not been saved for ${days} past day${days === 1 ? '' : 's'} of this cohort: ask the facilitators below to save it.`,
  userNotFound: 'User not found',
  invalidFilters: 'The filters could not be read.',
} as const;
