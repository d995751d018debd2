/**
 * "Manager data sets at the bench's seed" (issue 16): each data set of both data-set jobs
 * (nightly-reports, master-schedule; shared/reports/texts.ts DATA_SETS, sources in
 * functions/jobs/data-sets/) published once against the bench's table, as the job's Lambda
 * does it: the sources read the directories and the cohorts, the xlsx streams to the files bucket
 * (s3rver), the pointer moves. Per file: time, rows, bytes and the bench process's RSS, sampled
 * (process.memoryUsage().rss every 20 ms) and read from VmHWM after resetting it, from the
 * file's start to its end. The first file of a run also pays the directories' cold load.
 */
import { DATA_SETS, type DataSet, type DataSetName } from '../../shared/reports/texts.ts';
import { publishDataSet } from '../../functions/files/data-set-files.ts';
import { DATA_SET_SOURCES, dataSetsOfJob } from '../../functions/jobs/data-sets/index.ts';
import { ownRss, resetPeakRss } from './memory.ts';

export interface DataSetMeasurement {
  job: DataSet['job'];
  name: DataSetName;
  title: string;
  seconds?: number;
  rows?: number;
  bytes?: number;
  rssStartMiB?: number;
  rssPeakMiB?: number;
  /** Not written: no source yet, or the error. */
  error?: string;
}

export interface DataSetsResult {
  files: DataSetMeasurement[];
  /** Of both jobs, one after the other. */
  totalSeconds: number;
}

const MiB = 2 ** 20;
const SAMPLE_MS = 20;

async function measureOne(job: DataSet['job'], name: DataSetName): Promise<DataSetMeasurement> {
  const base = { job, name, title: DATA_SETS[name].title };
  const source = DATA_SET_SOURCES[name];
  if (!source) return { ...base, error: 'no source yet' };
  resetPeakRss();
  const rssStart = process.memoryUsage().rss;
  let peak = rssStart;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_MS);
  try {
    const file = await publishDataSet(source);
    peak = Math.max(peak, process.memoryUsage().rss);
    const hwm = ownRss().peak;
    return {
      ...base,
      seconds: file.seconds,
      rows: file.rows,
      bytes: file.bytes,
      rssStartMiB: rssStart / MiB,
      rssPeakMiB: Math.max(peak / MiB, hwm ?? 0),
    };
  } catch (error) {
    return { ...base, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearInterval(sampler);
  }
}

export async function measureDataSets(opts: { log: (line: string) => void }): Promise<DataSetsResult> {
  const started = performance.now();
  const files: DataSetMeasurement[] = [];
  for (const job of ['nightly-reports', 'master-schedule'] as const) {
    for (const name of dataSetsOfJob(job)) {
      const m = await measureOne(job, name);
      files.push(m);
      opts.log(m.error ? `  ${m.title}: not written (${m.error})` : `  ${dataSetRowText(m).join('  ')}`);
    }
  }
  return { files, totalSeconds: (performance.now() - started) / 1000 };
}

function dataSetRowText(m: DataSetMeasurement): string[] {
  if (m.error) return [m.job, m.title, '–', '–', '–', '–', '–', m.error];
  return [
    m.job,
    m.title,
    `${m.seconds!.toFixed(2)} s`,
    m.rows!.toLocaleString('en-US'),
    `${(m.bytes! / MiB).toFixed(2)} MiB`,
    m.rssStartMiB === undefined ? '–' : `${m.rssStartMiB.toFixed(0)} MiB`,
    m.rssPeakMiB === undefined ? '–' : `${m.rssPeakMiB.toFixed(0)} MiB`,
    '',
  ];
}

export function dataSetsSection(result: DataSetsResult | undefined, error: string | undefined): string[] {
  if (!result && !error) return [];
  const out = ['## Manager data sets (the nightly-reports and master-schedule jobs)', ''];
  if (error) return [...out, `Not measured: ${error}`, ''];
  const r = result!;
  return [
    ...out,
    "Each data set of both jobs written once at this seed, in the bench process as the job Lambda writes it (scripts/bench/data-sets.ts): sources read the directories and cohorts, the xlsx streams to s3rver, the pointer moves. RSS of the bench process (gateway, handlers and directories included), sampled every 20 ms and from VmHWM; the first file of each job pays the directories' load.",
    '',
    '| job | file | time | rows | size | RSS at start | RSS peak | note |',
    '|---|---|--:|--:|--:|--:|--:|---|',
    ...r.files.map((m) => `| ${dataSetRowText(m).join(' | ')} |`),
    '',
    `Both jobs: ${r.totalSeconds.toFixed(1)} s.`,
    '',
  ];
}

export function dataSetsSummary(result: DataSetsResult | undefined, error: string | undefined): string[] {
  if (!result) return error ? [`data sets: not measured (${error})`] : [];
  return [
    `data sets (both jobs ${result.totalSeconds.toFixed(1)} s):`,
    ...result.files.map((m) =>
      m.error
        ? `  ${m.title}: not written (${m.error})`
        : `  ${m.title.padEnd(32)} ${m.seconds!.toFixed(2).padStart(7)} s  ${String(m.rows).padStart(8)} rows  ${(m.bytes! / MiB).toFixed(2).padStart(7)} MiB  RSS peak ${m.rssPeakMiB?.toFixed(0) ?? '–'} MiB`,
    ),
  ];
}
