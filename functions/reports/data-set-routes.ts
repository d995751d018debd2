/**
 * The Data Sets dialog's routes (spec 03 §2.12, §7): when each published file was written, and
 * their downloads (303 to the served file, 404 with REPORTS_TEXT.notGenerated before the first
 * run). The files are written by the nightly-reports and master-schedule jobs
 * (functions/files/data-set-files.ts).
 */
import { ATTENDANCE_PERIODS, type DataSetName } from '../../shared/reports/texts.ts';
import type { ReportDateAnswer } from '../../shared/reports/types.ts';
import type { GroupImplementations, RouteImplementation } from '../core/http.ts';
import { readReportFile } from '../data/content/report-files.ts';
import { nyDateTimeText, servedDataSetDownload } from '../files/data-set-files.ts';

export const reportDate: RouteImplementation<'GET /api/date-export-reports'> = async ({ query }): Promise<ReportDateAnswer> => {
  const file = await readReportFile(query.filename);
  return { filename: query.filename, date: file ? nyDateTimeText(file.written_at) : null, rows: file?.rows ?? null };
};

const download = (name: DataSetName) => () => servedDataSetDownload(name);

export const downloadAttendancePeriod: RouteImplementation<'GET /api/download-attendance-on-report/{file}'> = ({ params }) =>
  servedDataSetDownload(ATTENDANCE_PERIODS.find((p) => p.file === params.file)!.dataSet);

export const dataSetRoutes: GroupImplementations = {
  'GET /api/date-export-reports': reportDate,
  'GET /api/download-absent-report': download('absent-report'),
  'GET /api/download-graduation-report': download('graduation-report'),
  'GET /api/download-attendance-on-report/{file}': downloadAttendancePeriod,
  'GET /api/download-attendance-ext-report': download('attendance-ext'),
  'GET /api/download-user-account': download('user-accounts'),
  'GET /api/download-cohort-data': download('cohort-data'),
  'GET /api/download-master-schedule': download('master-schedule'),
  'GET /api/download-facilitator-schedule': download('facilitator-schedule'),
  'GET /api/download-certificates-created': download('certificates-created'),
};
