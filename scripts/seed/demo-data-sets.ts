/**
 * After a fresh demo seed, `npm start` writes the manager data sets once (both data-set jobs,
 * functions/jobs/data-set-job.ts), so that the Data Sets dialog's downloads work at once instead
 * of after the first midnight; one line per file. A failure is reported and the start goes on:
 * the jobs run again at their scheduled times.
 */
import { DATA_SETS } from '../../shared/reports/texts.ts';
import { runDataSetJob } from '../../functions/jobs/data-set-job.ts';
import type { PublishedDataSet } from '../../functions/files/data-set-files.ts';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

export const dataSetLine = (f: PublishedDataSet) =>
  `  ${DATA_SETS[f.name].title}: ${f.rows} rows, ${mib(f.bytes)}, ${f.seconds.toFixed(1)} s`;

export async function publishDemoDataSets(log: (line: string) => void): Promise<void> {
  log('Writing the manager data sets once (then nightly at midnight, the master schedule at 3 am, 11 am and 2 pm)…');
  for (const job of ['nightly-reports', 'master-schedule'] as const) {
    try {
      const run = await runDataSetJob(job, { onFile: (file) => log(dataSetLine(file)) });
      for (const f of run.failed) log(`  ${DATA_SETS[f.name].title}: failed (${f.error}); the ${job} job tries again at its next time.`);
      for (const name of run.missing) log(`  ${DATA_SETS[name].title}: not built yet.`);
    } catch (error) {
      log(`  The ${job} job failed (${error instanceof Error ? error.message : String(error)}); it runs again at its next time.`);
    }
  }
}
