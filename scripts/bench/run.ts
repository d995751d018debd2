/**
 * `npm run bench` (ARCHITECTURE §7; not part of `npm test`): Lambda bundle sizes, web chunk
 * sizes, then the local stack on a generated data set — the cohort directory's cold start, then
 * latency, DynamoDB calls and consumed capacity of every built route (and each of its samples),
 * then the users export of every account and the roster files of a 60-participant cohort (time
 * and peak memory, each file in a child process: users-export.ts, roster-files.ts) and the support
 * page's 200 MB upload straight to S3 (support-upload.ts), last the CSV import of 5,000 rows in
 * parts as the web sends them (csv-import.ts) — written to docs/bench.md with a short summary on
 * stdout.
 *
 * Settings (environment):
 *   BENCH_SCALE            small | medium | large (default) — see seeding.ts
 *   BENCH_COHORTS          overrides the cohort count of the scale
 *   BENCH_SEED_MINUTES     seeding time limit (default 10); the report says how far it got
 *   BENCH_ITERATIONS       measured calls per route (default 50), after BENCH_WARMUP (3)
 *   BENCH_SLOW_ITERATIONS  for routes slow by design, e.g. sign-in's scrypt (default 10)
 *   BENCH_FILE_RUNS        timed calls per roster file of the 60-participant cohort (default 20), after BENCH_WARMUP
 *   BENCH_FILE_MEMORY_RUNS memory runs per roster file, after the timed ones (default 5)
 *   BENCH_EXPORT_RUNS      timed calls of the users export of every account (default 3), after its first call
 *   BENCH_EXPORT_MEMORY_RUNS memory runs of the users export, after the timed ones (default 2)
 *   BENCH_IMPORT_ROWS      rows of the CSV import's file, sent in parts of 250 (default 5000)
 *   BENCH_BROWSER_RUNS     timed dashboard reloads in Chromium (default 5; browser.ts)
 *   BENCH_ONLY             comma list of parts: bundles,web,api,files,data-sets,import,browser (default all;
 *                          api, files, data-sets and import seed the local stack, any of the last
 *                          three alone skips the route measurements; data-sets writes each file of
 *                          the data-set jobs once; import is the CSV import)
 *   BENCH_REPORT           report path (default docs/bench.md)
 *   BENCH_PASSWORD         password of every generated account
 *   BENCH_LOG_LEVEL        handler log level (default warn)
 */
import './env.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { benchApi } from './api.ts';
import { bundleLambdas } from './bundles.ts';
import { measureDirectoryColdStart, measureWithHistory } from './directory.ts';

/** Issue 32: the directory's cold start also at this many times the cohorts. */
const DIRECTORY_GROWTH = 5;
import { measureRosterFiles } from './roster-files.ts';
import { measureSupportUpload } from './support-upload.ts';
import { measureCertificates } from './certificates.ts';
import { measureUsersExport } from './users-export.ts';
import { measureCsvImport } from './csv-import.ts';
import { handler as directorySnapshotJob } from '../../functions/jobs/directory-snapshot.ts';
import { ownPeakRss, peakRssOf } from './memory.ts';
import { measureDataSets } from './data-sets.ts';
import { measureDashboardReload } from './browser.ts';
import { delta, renderReport, summaryLines, type BenchReport } from './report.ts';
import { benchDataFromTable, createBenchAccounts, scaleFromEnv, seedForBench } from './seeding.ts';
import { measureWeb } from './web.ts';
import { checkJava, freePort } from '../local/emulators.ts';
import { createGateway } from '../local/gateway.ts';
import { startLocalRuntime, type LocalRuntime } from '../local/runtime.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PARTS = ['bundles', 'web', 'api', 'files', 'data-sets', 'import', 'browser'] as const;
type Part = (typeof PARTS)[number];

function positiveNumber(name: string, fallback: number, integer = true): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, not "${raw}"`);
  return value;
}

function settings() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of only)
    if (!PARTS.includes(part as Part)) throw new Error(`BENCH_ONLY parts are ${PARTS.join(', ')}; "${part}" is not one`);
  return {
    scale: scaleFromEnv(process.env),
    seedMinutes: positiveNumber('BENCH_SEED_MINUTES', 10, false),
    iterations: positiveNumber('BENCH_ITERATIONS', 50),
    slowIterations: positiveNumber('BENCH_SLOW_ITERATIONS', 10),
    fileRuns: positiveNumber('BENCH_FILE_RUNS', 20),
    fileMemoryRuns: positiveNumber('BENCH_FILE_MEMORY_RUNS', 5),
    exportRuns: positiveNumber('BENCH_EXPORT_RUNS', 3),
    exportMemoryRuns: positiveNumber('BENCH_EXPORT_MEMORY_RUNS', 2),
    importRows: positiveNumber('BENCH_IMPORT_ROWS', 5000),
    browserRuns: positiveNumber('BENCH_BROWSER_RUNS', 5),
    warmup: process.env.BENCH_WARMUP === '0' ? 0 : positiveNumber('BENCH_WARMUP', 3),
    only: only as Part[],
    reportPath: resolve(ROOT, process.env.BENCH_REPORT ?? 'docs/bench.md'),
    password: process.env.BENCH_PASSWORD ?? 'Bench!Portal#2026',
  };
}

const log = (line: string) => process.stdout.write(`${line}\n`);

async function measureDirectory(
  report: BenchReport,
  state: string,
  opts: { before?: () => Promise<unknown>; historyFactor?: number } = {},
): Promise<void> {
  try {
    await opts.before?.();
    log(`Measuring the cohort directory's cold start (${state})…`);
    const result = opts.historyFactor
      ? await measureWithHistory({ state, factor: opts.historyFactor })
      : await measureDirectoryColdStart({ state });
    (report.directory ??= []).push(result);
    const first = result.runs[0];
    log(
      `  ${result.cohorts} cohorts, ${result.sessions} sessions, snapshot ${(result.snapshotBytes / 2 ** 20).toFixed(2)} MiB gzip; ` +
        `first load ${first.loadMs.toFixed(0)} ms (${first.dynamo.calls} ddb calls) + view ${first.sessionsMs.toFixed(0)} ms, heap retained ${delta(first.heapRetainedMiB - first.heapBeforeMiB, 0)}`,
    );
  } catch (error) {
    (report.directoryErrors ??= []).push(`${state}: ${error instanceof Error ? error.message : String(error)}`);
    log(`  not measured: ${report.directoryErrors.at(-1)}`);
  }
}

let runtime: LocalRuntime | undefined;
/** The end of DynamoDB Local's stderr: its answer to an internal error is only "unknown error". */
let dynamoStderr = '';
const dynamoHint = () => {
  const found = /java\.lang\.\w*(Error|Exception)[^\n]*/.exec(dynamoStderr)?.[0];
  return found ? ` (DynamoDB Local: ${found.trim()})` : '';
};
let server: Server | undefined;
let workDir: string | undefined;

async function cleanup(): Promise<void> {
  const s = server;
  server = undefined;
  if (s) {
    s.closeAllConnections();
    await new Promise<void>((done) => s.close(() => done()));
  }
  const r = runtime;
  runtime = undefined;
  await r?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: stopping the emulators and removing the temporary folder…`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const s = settings();
  const wants = (part: Part) => s.only.length === 0 || s.only.includes(part);
  workDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const machineCpus = cpus();
  const report: BenchReport = {
    startedAt: new Date(started).toISOString(),
    durationSeconds: 0,
    machine: {
      cpus: machineCpus.length,
      cpuModel: machineCpus[0]?.model.trim() ?? 'unknown',
      memoryGiB: totalmem() / 2 ** 30,
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    settings: {
      iterations: s.iterations,
      slowIterations: s.slowIterations,
      warmup: s.warmup,
      seedMinutes: s.seedMinutes,
      only: s.only,
      fileRuns: s.fileRuns,
      fileMemoryRuns: s.fileMemoryRuns,
      exportRuns: s.exportRuns,
      exportMemoryRuns: s.exportMemoryRuns,
      importRows: s.importRows,
    },
    memory: {},
  };

  if (wants('bundles')) {
    log('Bundling the Lambda functions…');
    try {
      report.bundles = await bundleLambdas({ root: ROOT, outDir: join(workDir, 'lambdas'), log });
    } catch (error) {
      report.bundlesError = error instanceof Error ? error.message : String(error);
      log(`  failed: ${report.bundlesError}`);
    }
  }

  if (wants('web')) {
    log('Building the web app…');
    report.web = await measureWeb({ root: ROOT, outDir: join(workDir, 'web'), log });
    if (!report.web.ok) log(`  not measured: ${report.web.error}`);
  }

  // The browser part serves the web build the web part made.
  if (wants('browser') && !report.web?.ok) {
    log('Building the web app (for the browser part)…');
    report.web = await measureWeb({ root: ROOT, outDir: join(workDir, 'web'), log });
  }

  if (wants('api') || wants('files') || wants('data-sets') || wants('import') || wants('browser')) {
    try {
      checkJava();
      const port = await freePort();
      log(
        `Starting DynamoDB Local (in memory) and s3rver; seeding scale ${s.scale.name} (${s.scale.cohorts} cohorts, limit ${s.seedMinutes} min)…`,
      );
      runtime = await startLocalRuntime({ dataDir: join(workDir, 'data'), port, inMemory: true, log });
      runtime.dynamo.process.stderr?.on('data', (chunk: Buffer) => {
        dynamoStderr = (dynamoStderr + chunk.toString()).slice(-8000);
      });
      try {
        report.seed = await seedForBench({ scale: s.scale, password: s.password, limitMinutes: s.seedMinutes, log });
      } catch (error) {
        report.seedError = (error instanceof Error ? error.message : String(error)) + dynamoHint();
        throw error;
      }
      if (wants('api')) {
        await measureDirectory(report, 'as seeded');
        await measureDirectory(report, `${DIRECTORY_GROWTH}× the cohorts (history)`, { historyFactor: DIRECTORY_GROWTH });
      }
      const data = await benchDataFromTable(s.password, report.seed.options.today, await createBenchAccounts());
      server = createGateway({ webDir: join(workDir, report.web?.ok ? 'web' : 'no-web'), outboxDir: join(workDir, 'data/outbox') });
      await new Promise<void>((done, fail) => {
        server!.once('error', fail);
        server!.listen(port, '127.0.0.1', () => done());
      });
      if (wants('api')) {
        log(`Measuring the API routes (${s.iterations} calls each)…`);
        report.api = await benchApi({
          baseUrl: `http://127.0.0.1:${port}`,
          data,
          iterations: s.iterations,
          slowIterations: s.slowIterations,
          warmup: s.warmup,
          log,
        });
        // The API part's sign-ins added to the change feed: the snapshot job's run then gives the
        // cold start a Lambda meets on a live table.
        await measureDirectory(report, 'after the snapshot job', {
          before: () => {
            log('Running the directory-snapshot job…');
            return directorySnapshotJob();
          },
        });
      }
      if (wants('browser')) {
        log(`Measuring the first dashboard after a reload in Chromium (${s.browserRuns} reloads)…`);
        try {
          report.dashboardReload = await measureDashboardReload({
            baseUrl: `http://127.0.0.1:${port}`,
            username: 'manager',
            password: s.password,
            runs: s.browserRuns,
            log,
          });
        } catch (error) {
          report.dashboardReloadError = error instanceof Error ? error.message.split('\n')[0] : String(error);
          log(`  not measured: ${report.dashboardReloadError}`);
        }
      }
      if (wants('files')) {
        log(`Measuring the users export of every account (${s.exportRuns} calls + ${s.exportMemoryRuns} memory runs, in a child process)…`);
        try {
          report.usersExport = await measureUsersExport({
            baseUrl: `http://127.0.0.1:${port}`,
            password: s.password,
            runs: s.exportRuns,
            memoryRuns: s.exportMemoryRuns,
            log,
          });
        } catch (error) {
          report.usersExportError = (error instanceof Error ? error.message : String(error)) + dynamoHint();
          log(`  not measured: ${report.usersExportError}`);
        }
      }
      // Last: it adds a cohort to the table, which nothing measured before sees.
      if (wants('files')) {
        log(
          `Measuring the roster files of a 60-participant cohort (${s.fileRuns} calls + ${s.fileMemoryRuns} memory runs each, a child process per file)…`,
        );
        try {
          report.rosterFiles = await measureRosterFiles({
            baseUrl: `http://127.0.0.1:${port}`,
            data,
            warmup: s.warmup,
            runs: s.fileRuns,
            memoryRuns: s.fileMemoryRuns,
            log,
          });
        } catch (error) {
          report.rosterFilesError = (error instanceof Error ? error.message : String(error)) + dynamoHint();
          log(`  not measured: ${report.rosterFilesError}`);
        }
      }
      if (wants('files')) {
        log("Measuring the support page's 200 MB upload straight to S3…");
        try {
          report.supportUpload = await measureSupportUpload({ baseUrl: `http://127.0.0.1:${port}`, password: s.password, log });
        } catch (error) {
          report.supportUploadError = (error instanceof Error ? error.message : String(error)) + dynamoHint();
          log(`  not measured: ${report.supportUploadError}`);
        }
      }
      if (wants('files')) {
        log('Measuring 100 certificates in one request and the public verification page…');
        try {
          report.certificates = await measureCertificates({
            baseUrl: `http://127.0.0.1:${port}`,
            password: s.password,
            today: report.seed.options.today,
            cohortId: data.cohortId,
            log,
          });
        } catch (error) {
          report.certificatesError = (error instanceof Error ? error.message : String(error)) + dynamoHint();
          log(`  not measured: ${report.certificatesError}`);
        }
      }
      if (wants('data-sets')) {
        log('Writing the manager data sets of both jobs once (time, rows, bytes, RSS per file)…');
        try {
          report.dataSets = await measureDataSets({ log });
        } catch (error) {
          report.dataSetsError = (error instanceof Error ? error.message : String(error)) + dynamoHint();
          log(`  not measured: ${report.dataSetsError}`);
        }
      }
      // Last: it adds accounts to the table (and to the data sets and the users export above).
      if (wants('import')) {
        log(`Importing ${s.importRows.toLocaleString('en-US')} CSV rows in parts as the web sends them, then a whole file in one request…`);
        try {
          report.csvImport = await measureCsvImport({
            baseUrl: `http://127.0.0.1:${port}`,
            password: s.password,
            rows: s.importRows,
            courseId: data.courseId,
            log,
          });
        } catch (error) {
          report.csvImportError = (error instanceof Error ? error.message : String(error)) + dynamoHint();
          log(`  not measured: ${report.csvImportError}`);
        }
      }
    } catch (error) {
      report.apiError = report.seedError ?? (error instanceof Error ? error.message : String(error)) + dynamoHint();
      log(`  API not measured: ${report.apiError}`);
      if (wants('files') && !report.rosterFiles) report.rosterFilesError ??= report.apiError;
      if (wants('files') && !report.usersExport) report.usersExportError ??= report.apiError;
      if (wants('import') && !report.csvImport) report.csvImportError ??= report.apiError;
    } finally {
      report.memory.dynamoDbLocalPeakRssMiB = peakRssOf(runtime?.dynamo.process.pid);
      report.memory.s3rverPeakRssMiB = peakRssOf(runtime?.s3.process.pid);
    }
  }

  report.memory.benchPeakRssMiB = ownPeakRss();
  report.durationSeconds = (Date.now() - started) / 1000;
  await cleanup();
  mkdirSync(dirname(s.reportPath), { recursive: true });
  writeFileSync(s.reportPath, renderReport(report));
  log('');
  for (const line of summaryLines(report)) log(line);
  log(`Report: ${s.reportPath} (${(report.durationSeconds / 60).toFixed(1)} min)`);
}

main()
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    process.stderr.write(`npm run bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    await cleanup();
    process.exit(1);
  });
