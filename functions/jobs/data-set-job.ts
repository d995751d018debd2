/**
 * The run of a data-set job (nightly-reports, master-schedule): its data sets one after another
 * (one file in flight, so memory holds one writer), each failure logged and the others still
 * written (status 'partial'), rows, bytes and seconds logged per file.
 */
import type { DataSet, DataSetName } from '../../shared/reports.ts';
import { publishDataSet, type PublishedDataSet } from '../files/data-set-files.ts';
import { logger } from '../services/logger.ts';
import { DATA_SET_SOURCES, dataSetsOfJob } from './data-sets/index.ts';
import type { JobResult } from './jobs.ts';

export interface DataSetJobRun {
  result: JobResult;
  written: PublishedDataSet[];
  failed: Array<{ name: DataSetName; error: string }>;
  /** Data sets of the job that have no source yet. */
  missing: DataSetName[];
}

export async function runDataSetJob(
  job: DataSet['job'],
  opts: { now?: Date; onFile?: (file: PublishedDataSet) => void } = {},
): Promise<DataSetJobRun> {
  const now = opts.now ?? new Date();
  const written: PublishedDataSet[] = [];
  const failed: DataSetJobRun['failed'] = [];
  const missing: DataSetName[] = [];
  for (const name of dataSetsOfJob(job)) {
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
  return { result: { job, status, detail: parts.join('; ') }, written, failed, missing };
}
