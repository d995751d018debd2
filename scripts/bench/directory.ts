/**
 * Cold start of the cohort directory (functions/data/cohorts/cohort-directory.ts) at the bench's scale:
 * what the dashboard and calendar Lambdas pay on their first request. In the bench process, once
 * the environment points at the bench's emulators and a snapshot is in S3:
 * `resetCohortDirectory()` then `cohortDirectory()` (S3 read, gunzip, JSON parse, the change-feed
 * Query), then the first `sessions()` view (built on the first list request), timed and with
 * the memory they take. The handlers run in this process and share the module, so the directory
 * is warm again afterwards.
 *
 * run.ts measures two states: the snapshot the seed wrote (scripts/seed/seed.ts, from the seeded
 * items, watermark at the end of the seed), and the one the snapshot job
 * (functions/jobs/directory-snapshot.ts, as scheduled twice a day) writes after the API part's
 * sign-ins have added to the change feed.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { cohortDirectory, resetCohortDirectory, snapshotKey } from '../../functions/data/cohorts/cohort-directory.ts';
import { readObject } from '../../functions/data/table/storage.ts';
import { currentRequest, newDynamoMetrics, runWithRequestContext, type DynamoMetrics } from '../../functions/services/request-context.ts';

export interface DirectoryRun {
  /** resetCohortDirectory() → cohortDirectory() resolved: S3 read, gunzip, parse, change Query. */
  loadMs: number;
  /** The first sessions() view: every cohort's sessions, sorted. */
  sessionsMs: number;
  dynamo: { calls: number; rcu: number; ops: Record<string, number> };
  /** Process RSS before the load (after a GC) and right after load + view, MiB. */
  rssBeforeMiB: number;
  rssAfterMiB: number;
  /** V8 heap in use before (after a GC), right after load + view (garbage included: the peak), and after a GC holding the directory. */
  heapBeforeMiB: number;
  heapPeakMiB: number;
  heapRetainedMiB: number;
}

export interface DirectoryColdStart {
  /** Which snapshot the runs started from, e.g. 'as seeded'. */
  state: string;
  key: string;
  /** The snapshot object in S3 (gzip) and its JSON. */
  snapshotBytes: number;
  snapshotJsonBytes: number;
  /** Reading the object alone, and gunzip + JSON.parse alone (measured apart from the runs). */
  s3ReadMs: number;
  parseMs: number;
  cohorts: number;
  sessions: number;
  logins: number;
  /** Whether a GC could be forced between measurements (heap figures are rougher without). */
  gc: boolean;
  runs: DirectoryRun[];
}

const MiB = 2 ** 20;

function forceGc(): (() => void) | undefined {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; dynamo: DynamoMetrics }> {
  return runWithRequestContext('bench-directory', async () => {
    const metrics = currentRequest()?.dynamo ?? newDynamoMetrics();
    const value = await fn();
    return { value, dynamo: metrics };
  });
}

/**
 * One cold load. Its own function: a suspended async function keeps dead locals reachable, which
 * would count the previous run's directory in the next run's baseline.
 */
async function coldRun(
  gc: (() => void) | undefined,
): Promise<{ run: DirectoryRun; sizes: { cohorts: number; sessions: number; logins: number } }> {
  resetCohortDirectory();
  gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const { value: directory, dynamo } = await counted(() => cohortDirectory());
  const loaded = performance.now();
  const sessions = directory.sessions();
  const viewed = performance.now();
  const peak = process.memoryUsage();
  gc?.();
  const retained = process.memoryUsage();
  return {
    sizes: { cohorts: directory.cohorts.size, sessions: sessions.length, logins: directory.logins.size },
    run: {
      loadMs: loaded - started,
      sessionsMs: viewed - loaded,
      dynamo: { calls: dynamo.calls, rcu: dynamo.readCapacity, ops: { ...dynamo.operations } },
      rssBeforeMiB: before.rss / MiB,
      rssAfterMiB: peak.rss / MiB,
      heapBeforeMiB: before.heapUsed / MiB,
      heapPeakMiB: peak.heapUsed / MiB,
      heapRetainedMiB: retained.heapUsed / MiB,
    },
  };
}

/** `runs` cold loads in a row: the first pays module and JIT warm-up as a Lambda's first request does. */
export async function measureDirectoryColdStart(opts: { state: string; runs?: number }): Promise<DirectoryColdStart> {
  const gc = forceGc();
  const runs: DirectoryRun[] = [];
  let sizes = { cohorts: 0, sessions: 0, logins: 0 };
  for (let i = 0; i < (opts.runs ?? 3); i += 1) {
    const result = await coldRun(gc);
    runs.push(result.run);
    sizes = result.sizes;
  }
  const readStarted = performance.now();
  const bytes = await readObject(snapshotKey());
  const read = performance.now();
  if (!bytes) throw new Error(`no directory snapshot at ${snapshotKey()}`);
  const json = gunzipSync(bytes);
  JSON.parse(json.toString('utf8'));
  const parsed = performance.now();
  return {
    state: opts.state,
    key: snapshotKey(),
    snapshotBytes: bytes.byteLength,
    snapshotJsonBytes: json.byteLength,
    s3ReadMs: read - readStarted,
    parseMs: parsed - read,
    ...sizes,
    gc: gc !== undefined,
    runs,
  };
}
