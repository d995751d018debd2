/**
 * Cold start of the cohort directory (functions/data/cohorts/cohort-directory.ts) at the bench's scale:
 * what the dashboard and calendar Lambdas pay on their first request. In a fresh child process
 * (directory-child.ts: no code warmed up and none of the seed's garbage, as in a new Lambda), once
 * the environment points at the bench's emulators and a snapshot is in S3:
 * `resetCohortDirectory()` then `cohortDirectory({ since: nyDate() })` (S3 read, gunzip, the
 * snapshot's JSON line, the change-feed Query), then the first `sessions()` view (built on the
 * first list request), timed and with the memory they take; then the archive, as the first
 * request that may show an archived cohort loads it.
 *
 * run.ts measures the snapshot the seed wrote (scripts/seed/seed.ts, from the seeded items,
 * watermark at the end of the seed), the same organisation grown to 5× the cohorts by its history
 * (`measureWithHistory`), and the snapshot the job (functions/jobs/directory-snapshot.ts, as
 * scheduled twice a day) writes after the API part's sign-ins have added to the change feed.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { runInChild } from './child-process.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import {
  archiveKey,
  cohortDirectory,
  CohortDirectory,
  resetCohortDirectory,
  snapshotKey,
  writeDirectorySnapshot,
  type DirectoryCohort,
} from '../../functions/data/cohorts/cohort-directory.ts';
import { nyDate } from '../../shared/time.ts';
import { decodeDirectory } from '../../functions/data/cohorts/directory-codec.ts';
import { readObject } from '../../functions/data/table/storage.ts';
import { currentRequest, newDynamoMetrics, runWithRequestContext, type DynamoMetrics } from '../../functions/services/request-context.ts';

export interface DirectoryRun {
  /** resetCohortDirectory() → cohortDirectory({ since: nyDate() }) resolved: S3 read, gunzip, parse, change Query. */
  loadMs: number;
  /** The first sessions() view: every active cohort's sessions, sorted. */
  sessionsMs: number;
  /** Then the archived cohorts' facets (a filter choices or a facilitator's request): their S3 read and parse. */
  facetsMs: number;
  /** Then cohortDirectory(): the archive's S3 read and parse, once per Lambda (0 when nothing is archived). */
  archiveMs: number;
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
  /** The organisation grown this many times by its history (measureWithHistory); absent: as it is. */
  factor?: number;
  key: string;
  /** The snapshot object in S3 (gzip) and its text; the archive object (gzip). */
  snapshotBytes: number;
  snapshotJsonBytes: number;
  archiveBytes: number;
  /** Reading the snapshot alone, and decoding it alone (gunzip + its JSON line; measured apart from the runs). */
  s3ReadMs: number;
  parseMs: number;
  /** Active cohorts (loaded whole on a cold start) and archived ones (a facet each until the archive loads). */
  cohorts: number;
  archived: number;
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
): Promise<{ run: DirectoryRun; sizes: { cohorts: number; archived: number; sessions: number; logins: number } }> {
  resetCohortDirectory();
  gc?.();
  const before = process.memoryUsage();
  const started = performance.now();
  const { value: directory, dynamo } = await counted(() => cohortDirectory({ since: nyDate() }));
  const loaded = performance.now();
  const sessions = directory.sessions();
  const viewed = performance.now();
  const peak = process.memoryUsage();
  const sizes = {
    cohorts: directory.cohorts.size,
    archived: directory.archivedCount,
    sessions: sessions.length,
    logins: directory.logins.size,
  };
  gc?.();
  const retained = process.memoryUsage();
  const facetsStarted = performance.now();
  await cohortDirectory({ since: nyDate(), facets: true });
  const archiveStarted = performance.now();
  await cohortDirectory();
  const archiveMs = performance.now() - archiveStarted;
  const facetsMs = archiveStarted - facetsStarted;
  return {
    sizes,
    run: {
      loadMs: loaded - started,
      sessionsMs: viewed - loaded,
      facetsMs,
      archiveMs,
      dynamo: { calls: dynamo.calls, rcu: dynamo.readCapacity, ops: { ...dynamo.operations } },
      rssBeforeMiB: before.rss / MiB,
      rssAfterMiB: peak.rss / MiB,
      heapBeforeMiB: before.heapUsed / MiB,
      heapPeakMiB: peak.heapUsed / MiB,
      heapRetainedMiB: retained.heapUsed / MiB,
    },
  };
}

export interface DirectoryJob {
  state: string;
  runs?: number;
}

const CHILD = resolve(import.meta.dirname, 'directory-child.ts');
/**
 * Cold loads per state: the first pays the JIT warm-up; the others give the warm figure, whose
 * median the 5× ratio compares (two runs left it to noise: identical work read 0.85-1.33×).
 */
const RUNS = 7;

/** `runs` cold loads in a row in a fresh process: the first pays the JIT warm-up as a Lambda's first request does. */
export function measureDirectoryColdStart(job: DirectoryJob): Promise<DirectoryColdStart> {
  return runInChild<DirectoryJob, DirectoryColdStart>(CHILD, job, 10 * 60_000);
}

/** measureDirectoryColdStart's work, in the process it runs in (directory-child.ts). */
export async function measureColdStartHere(opts: DirectoryJob): Promise<DirectoryColdStart> {
  const gc = forceGc();
  const runs: DirectoryRun[] = [];
  let sizes = { cohorts: 0, archived: 0, sessions: 0, logins: 0 };
  for (let i = 0; i < (opts.runs ?? RUNS); i += 1) {
    const result = await coldRun(gc);
    runs.push(result.run);
    sizes = result.sizes;
  }
  const readStarted = performance.now();
  const bytes = await readObject(snapshotKey());
  const read = performance.now();
  if (!bytes) throw new Error(`no directory snapshot at ${snapshotKey()}`);
  decodeDirectory(bytes);
  const parsed = performance.now();
  return {
    state: opts.state,
    key: snapshotKey(),
    snapshotBytes: bytes.byteLength,
    snapshotJsonBytes: gunzipSync(bytes).byteLength,
    archiveBytes: (await readObject(archiveKey()))?.byteLength ?? 0,
    s3ReadMs: read - readStarted,
    parseMs: parsed - read,
    ...sizes,
    gc: gc !== undefined,
    runs,
  };
}

const YEARS_PER_GENERATION = 3;
/** Ids of the added generations start this far apart: no seed comes near. */
const ID_STEP = 10_000_000;

/** A date that many years earlier (29 February becomes the 28th). */
function yearsBefore(date: string, years: number): string {
  const shifted = `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
  return shifted.endsWith('-02-29') ? `${shifted.slice(0, 8)}28` : shifted;
}

/**
 * The organisation after `factor − 1` more generations of the same cohorts, each
 * YEARS_PER_GENERATION years before the last: how a real organisation grows to 5× the cohorts
 * (the active part stays the size of a year's teaching; the archive grows).
 */
export function withHistory(directory: CohortDirectory, factor: number): CohortDirectory {
  const today = nyDate();
  const grown = new CohortDirectory();
  Object.assign(grown.reference, directory.reference);
  grown.watermark = directory.watermark;
  for (const [user, at] of directory.logins) grown.logins.set(user, at);
  for (const cohort of directory.cohorts.values()) grown.cohorts.set(cohort.id, cohort);
  for (let generation = 1; generation < factor; generation += 1) {
    const offset = generation * ID_STEP;
    const years = generation * YEARS_PER_GENERATION;
    for (const cohort of directory.cohorts.values()) {
      const copy: DirectoryCohort = {
        ...cohort,
        id: cohort.id + offset,
        post_id: cohort.post_id + offset,
        summary: {
          ...cohort.summary,
          // A cohort that ran years ago had its days scheduled: an undated unit of today's takes the generation's June.
          events: cohort.summary.events.map((e) => ({
            ...e,
            id: e.id + offset,
            start_date: yearsBefore(e.start_date ?? `${today.slice(0, 4)}-06-01`, years),
            end_date: yearsBefore(e.end_date ?? e.start_date ?? `${today.slice(0, 4)}-06-01`, years),
          })),
        },
        recorded_events: cohort.recorded_events.map((id) => id + offset),
      };
      grown.cohorts.set(copy.id, copy);
    }
  }
  return grown;
}

/** The cold start with the organisation grown `factor` times by its history; the seeded snapshot is written back after. */
export async function measureWithHistory(opts: { state: string; factor: number; runs?: number }): Promise<DirectoryColdStart> {
  const seeded = await cohortDirectory({ fresh: true });
  await writeDirectorySnapshot(withHistory(seeded, opts.factor));
  try {
    return { ...(await measureDirectoryColdStart(opts)), factor: opts.factor };
  } finally {
    await writeDirectorySnapshot(seeded);
    resetCohortDirectory();
  }
}
