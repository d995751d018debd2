/**
 * Lambda entry of the `nightly-reports` scheduled job (midnight New York, shared/schedules.ts):
 * writes every data set whose job it is (shared/reports.ts DATA_SETS, sources in data-sets/).
 */
import { runDataSetJob } from './data-set-job.ts';
import type { JobResult } from './jobs.ts';

export async function handler(): Promise<JobResult> {
  return (await runDataSetJob('nightly-reports')).result;
}
