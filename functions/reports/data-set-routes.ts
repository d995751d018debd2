/**
 * The Data Sets dialog's routes (spec 03 §2.12, §7): when each published file was written, and
 * their downloads (303 to the served file, 404 with REPORTS_TEXT.notGenerated before the first
 * run). The files are written by the nightly-reports and master-schedule jobs
 * (functions/files/data-set-files.ts).
 */
import { DATA_SET_NAMES, DATA_SETS, REPORTS_TEXT, dataSetOfDownload, type DataSetDownloadKey } from '../../shared/reports/texts.ts';
import type { ReportDateAnswer } from '../../shared/reports/types.ts';
import { httpError } from '../core/errors.ts';
import type { GroupImplementations, RouteImplementation } from '../core/http.ts';
import { readReportFile } from '../data/content/report-files.ts';
import { nyDateTimeText, servedDataSetDownload } from '../files/data-set-files.ts';

export const reportDate: RouteImplementation<'GET /api/date-export-reports'> = async ({ query }): Promise<ReportDateAnswer> => {
  const file = await readReportFile(query.filename);
  return { filename: query.filename, date: file ? nyDateTimeText(file.written_at) : null, rows: file?.rows ?? null };
};

/** A download route of DATA_SETS: the data set it serves, by the route and its `{file}`. */
const download =
  (key: DataSetDownloadKey): RouteImplementation =>
  ({ params }) => {
    const name = dataSetOfDownload(key, 'file' in params ? params.file : undefined);
    if (!name) throw httpError(404, REPORTS_TEXT.unknownFile);
    return servedDataSetDownload(name);
  };

export const dataSetRoutes: GroupImplementations<'reports'> = {
  'GET /api/date-export-reports': reportDate,
  ...Object.fromEntries(DATA_SET_NAMES.map((name) => [DATA_SETS[name].download.key, download(DATA_SETS[name].download.key)])),
};
