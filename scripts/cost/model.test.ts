import { describe, expect, it } from 'vitest';
import type { Assumptions } from './assumptions.ts';
import type { BenchFigures, RouteFigure } from './bench-figures.ts';
import { billedMs, estimate, figureFor, gbSeconds, tracesRecorded, type Estimate, type Infra } from './model.ts';
import type { Prices } from './prices.ts';

const route = (key: string, over: Partial<RouteFigure> = {}): RouteFigure => ({
  key,
  n: 50,
  status: '200',
  p50Ms: 100,
  p95Ms: 150,
  ddbCalls: 1,
  rcu: 0,
  wcu: 0,
  answerKB: 0,
  ...over,
});

/** Made-up figures: one route of 100 ms, no files, no jobs measured. */
function figures(routes: RouteFigure[] = [route('GET /api/a')]): BenchFigures {
  return {
    generatedAt: '2026-01-01T00:00:00.000Z',
    benchMinutes: 1,
    seed: { users: 1000, cohorts: 10, items: 1000, requestedCohorts: 10, requestedItems: 1000 },
    routes,
    dataSets: [],
    directorySnapshotMiB: 0,
    directoryLoadMs: 0,
    rosterFiles: [],
    usersExport: { accounts: 1000, p50Ms: 0, fileMiB: 0 },
    certificates: { count: 100, firstRequestSeconds: 10, documentMiB: 1 },
    csvImport: { partRows: 250, partMeanSeconds: 5, callsPerPart: 1000 },
    web: { totalJsGzipKB: 0, loginJsGzipKB: 0 },
  };
}

/** Made-up prices, round so that the arithmetic reads. */
function prices(): Prices {
  return {
    asOf: '2026-01-01',
    source: 'made up',
    region: 'test-1',
    currency: 'USD',
    lambda: { perMillionRequests: 0.2, perGbSecondArm64: 0.00001 },
    apiGateway: { perMillionRequests: 1, meteringStepKB: 512 },
    dynamoDb: { perMillionReadRequestUnits: 0.25, perMillionWriteRequestUnits: 1.25, storagePerGbMonth: 0.25, pitrPerGbMonth: 0.2 },
    s3: { storagePerGbMonth: 0.02, perThousandPuts: 0.005, perThousandGets: 0.0004, transferOutPerGb: 0.09 },
    cloudFront: { transferOutPerGb: 0.1, perMillionHttpsRequests: 1 },
    ses: { perThousandEmails: 0.1 },
    secretsManager: { perSecretMonth: 0.4, perTenThousandApiCalls: 0.05 },
    cloudWatch: {
      logIngestionPerGb: 0.5,
      logStoragePerGbMonth: 0.03,
      perCustomMetricMonth: 0.3,
      perAlarmMetricMonth: 0.1,
      perDashboardMonth: 3,
    },
    xRay: { perMillionTracesRecorded: 5 },
    waf: { perWebAclMonth: 5, perRuleMonth: 1, perMillionRequests: 0.6 },
    scheduler: { perMillionInvocations: 1 },
  };
}

/** Everything off but one visit of one call of GET /api/a, a million times a month. */
function assumptions(over: Partial<Assumptions> = {}): Assumptions {
  return {
    organisation: {
      accounts: 1000,
      cohortsPerYear: 0,
      participantsPerCohort: 0,
      eventsPerCohort: 0,
      managers: 0,
      administrators: 0,
      workingDaysPerMonth: 21,
    },
    visits: [{ name: 'test', perMonth: 1_000_000, why: '', loadsWeb: false, requests: [{ route: 'GET /api/a', count: 1 }] }],
    bulk: {
      certificateRequestsPerMonth: 0,
      certificatesPerRequest: 0,
      certificateWcu: 0,
      importedRowsPerMonth: 0,
      importRowWcu: 0,
      importRowRcu: 0,
    },
    lambda: { scaleByCpuShare: false, coldStartShare: 0, initMs: 0, directoryGroups: [], secretsPerColdStart: 0 },
    jobs: { surveyRefreshSeconds: 0, surveyRefreshWcu: 0, directorySnapshotSeconds: 0, readKBPerRow: 1 },
    storage: {
      yearsOfData: 0,
      bytesPerItem: 0,
      supportMediaGB: 0,
      avatarShare: 0,
      avatarKB: 0,
      dataSetVersionsKept: 0,
      accessLogBytesPerRequest: 0,
      accessLogMonths: 0,
    },
    web: { coldCacheShare: 0, coldRequests: 0, warmRequests: 0, warmKB: 0 },
    observability: {
      lambdaLogBytesPerRequest: 0,
      accessLogBytesPerRequest: 0,
      logRetentionMonths: 0,
      logCompression: 0,
      xRayReservoirPerSecond: 0,
      xRayRate: 0,
      busyHoursPerMonth: 1,
      alarmsPerFunction: 0,
      alarmsPerJob: 0,
      otherAlarmMetrics: 0,
      dashboards: 0,
    },
    security: { secrets: 0, wafRules: 0 },
    ...over,
  };
}

function infra(over: Partial<Infra> = {}): Infra {
  return {
    memoryMB: { a: 512, certificates: 1024, import: 2048 },
    groupOf: (key) => (key.startsWith('GET /api/a') || key.startsWith('POST /api/a') ? 'a' : undefined),
    certificatesGroup: 'certificates',
    importGroup: 'import',
    jobMemoryMB: 2048,
    jobs: [],
    customMetrics: 0,
    ...over,
  };
}

const line = (e: Estimate, service: string, item: string) => {
  const found = e.lines.find((l) => l.service === service && l.item.startsWith(item));
  if (!found) throw new Error(`no line ${service}: ${item}`);
  return found;
};

describe('the arithmetic', () => {
  it('1 M requests × 100 ms × 512 MB: 50,000 GB-s, and the requests', () => {
    expect(gbSeconds(100, 512)).toBeCloseTo(0.05, 10);
    const e = estimate(figures(), assumptions(), prices(), infra());
    const compute = line(e, 'Lambda', 'API compute');
    expect(compute.quantity).toBeCloseTo(50_000, 6);
    expect(compute.cost).toBeCloseTo(0.5, 10); // 50,000 × $0.00001
    expect(line(e, 'Lambda', 'API requests').cost).toBeCloseTo(0.2, 10); // 1 M × $0.20 per million
    expect(line(e, 'API Gateway', 'HTTP API requests').cost).toBeCloseTo(1, 10);
    expect(e.groups).toEqual([
      { group: 'a', memoryMB: 512, requests: 1_000_000, gbSeconds: expect.closeTo(50_000, 6), cost: expect.closeTo(0.7, 10) },
    ]);
  });

  it('stretches the measured time by 1,769 / memory below one vCPU when asked', () => {
    expect(billedMs(100, 512, false)).toBe(100);
    expect(billedMs(100, 512, true)).toBeCloseTo(345.5078125, 6);
    expect(billedMs(100, 1769, true)).toBe(100);
    expect(billedMs(100, 2048, true)).toBe(100);
    const e = estimate(figures(), assumptions({ lambda: { ...assumptions().lambda, scaleByCpuShare: true } }), prices(), infra());
    expect(line(e, 'Lambda', 'API compute').quantity).toBeCloseTo(50_000 * (1769 / 512), 3);
  });

  it('prices DynamoDB capacity, CloudFront bytes and the 512 KB steps of API Gateway from the route figure', () => {
    const big = figures([route('GET /api/a', { rcu: 2, wcu: 0.5, answerKB: 600 })]);
    const e = estimate(big, assumptions(), prices(), infra());
    expect(line(e, 'DynamoDB', 'on-demand reads').quantity).toBe(2_000_000);
    expect(line(e, 'DynamoDB', 'on-demand reads').cost).toBeCloseTo(0.5, 10);
    expect(line(e, 'DynamoDB', 'on-demand writes').cost).toBeCloseTo(0.625, 10);
    // 600 KB answers: two 512 KB steps each.
    expect(line(e, 'API Gateway', 'HTTP API requests').quantity).toBe(2_000_000);
    expect(line(e, 'CloudFront', 'data transfer out').quantity).toBeCloseTo((1e6 * 600) / 2 ** 20, 6);
    expect(line(e, 'CloudFront', 'HTTPS requests').quantity).toBe(1_000_000);
    expect(line(e, 'WAF', 'requests inspected').cost).toBeCloseTo(0.6, 10);
  });

  it('counts sign-ins, page loads and saves by method', () => {
    const routes = [route('GET /api/a'), route('POST /api/a'), route('POST /api/login', { p50Ms: 0 })];
    const visits: Assumptions['visits'] = [
      {
        name: 'v',
        perMonth: 10,
        why: '',
        loadsWeb: false,
        requests: [
          { route: 'POST /api/login', count: 1 },
          { route: 'GET /api/a', count: 3 },
          { route: 'POST /api/a', count: 2 },
        ],
      },
    ];
    const e = estimate(
      figures(routes),
      assumptions({ visits }),
      prices(),
      infra({ groupOf: (key) => (key.includes('/api/') ? 'a' : undefined) }),
    );
    expect(e.volumes).toMatchObject({ signIns: 10, pageLoads: 30, saves: 30, apiRequests: 60 });
  });

  it('bills certificates and CSV parts to their groups at the bench figures', () => {
    const a = assumptions({
      visits: [],
      bulk: {
        certificateRequestsPerMonth: 10,
        certificatesPerRequest: 20,
        certificateWcu: 4,
        importedRowsPerMonth: 500,
        importRowWcu: 6,
        importRowRcu: 2,
      },
    });
    const e = estimate(figures(), a, prices(), infra());
    const certificates = e.groups.find((g) => g.group === 'certificates');
    // 200 certificates × 100 ms (10 s / 100) × 1 GB.
    expect(certificates?.gbSeconds).toBeCloseTo(20, 10);
    const parts = e.groups.find((g) => g.group === 'import');
    // 2 parts × 5 s × 2 GB.
    expect(parts?.requests).toBe(2);
    expect(parts?.gbSeconds).toBeCloseTo(20, 10);
    expect(line(e, 'DynamoDB', 'on-demand writes').quantity).toBe(200 * 4 + 500 * 6);
    expect(line(e, 'SES', 'e-mails').quantity).toBe(500);
  });

  it('scales a data-set job by accounts / seeded users and runs it per firing', () => {
    const f = figures();
    f.dataSets = [{ job: 'nightly', file: 'File', seconds: 10, rows: 8000, sizeMiB: 1 }];
    const e = estimate(
      f,
      assumptions({ visits: [], organisation: { ...assumptions().organisation, accounts: 2000 } }),
      prices(),
      infra({ jobs: [{ job: 'nightly', firingsPerDay: 1, dataSets: ['File'] }] }),
    );
    // 30 runs × 20 s (10 s × 2,000 / 1,000) × 2 GB.
    expect(line(e, 'Lambda', 'jobs compute').quantity).toBeCloseTo(1200, 10);
    expect(line(e, 'EventBridge Scheduler', 'job invocations').quantity).toBe(30);
    // 30 runs × 16,000 rows × 1 KB / 4 KB × 0.5.
    expect(line(e, 'DynamoDB', 'on-demand reads').quantity).toBe(60_000);
  });

  it('X-Ray: the reservoir first, then the rate', () => {
    expect(tracesRecorded(0, 3600, 1, 0.05)).toBe(0);
    expect(tracesRecorded(1800, 3600, 1, 0.05)).toBe(1800); // half a request a second: all traced
    expect(tracesRecorded(3600 * 21, 3600, 1, 0.05)).toBeCloseTo(3600 * (1 + 0.05 * 20), 6);
  });
});

describe('the sums', () => {
  it('adds lines into services and services into the total; names the three costliest levers', () => {
    const a = assumptions({
      security: { secrets: 2, wafRules: 3 },
      observability: { ...assumptions().observability, alarmsPerFunction: 1, dashboards: 1 },
    });
    const e = estimate(figures(), a, prices(), infra({ customMetrics: 10 }));
    for (const s of e.services) {
      const sum = e.lines.filter((l) => l.service === s.service).reduce((total, l) => total + l.cost, 0);
      expect(s.cost).toBeCloseTo(sum, 10);
    }
    expect(e.total).toBeCloseTo(
      e.lines.reduce((total, l) => total + l.cost, 0),
      10,
    );
    // Lambda 0.70, API Gateway 1, CloudFront 1, WAF 5 + 3 + 0.6, CloudWatch 3 + 3 + 0.3 (3 functions, one alarm each), Secrets 0.80.
    expect(e.services.find((s) => s.service === 'WAF')?.cost).toBeCloseTo(8.6, 10);
    expect(e.services.find((s) => s.service === 'CloudWatch')?.cost).toBeCloseTo(6.3, 10);
    expect(e.services.find((s) => s.service === 'Secrets Manager')?.cost).toBeCloseTo(0.8, 10);
    expect(e.total).toBeCloseTo(0.7 + 1 + 1 + 8.6 + 6.3 + 0.8, 10);
    // The standing charges: web ACL 5, rules 3, metrics 3, alarms 0.30, dashboard 3, secrets 0.80.
    expect(e.fixed).toBeCloseTo(15.1, 10);
    expect(e.levers).toHaveLength(3);
    expect(e.levers[0].cost).toBeGreaterThanOrEqual(e.levers[1].cost);
    expect(e.levers[1].cost).toBeGreaterThanOrEqual(e.levers[2].cost);
    // The WAF's ACL and rules share a lever: 5 + 3.
    expect(e.levers[0]).toMatchObject({ lever: 'WAF rules', cost: expect.closeTo(8, 10) });
  });
});

describe('figureFor', () => {
  const rows = [route('GET /api/b', { sample: 'one', p50Ms: 10, rcu: 1 }), route('GET /api/b', { sample: 'two', p50Ms: 30, rcu: 3 })];

  it('takes the named sample, or the mean of the samples', () => {
    expect(figureFor(rows, { route: 'GET /api/b', sample: 'two' }).p50Ms).toBe(30);
    expect(figureFor(rows, { route: 'GET /api/b' })).toMatchObject({ p50Ms: 20, rcu: 2, sample: 'mean of 2 samples' });
  });

  it('stops on a route or sample the bench did not measure', () => {
    expect(() => figureFor(rows, { route: 'GET /api/c' })).toThrow(/no figure for GET \/api\/c/);
    expect(() => figureFor(rows, { route: 'GET /api/b', sample: 'three' })).toThrow(/its samples: one, two/);
  });
});
