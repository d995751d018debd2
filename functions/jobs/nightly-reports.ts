/**
 * Lambda entry of the `nightly-reports` scheduled job (midnight New York, shared/schedules.ts):
 * writes every data set whose job it is (shared/reports/texts.ts DATA_SETS, sources in data-sets/).
 */
import { dataSetJobHandler } from './data-set-job.ts';

export const handler = dataSetJobHandler('nightly-reports');
