import { describe, expect, it } from 'vitest';
import { ROUTE_BY_KEY, ROUTES } from '../../shared/api/routes.ts';
import type { RouteMeasurement } from './api.ts';
import { apiRow, renderReport, summaryLines, table, type BenchReport } from './report.ts';
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
  rcu: summarize(Array(50).fill(0.5)),
  wcu: summarize(Array(50).fill(0)),
  ops: { GetItem: 50 },
  missingMetrics: 0,
};

const counts = (n: number) => ({ users: 40 * n, cohorts: n, events: 10 * n, attendance: 100 * n, members: 20 * n, items: 300 * n });

const REPORT: BenchReport = {
  startedAt: '2026-02-11T15:00:00.000Z',
  durationSeconds: 754,
  machine: { cpus: 2, cpuModel: 'Test CPU', memoryGiB: 24, node: 'v20.20.2', platform: 'linux-x64' },
  settings: { iterations: 50, slowIterations: 10, warmup: 3, seedMinutes: 10, only: [] },
  seed: {
    scale: SCALES.large,
    options: { today: '2026-02-11', now: '2026-02-11T15:00:00.000Z', cohorts: 5000, participantsPerCohort: [15, 25], extraUsers: 0, randomSeed: 2026, demoAccounts: true },
    limitMinutes: 10,
    complete: false,
    seconds: 600,
    itemsPerSecond: 700,
    reached: counts(1000),
    planned: counts(5000),
  },
  api: { measured: [keepalive], notBuilt: ROUTES.filter((r) => r.key !== 'GET /api/keepalive').slice(0, 4), builtWithoutSample: [{ route: ROUTE_BY_KEY.get('DELETE /api/user/{id}')!, status: 404 }], failed: [] },
  bundles: {
    awsSdk: { bundled: true, source: 'test' },
    errors: [],
    bundles: [
      { name: 'auth', entry: 'functions/auth/handler.ts', bytes: 600 * 1024, fileWriter: false, verdict: { ok: false, text: '**over** by 100 KB' }, inputs: [{ path: 'node_modules/zod/a.js', bytes: 300 * 1024 }], packages: [{ path: 'zod', bytes: 300 * 1024 }], awsSdkBytes: 0 },
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
    expect(apiRow(keepalive)).toEqual(['`GET /api/keepalive`', '50', '200', '25.0', '48.0', '50.0', '1 / 1', '0.5', '0', 'GetItem 1', 'ok']);
    expect(apiRow({ ...keepalive, as: 'bench.certificates', slow: true, iterations: 10 })[0]).toBe('`GET /api/keepalive` (as bench.certificates)');
  });

  it('writes every section, the seeding gap and the not-built count', () => {
    const md = renderReport(REPORT);
    expect(md).toMatch(/^# Benchmark\n/);
    for (const heading of ['## Data set', '## API routes', '## Not measured yet', '## Lambda bundles', '## Web']) expect(md).toContain(heading);
    expect(md).toContain('**stopped by the time limit**');
    expect(md).toContain('| users | 40,000 | 200,000 | 100,000 | 40.0 % |');
    expect(md).toContain('only the first 1,000 cohorts');
    expect(md).toContain('4 of 6 documented routes answer 501');
    expect(md).toContain('`DELETE /api/user/{id}` (probe answered 404)');
    expect(md).toContain('| auth | `functions/auth/handler.ts` | 600.0 KB | 500.0 KB | – | zod 300.0 KB | **over** by 100 KB |');
    expect(md).toContain('Not measured: Vite build failed: boom');
    expect(md).toContain('DynamoDB Local 230 MiB');
    expect(md).not.toMatch(/\n{3}/);
    expect(md.endsWith('\n')).toBe(true);
  });

  it('summarises in a few lines', () => {
    const lines = summaryLines(REPORT);
    expect(lines[0]).toContain('STOPPED by time limit');
    expect(lines.some((l) => l.startsWith('api: 1 routes measured, 4 not built'))).toBe(true);
    expect(lines.at(-1)).toBe('web: not measured (Vite build failed: boom)');
  });
});
