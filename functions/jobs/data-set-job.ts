/**
 * The run of a data-set job (nightly-reports, master-schedule): its data sets one after another
 * (one file in flight, so memory holds one writer), each failure logged and the others still
 * written (status 'partial'), rows, bytes and seconds logged per file.
 *
 * In AWS each data set has a schedule of its own (cdk/lib/scheduled-jobs.ts), whose input names
 * it (`dataSet`): every file then has a whole Lambda run's 15 minutes, however many the job
 * writes. Without a name (the local scheduler, `npm start`) the job writes all of them.
 */
import { isDataSetName, type DataSet, type DataSetName } from '../../shared/reports/texts.ts';
import { publishDataSet, type PublishedDataSet } from '../files/data-set-files.ts';
import { logger } from '../services/logger.ts';
import { DATA_SET_SOURCES, dataSetsOfJob } from './data-sets/index.ts';
import { scheduledJob, type JobResult } from './jobs.ts';

export interface DataSetJobRun {
  result: JobResult;
  written: PublishedDataSet[];
  failed: Array<{ name: DataSetName; error: string }>;
  /** Data sets of the job that have no source yet. */
  missing: DataSetName[];
}

/** What a schedule passes: the data set to write (absent: all of the job's). */
export interface DataSetJobEvent {
  dataSet?: unknown;
}

/** The job's Lambda handler: one data set when the event names one of the job's, else all. */
export function dataSetJobHandler(job: DataSet['job']): (event?: DataSetJobEvent) => Promise<JobResult> {
  return scheduledJob(job, async (event?: DataSetJobEvent) => {
    const named = event?.dataSet;
    if (named === undefined) return (await runDataSetJob(job)).result;
    if (typeof named !== 'string' || !isDataSetName(named) || !dataSetsOfJob(job).includes(named)) {
      logger.error('data set not of this job', { job, dataSet: named });
      return { job, status: 'partial', detail: `unknown data set ${String(named)}` };
    }
    return (await runDataSetJob(job, { only: named })).result;
  });
}

export async function runDataSetJob(
  job: DataSet['job'],
  opts: { now?: Date; onFile?: (file: PublishedDataSet) => void; only?: DataSetName } = {},
): Promise<DataSetJobRun> {
  const now = opts.now ?? new Date();
  const written: PublishedDataSet[] = [];
  const failed: DataSetJobRun['failed'] = [];
  const missing: DataSetName[] = [];
  for (const name of dataSetsOfJob(job).filter((n) => !opts.only || n === opts.only)) {
    const source = DATA_SET_SOURCES[name];
    if (!source) {
      logger.warn('data set not built yet', { job, name });
      missing.push(name);
      continue;
    }
    try {
      const file = await publishDataSet(source, now);
      logger.info('data set written', { job, ...file, seconds: Number(file.seconds.toFixed(2)) });
      written.push(file);
      opts.onFile?.(file);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error('data set failed', { job, name, error: message });
      failed.push({ name, error: message });
    }
  }
  const parts = [
    written.map((f) => `${f.name} ${f.rows} rows ${f.bytes} bytes ${f.seconds.toFixed(1)} s`).join('; '),
    failed.length ? `failed: ${failed.map((f) => `${f.name} (${f.error})`).join('; ')}` : '',
    missing.length ? `not built: ${missing.join(', ')}` : '',
  ].filter(Boolean);
  const status: JobResult['status'] = failed.length || missing.length ? 'partial' : 'done';
  const rows = written.reduce((sum, file) => sum + file.rows, 0);
  const bytes = written.reduce((sum, file) => sum + file.bytes, 0);
  return { result: { job, status, detail: parts.join('; '), rows, bytes }, written, failed, missing };
}
