/**
 * Time and peak memory of a file route (a Lambda that writes a PDF or xlsx, uploads it to the
 * files bucket and answers 303 to a presigned link), each file in a fresh child process of its
 * own (file-measure-child.ts) so that the child's RSS high-water mark belongs to that file alone.
 *
 * The child imports the Lambda handler of the route's group and calls it with the API Gateway
 * event the local gateway builds and a signed-in token: the first (cold) call, warm-up calls,
 * timed calls, then memory runs (a forced GC, the RSS high-water mark reset, one call under v8's
 * GCProfiler). Used by roster-files.ts (the roster's files of a 60-participant cohort) and
 * users-export.ts (the users export of every account).
 */
import { runInChild } from './child-process.ts';
import { resolve } from 'node:path';
import { matchRoute } from '../../shared/api/match.ts';
import { ROUTE_BY_KEY, type RouteKey } from '../../shared/api/routes.ts';
import type { RouteGroup } from '../../shared/api/route-group.ts';
import { percentile, summarize, type Summary } from './stats.ts';

/** A route's path with its parameters filled. */
export function routePath(key: RouteKey, params: Record<string, string | number>): string {
  const route = ROUTE_BY_KEY.get(key);
  if (!route) throw new Error(`no route ${key}`);
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`no value for {${name}} of ${key}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** The route group whose Lambda answers a GET of `path` (query string allowed). */
export function groupOfPath(path: string): RouteGroup {
  const match = matchRoute('GET', new URL(path, 'http://127.0.0.1').pathname);
  if (!match) throw new Error(`no route matches GET ${path}`);
  return match.route.group;
}

export interface FileJob {
  /** Shown in the report. */
  name: string;
  /** Path and query of the GET. */
  path: string;
  /** The file's first bytes: `%PDF-` or a zip's `PK`. */
  format: 'pdf' | 'xlsx';
  /** §7's time budget (ms, compared with p95), where there is one. */
  budgetMs?: number;
  /** §7's memory budget (MiB, compared with the heap peak), where there is one. */
  peakBudgetMiB?: number;
  /** xlsx: the rows its first sheet must have (header included); the child counts them. */
  expectedRows?: number;
}

/** What the parent sends a child (file-measure-child.ts). */
export interface ChildJob {
  /** The route group whose handler the child imports (`functions/<group>/handler.ts`): the one that answers `path`. */
  group: RouteGroup;
  path: string;
  format: FileJob['format'];
  token: string;
  /** Calls before the timed ones, the first (cold) one included; at least that one is made. */
  warmup: number;
  runs: number;
  memoryRuns: number;
  /** xlsx: count the rows of the first sheet of the downloaded file. */
  countRows?: boolean;
}

/** One memory run of a child: a GC, then one call. */
export interface MemoryRun {
  /** V8 heap in use after a forced GC, before the call. */
  heapBeforeMiB: number;
  /** The most the heap held during the call: just before each GC it ran, and at its end. */
  heapPeakMiB: number;
  /** After the call and a forced GC. */
  heapAfterMiB: number;
  /** The most memory outside the heap that V8 knew of (Buffers, ArrayBuffers: zip and upload chunks), sampled like the heap. */
  externalPeakMiB?: number;
  /** VmRSS when the call started (after the high-water mark was reset to it) and VmHWM at its end; undefined where /proc cannot tell. */
  rssStartMiB?: number;
  rssPeakMiB?: number;
}

/** What a child answers. */
export interface ChildResult {
  /** The first call of the fresh process (module JIT, font embedding, directory load…), not in `ms`. */
  firstMs: number;
  /** The timed calls after the warm-up. */
  ms: number[];
  statuses: Record<number, number>;
  /** DynamoDB round trips of each timed call (x-portal-dynamodb). */
  calls: number[];
  ops: Record<string, number>;
  memory: MemoryRun[];
  /** RSS once the handler module is loaded, before any call; and the process's high-water mark over its life. */
  rssLoadedMiB?: number;
  rssLifetimePeakMiB?: number;
  /** The last call's file, downloaded through its 303 link after the runs (untimed). */
  fileBytes?: number;
  fileOk: boolean;
  /** Rows of its first sheet (header included), when asked. */
  fileRows?: number;
}

export interface FileMeasurement {
  name: string;
  path: string;
  group: RouteGroup;
  budgetMs?: number;
  peakBudgetMiB?: number;
  iterations: number;
  firstMs: number;
  latency: Summary;
  statuses: Record<number, number>;
  calls: Summary;
  ops: Record<string, number>;
  fileBytes?: number;
  fileOk: boolean;
  fileRows?: number;
  expectedRows?: number;
  memoryRuns: number;
  /** Median before and after, the largest peak, over the memory runs. */
  heapBeforeMiB: number;
  heapPeakMiB: number;
  heapAfterMiB: number;
  externalPeakMiB?: number;
  rssLoadedMiB?: number;
  rssPeakMiB?: number;
  /** The most the RSS grew within one memory run (VmHWM − VmRSS at its start). */
  rssRunGrowthMiB?: number;
}

interface GcSample {
  beforeGC: { heapStatistics: { usedHeapSize: number; externalMemory?: number } };
}

/** The largest heap in use during a call: before any GC it ran (the heap only shrinks at a GC) or at its end. */
export function heapPeak(endUsedBytes: number, gcs: readonly GcSample[]): number {
  return gcs.reduce((max, gc) => Math.max(max, gc.beforeGC.heapStatistics.usedHeapSize), endUsedBytes);
}

/** The same for the memory outside the heap (sampled at the same moments: a lower bound of its peak). */
export function externalPeak(endExternalBytes: number, gcs: readonly GcSample[]): number {
  return gcs.reduce((max, gc) => Math.max(max, gc.beforeGC.heapStatistics.externalMemory ?? 0), endExternalBytes);
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const maxOf = (values: ReadonlyArray<number | undefined>) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? Math.max(...known) : undefined;
};

export function measurementOfChild(job: FileJob, r: ChildResult): FileMeasurement {
  const growth = r.memory.map((m) =>
    m.rssPeakMiB !== undefined && m.rssStartMiB !== undefined ? m.rssPeakMiB - m.rssStartMiB : undefined,
  );
  return {
    name: job.name,
    path: job.path,
    group: groupOfPath(job.path),
    ...(job.budgetMs !== undefined ? { budgetMs: job.budgetMs } : {}),
    ...(job.peakBudgetMiB !== undefined ? { peakBudgetMiB: job.peakBudgetMiB } : {}),
    iterations: r.ms.length,
    firstMs: r.firstMs,
    latency: summarize(r.ms),
    statuses: r.statuses,
    calls: summarize(r.calls),
    ops: r.ops,
    fileBytes: r.fileBytes,
    fileOk: r.fileOk,
    ...(r.fileRows !== undefined ? { fileRows: r.fileRows } : {}),
    ...(job.expectedRows !== undefined ? { expectedRows: job.expectedRows } : {}),
    memoryRuns: r.memory.length,
    heapBeforeMiB: median(r.memory.map((m) => m.heapBeforeMiB)),
    heapPeakMiB: Math.max(...r.memory.map((m) => m.heapPeakMiB)),
    heapAfterMiB: median(r.memory.map((m) => m.heapAfterMiB)),
    externalPeakMiB: maxOf(r.memory.map((m) => m.externalPeakMiB)),
    rssLoadedMiB: r.rssLoadedMiB,
    rssPeakMiB: maxOf([r.rssLifetimePeakMiB, ...r.memory.map((m) => m.rssPeakMiB)]),
    rssRunGrowthMiB: maxOf(growth),
  };
}

/**
 * Whether a measurement keeps its budgets: every call answered 303, the file behind the link is
 * real (and has the rows expected), p95 within the time budget and the heap peak within the
 * memory budget where there are ones.
 */
export function fileVerdict(
  m: Pick<FileMeasurement, 'budgetMs' | 'peakBudgetMiB' | 'latency' | 'heapPeakMiB' | 'statuses' | 'fileOk' | 'fileRows' | 'expectedRows'>,
): { ok: boolean; text: string } {
  const problems: string[] = [];
  const bad = Object.keys(m.statuses)
    .map(Number)
    .filter((s) => s !== 303);
  if (bad.length) problems.push(`answered ${bad.join('/')}`);
  if (!m.fileOk) problems.push('the file did not download as expected');
  if (m.expectedRows !== undefined && m.fileRows !== m.expectedRows)
    problems.push(`${m.fileRows ?? 'no'} rows in the file, ${m.expectedRows} expected`);
  if (m.budgetMs !== undefined && m.latency.p95 > m.budgetMs) problems.push(`p95 ${m.latency.p95.toFixed(0)} ms > ${m.budgetMs}`);
  if (m.peakBudgetMiB !== undefined && !(m.heapPeakMiB <= m.peakBudgetMiB))
    problems.push(`heap peak ${m.heapPeakMiB.toFixed(0)} MiB > ${m.peakBudgetMiB}`);
  if (problems.length) return { ok: false, text: `**over**: ${problems.join('; ')}` };
  const budgets = [
    m.budgetMs !== undefined ? `≤ ${m.budgetMs} ms` : undefined,
    m.peakBudgetMiB !== undefined ? `heap peak ≤ ${m.peakBudgetMiB} MiB` : undefined,
  ].filter(Boolean);
  return { ok: true, text: budgets.length ? `ok (${budgets.join(', ')})` : 'ok (no §7 budget)' };
}

const CHILD = resolve(import.meta.dirname, 'file-measure-child.ts');

export interface FileRunOptions {
  token: string;
  warmup: number;
  runs: number;
  memoryRuns: number;
  log: (line: string) => void;
  /** Per child; default 10 minutes. */
  timeoutMs?: number;
}

/** Measures each job in a child of its own, one after the other; a job that fails is listed, not thrown. */
export async function measureFileJobs(
  jobs: readonly FileJob[],
  opts: FileRunOptions,
): Promise<{ measurements: FileMeasurement[]; errors: Array<{ name: string; error: string }> }> {
  const measurements: FileMeasurement[] = [];
  const errors: Array<{ name: string; error: string }> = [];
  for (const job of jobs) {
    try {
      const childJob: ChildJob = {
        group: groupOfPath(job.path),
        path: job.path,
        format: job.format,
        token: opts.token,
        warmup: opts.warmup,
        runs: opts.runs,
        memoryRuns: opts.memoryRuns,
        ...(job.expectedRows !== undefined ? { countRows: true } : {}),
      };
      const m = measurementOfChild(job, await runInChild<ChildJob, ChildResult>(CHILD, childJob, opts.timeoutMs ?? 600_000));
      measurements.push(m);
      opts.log(
        `  ${job.name.padEnd(38)} first ${m.firstMs.toFixed(0)} ms, p50 ${m.latency.p50.toFixed(1)} ms  p95 ${m.latency.p95.toFixed(1)} ms; ` +
          `heap peak ${m.heapPeakMiB.toFixed(1)} MiB, RSS peak ${m.rssPeakMiB?.toFixed(0) ?? '–'} MiB; ${fileVerdict(m).text}`,
      );
    } catch (error) {
      errors.push({ name: job.name, error: error instanceof Error ? error.message : String(error) });
      opts.log(`  ${job.name}: not measured: ${errors.at(-1)!.error}`);
    }
  }
  return { measurements, errors };
}
