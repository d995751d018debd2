import { describe, expect, it } from 'vitest';
import { ROUTE_BY_KEY, ROUTES } from '../../shared/api/routes.ts';
import type { RouteMeasurement } from './api.ts';
import type { DirectoryColdStart } from './directory.ts';
import type { FileMeasurement } from './file-measure.ts';
import {
  apiRow,
  delta,
  renderReport,
  rosterFileRow,
  summaryLines,
  table,
  targetNotes,
  usersExportRow,
  type BenchReport,
} from './report.ts';
import type { RosterFilesResult } from './roster-files.ts';
import type { UsersExportResult } from './users-export.ts';
import { SCALES } from './seeding.ts';
import { summarize } from './stats.ts';

const keepalive: RouteMeasurement = {
  key: 'GET /api/keepalive',
  group: 'auth',
  method: 'GET',
  as: 'senior.admin',
  iterations: 50,
  slow: false,
  statuses: { 200: 50 },
  latency: summarize(Array.from({ length: 50 }, (_, i) => i + 1)),
  calls: summarize(Array(50).fill(1)),
  roundTrips: summarize(Array(50).fill(1)),
  rcu: summarize(Array(50).fill(0.5)),
  wcu: summarize(Array(50).fill(0)),
  bytes: summarize(Array(50).fill(2048)),
  wireBytes: summarize(Array(50).fill(512)),
  ops: { GetItem: 50 },
  missingMetrics: 0,
};

const directory: DirectoryColdStart = {
  state: 'as seeded',
  key: 'directory/portal/cohort-directory.json.gz',
  snapshotBytes: 12.5 * 2 ** 20,
  snapshotJsonBytes: 80 * 2 ** 20,
  archiveBytes: 0,
  s3ReadMs: 40,
  parseMs: 600,
  cohorts: 5000,
  archived: 0,
  sessions: 45000,
  logins: 120,
  gc: true,
  runs: [
    {
      loadMs: 900,
      sessionsMs: 120,
      facetsMs: 0,
      archiveMs: 0,
      dynamo: { calls: 1, rcu: 0.5, ops: { Query: 1 } },
      rssBeforeMiB: 400,
      rssAfterMiB: 900,
      heapBeforeMiB: 100,
      heapPeakMiB: 600,
      heapRetainedMiB: 350,
    },
    {
      loadMs: 700,
      sessionsMs: 80,
      facetsMs: 0,
      archiveMs: 0,
      dynamo: { calls: 1, rcu: 0.5, ops: { Query: 1 } },
      rssBeforeMiB: 800,
      rssAfterMiB: 950,
      heapBeforeMiB: 110,
      heapPeakMiB: 610,
      heapRetainedMiB: 360,
    },
  ],
};

const signIn: FileMeasurement = {
  name: 'sign-in sheet PDF, first names first',
  path: '/api/sing_in_file/900001/900000014/false/false',
  group: 'roster-reports',
  budgetMs: 300,
  iterations: 20,
  firstMs: 212.4,
  latency: summarize(Array.from({ length: 20 }, (_, i) => 40 + i)),
  statuses: { 303: 20 },
  calls: summarize(Array(20).fill(2)),
  ops: { GetItem: 20, Query: 20 },
  fileBytes: 6860,
  fileOk: true,
  memoryRuns: 5,
  heapBeforeMiB: 26.7,
  heapPeakMiB: 37.6,
  heapAfterMiB: 26.8,
  rssLoadedMiB: 144.2,
  rssPeakMiB: 164.4,
  rssRunGrowthMiB: 1.1,
};

const rosterFiles: RosterFilesResult = {
  cohortId: 900_001,
  cohortName: 'PA Harrisburg EDP 2025 #900001',
  participants: 60,
  units: 8,
  pastUnits: 7,
  attendanceRecords: 900,
  unit: '7',
  eventId: 900_000_014,
  templateCohortId: 1,
  warmup: 3,
  runs: 20,
  memoryRuns: 5,
  as: 'senior.admin',
  measurements: [signIn, { ...signIn, name: 'attendance report xlsx', budgetMs: undefined, latency: summarize([350]) }],
  errors: [{ name: 'unit roster xlsx', error: 'no answer within 600 s' }],
};

const usersExport: UsersExportResult = {
  accounts: 100_060,
  warmup: 1,
  runs: 3,
  memoryRuns: 2,
  as: 'senior.admin',
  measurement: {
    name: 'users export xlsx, every account',
    path: '/api/export-csv?filter=%7B%7D&filterDiagnosticsUsers=3',
    group: 'users',
    peakBudgetMiB: 256,
    iterations: 3,
    firstMs: 9120.4,
    latency: summarize([6100, 6300, 6500]),
    statuses: { 303: 3 },
    calls: summarize([3, 3, 3]),
    ops: { GetItem: 3, Query: 6 },
    fileBytes: 15.5 * 2 ** 20,
    fileOk: true,
    fileRows: 100_061,
    expectedRows: 100_061,
    memoryRuns: 2,
    heapBeforeMiB: 180.2,
    heapPeakMiB: 231.4,
    heapAfterMiB: 181,
    externalPeakMiB: 21.3,
    rssLoadedMiB: 150,
    rssPeakMiB: 612,
    rssRunGrowthMiB: 0.4,
  },
};

const counts = (n: number) => ({ users: 40 * n, cohorts: n, events: 10 * n, attendance: 100 * n, members: 20 * n, items: 300 * n });

const REPORT: BenchReport = {
  startedAt: '2026-02-11T15:00:00.000Z',
  durationSeconds: 754,
  machine: { cpus: 2, cpuModel: 'Test CPU', memoryGiB: 24, node: 'v20.20.2', platform: 'linux-x64' },
  settings: { iterations: 50, slowIterations: 10, warmup: 3, seedMinutes: 10, only: [] },
  seed: {
    scale: SCALES.large,
    options: {
      today: '2026-02-11',
      now: '2026-02-11T15:00:00.000Z',
      cohorts: 5000,
      participantsPerCohort: [20, 26],
      extraUsers: 0,
      randomSeed: 2026,
      demoAccounts: true,
      unitsPerCohort: 8,
    },
    limitMinutes: 10,
    complete: false,
    seconds: 600,
    itemsPerSecond: 700,
    reached: counts(1000),
    planned: counts(5000),
  },
  directory: [
    directory,
    {
      ...directory,
      state: '5× the cohorts (history)',
      factor: 5,
      archived: 20_000,
      archiveBytes: 50 * 2 ** 20,
      runs: directory.runs.map((x) => ({ ...x, loadMs: x.loadMs * 1.1, archiveMs: 2000 })),
    },
    { ...directory, state: 'after the snapshot job', runs: directory.runs.slice(0, 1) },
  ],
  directoryErrors: [],
  api: {
    measured: [keepalive, { ...keepalive, key: 'GET /api/dashboard_data', group: 'dashboard', variant: 'past', as: 'manager' }],
    notBuilt: ROUTES.filter((r) => r.key !== 'GET /api/keepalive').slice(0, 4),
    builtWithoutSample: [{ route: ROUTE_BY_KEY.get('DELETE /api/user/{id}')!, status: 404 }],
    failed: [],
  },
  bundles: {
    awsSdk: { bundled: true, source: 'test' },
    errors: [],
    bundles: [
      {
        name: 'auth',
        entry: 'functions/auth/handler.ts',
        bytes: 600 * 1024,
        fileWriter: false,
        verdict: { ok: false, text: '**over** by 100 KB' },
        inputs: [{ path: 'node_modules/zod/a.js', bytes: 300 * 1024 }],
        packages: [{ path: 'zod', bytes: 300 * 1024 }],
        awsSdkBytes: 0,
      },
    ],
  },
  web: { ok: false, error: 'Vite build failed: boom', lazyChunks: [], routes: [], cssGzip: 0, totalJsGzip: 0 },
  memory: { benchPeakRssMiB: 512, dynamoDbLocalPeakRssMiB: 230 },
};

describe('report', () => {
  it('formats markdown tables, escaping pipes', () => {
    expect(table(['a', 'b'], [['1', 'x|y']], ['l', 'r'])).toBe('| a | b |\n| --- | ---: |\n| 1 | x\\|y |');
  });

  it('renders one row per measured route', () => {
    expect(apiRow(keepalive)).toEqual([
      '`GET /api/keepalive`',
      '50',
      '200',
      '25.0',
      '48.0',
      '50.0',
      '1 / 1',
      '1',
      '0.5',
      '0',
      '2.0',
      '0.5',
      'GetItem 1',
      'ok',
    ]);
    expect(apiRow({ ...keepalive, as: 'bench.certificates', slow: true, iterations: 10 })[0]).toBe(
      '`GET /api/keepalive` (as bench.certificates)',
    );
    expect(apiRow({ ...keepalive, key: 'GET /api/dashboard_data', variant: 'filters: courses+states', as: 'manager' })[0]).toBe(
      '`GET /api/dashboard_data` — filters: courses+states (as manager)',
    );
  });

  it('writes every section, the seeding gap and the not-built count', () => {
    const md = renderReport(REPORT);
    expect(md).toMatch(/^# Benchmark\n/);
    for (const heading of [
      '## Data set',
      '## Cohort directory cold start',
      '## API routes',
      '## Not measured yet',
      '## Lambda bundles',
      '## Web',
    ])
      expect(md).toContain(heading);
    expect(md).toContain('**stopped by the time limit**');
    expect(md).toContain('| users | 40,000 | 200,000 | 100,000 | 40.0 % |');
    expect(md).toContain('only the first 1,000 cohorts');
    expect(md).toContain('5,000 cohorts, 20–26 participants each, 8 units each (17 events)');
    expect(md).toContain('Even complete, this scale falls short of §7 for events and attendance');
    expect(md).toContain(
      '- as seeded: snapshot `directory/portal/cohort-directory.json.gz` **12.5 MiB gzip** (80.0 MiB text), archive 0.0 KB gzip; 5,000 active cohorts, 0 archived, 45,000 sessions',
    );
    expect(md).toContain('| as seeded | 1 | 900.0 | 120.0 | 0.0 | 0.0 | 1 (Query 1) | 0.5 | 400 → 900 MiB | +500.0 MiB | +250.0 MiB |');
    // Run 1 as seeded: 900 + 120; runs 2 on: 700 + 80 = 780 ms at 1×, 770 + 80 = 850 ms at 5×.
    expect(md).toContain("as seeded, run 1 (a fresh Lambda: the code's warm-up included) load + view 1020.0 ms: **over**.");
    expect(md).toContain('ratio ≤ 1.3 (median of runs 2 on, both states): 850.0 ms against 780.0 ms, **1.09×**: within.');
    expect(md).toContain('| after the snapshot job | 1 | 900.0 |');
    expect(md).toContain('| `GET /api/dashboard_data` — past (as manager) |');
    expect(md).toContain('4 of 7 documented routes answer 501');
    expect(md).toContain('`DELETE /api/user/{id}` (probe answered 404)');
    expect(md).toContain('| auth | `functions/auth/handler.ts` | 600.0 KB | 500.0 KB | – | zod 300.0 KB | **over** by 100 KB |');
    expect(md).toContain('Not measured: Vite build failed: boom');
    expect(md).toContain('DynamoDB Local 230 MiB');
    expect(md).not.toMatch(/\n{3}/);
    expect(md.endsWith('\n')).toBe(true);
  });

  it('renders the roster files of the 60-participant cohort with the sign-in sheet budget', () => {
    expect(rosterFileRow(signIn)).toEqual([
      'sign-in sheet PDF, first names first',
      '20',
      '303',
      '212.4',
      '49.0',
      '58.0',
      '59.0',
      '2 (GetItem 1, Query 1)',
      '6.7',
      '26.7 / 37.6 / 26.8',
      '144 → 164',
      '+1.1 MiB',
      'ok (≤ 300 ms)',
    ]);
    expect(renderReport(REPORT)).not.toContain('## Roster files');
    const md = renderReport({ ...REPORT, rosterFiles });
    expect(md).toContain('## Roster files for a 60-participant cohort');
    expect(md).toContain('**60 participants**, 8 units of which 7 past with attendance recorded for everyone (900 records)');
    expect(md).toContain('then 20 timed calls of the handler');
    expect(md).toContain('| attendance report xlsx | 20 | 303 | 212.4 | 350.0 | 350.0 | 350.0 |');
    expect(md).toContain('ok (no §7 budget) |');
    expect(md).toContain('- unit roster xlsx: not measured: no answer within 600 s');
    expect(md.indexOf('## Roster files')).toBeGreaterThan(md.indexOf('## API routes'));
    expect(renderReport({ ...REPORT, rosterFilesError: 'seeding failed' })).toContain(
      '## Roster files for a 60-participant cohort\n\nNot measured: seeding failed',
    );
    const lines = summaryLines({ ...REPORT, rosterFiles });
    expect(lines).toContain('roster files (60 participants, cohort 900001, unit 7):');
    expect(
      lines.some((l) =>
        /sign-in sheet PDF, first names first +p50 +49\.0 +p95 +58\.0 ms +heap peak 37\.6 MiB +RSS peak 164 MiB +ok/.test(l),
      ),
    ).toBe(true);
  });

  it('renders the users export of every account with its heap peak budget', () => {
    expect(usersExportRow(usersExport.measurement!, usersExport.accounts)).toEqual([
      '100,060',
      '3',
      '303',
      '9120.4',
      '6300.0',
      '6500.0',
      '6500.0',
      '3 (Query 2, GetItem 1)',
      '15.5 MiB',
      '100,061',
      '180.2 / 231.4 / 181.0',
      '21.3',
      '150 → 612',
      '+0.4 MiB',
      'ok (heap peak ≤ 256 MiB)',
    ]);
    expect(renderReport(REPORT)).not.toContain('## Users export');
    const md = renderReport({ ...REPORT, usersExport, rosterFiles });
    expect(md).toContain('## Users export (every account)');
    expect(md).toContain('**100,060 accounts**');
    expect(md).toContain('then 3 timed calls, then 2 memory runs');
    expect(md).toContain('peak memory ≤ 256 MB, compared with the heap peak**');
    expect(md).toContain('| 100,060 | 3 | 303 | 9120.4 |');
    expect(md.indexOf('## Users export')).toBeGreaterThan(md.indexOf('## API routes'));
    expect(md.indexOf('## Users export')).toBeLessThan(md.indexOf('## Roster files'));
    const over = { ...usersExport, measurement: { ...usersExport.measurement!, heapPeakMiB: 402.6, fileRows: 100_001 } };
    expect(renderReport({ ...REPORT, usersExport: over })).toContain(
      '**over**: 100001 rows in the file, 100061 expected; heap peak 403 MiB > 256 |',
    );
    expect(renderReport({ ...REPORT, usersExportError: 'seeding failed' })).toContain(
      '## Users export (every account)\n\nNot measured: seeding failed',
    );
    const failed = { ...usersExport, measurement: undefined, error: 'no answer within 1800 s' };
    expect(renderReport({ ...REPORT, usersExport: failed })).toContain('Not measured: no answer within 1800 s');
    const lines = summaryLines({ ...REPORT, usersExport });
    expect(
      lines.some((l) =>
        /^users export \(100,060 accounts\): first 9120\.4 ms, p50 6300\.0 +p95 6500\.0 ms +heap peak 231\.4 MiB +RSS peak 612 MiB +100,061 rows +ok \(heap peak ≤ 256 MiB\)$/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(summaryLines({ ...REPORT, usersExport: failed })).toContain('users export: not measured (no answer within 1800 s)');
    expect(summaryLines({ ...REPORT, usersExportError: 'boom' })).toContain('users export: not measured (boom)');
  });

  it('signs memory deltas', () => {
    expect(delta(12.34)).toBe('+12.3 MiB');
    expect(delta(-0.04)).toBe('+0.0 MiB');
    expect(delta(-3.26, 0)).toBe('−3 MiB');
  });

  it('summarises in a few lines', () => {
    const lines = summaryLines(REPORT);
    expect(lines[0]).toContain('STOPPED by time limit');
    expect(lines.some((l) => l.startsWith('api: 2 routes measured (2 samples), 4 not built'))).toBe(true);
    expect(lines.some((l) => l.includes('GET /api/dashboard_data [past]'))).toBe(true);
    expect(lines).toContain(
      'directory (as seeded): 5,000 cohorts (0 archived), 45,000 sessions, snapshot 12.5 MiB gzip; cold load 900.0 ms (1 ddb calls) + view 120.0 ms, heap retained +250 MiB',
    );
    expect(renderReport({ ...REPORT, directory: undefined, directoryErrors: ['as seeded: no directory snapshot'] })).toContain(
      '- Not measured: as seeded: no directory snapshot',
    );
    expect(renderReport({ ...REPORT, directory: undefined })).not.toContain('## Cohort directory');
    expect(lines.at(-1)).toBe('web: not measured (Vite build failed: boom)');
  });
});

describe('targetNotes', () => {
  const planned = { users: 114_867, cohorts: 5_000, events: 84_984, attendance: 943_656, members: Number.NaN, items: 1_979_643 };

  it('explains why the large scale misses §7 for users when it reaches events and attendance', () => {
    const [note] = targetNotes({ scale: SCALES.large, planned });
    expect(note).toMatch(/^Complete, this scale has users 114\.9 %, events 106\.2 % and attendance 94\.4 % of §7\./);
    expect(note).not.toContain('falls short');
    expect(note).toContain('17.0 events per cohort (orientation + two days per unit, 8 units)');
    expect(note).toContain('8.2 records per user, so 1,000,000 records take ~121,726 users');
  });

  it('says when it falls short, and nothing for other scales or a plan on target', () => {
    expect(targetNotes({ scale: SCALES.large, planned: { ...planned, attendance: 590_000 } })[0]).toMatch(
      /^Even complete, this scale falls short of §7 for attendance\./,
    );
    expect(targetNotes({ scale: SCALES.medium, planned })).toEqual([]);
    expect(targetNotes({ scale: SCALES.large, planned: { ...planned, users: 100_000, attendance: 1_000_000 } })).toEqual([]);
  });
});
