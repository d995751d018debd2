/**
 * The monthly bill of `npm run cost`: the bench's figures (bench-figures.ts) × the assumed
 * monthly activity (assumptions.ts) × the unit prices (prices.ts), per service line. Pure: the
 * stack's own numbers (memory per group, jobs, metrics) come in as `Infra` from run.ts, so a test
 * can give it small made-up figures and check the arithmetic.
 */
import type { Assumptions, DownloadKind, RouteUse } from './assumptions.ts';
import type { BenchFigures, RouteFigure } from './bench-figures.ts';
import type { Prices } from './prices.ts';

/** The stack as the code defines it (cdk/lib, shared/). */
export interface Infra {
  /** Memory (MB) of each API route group's function: one function per group. */
  memoryMB: Record<string, number>;
  /** The group serving a route key. */
  groupOf: (routeKey: string) => string | undefined;
  /** The certificates and CSV import groups' names (their bulk work is billed to them). */
  certificatesGroup: string;
  importGroup: string;
  jobMemoryMB: number;
  /** Each job: firings a day, and the data sets it writes per firing (a schedule each; none for the others). */
  jobs: Array<{ job: string; firingsPerDay: number; dataSets: string[] }>;
  /** Custom metrics the functions publish (EMF): names × dimension values. */
  customMetrics: number;
}

export type Service =
  | 'Lambda'
  | 'API Gateway'
  | 'DynamoDB'
  | 'S3'
  | 'CloudFront'
  | 'WAF'
  | 'CloudWatch'
  | 'X-Ray'
  | 'Secrets Manager'
  | 'SES'
  | 'EventBridge Scheduler';

export const SERVICES: readonly Service[] = [
  'Lambda',
  'API Gateway',
  'DynamoDB',
  'S3',
  'CloudFront',
  'WAF',
  'CloudWatch',
  'X-Ray',
  'Secrets Manager',
  'SES',
  'EventBridge Scheduler',
];

export interface CostLine {
  service: Service;
  item: string;
  quantity: number;
  unit: string;
  /** Price per `per` units. */
  price: number;
  per: number;
  cost: number;
  /** What would change this line. */
  lever: string;
  /** The same whatever the traffic (a stack's standing charge). */
  fixed: boolean;
}

export interface GroupUse {
  group: string;
  memoryMB: number;
  requests: number;
  gbSeconds: number;
  cost: number;
}

export interface Volumes {
  signIns: number;
  pageLoads: number;
  saves: number;
  apiRequests: number;
  webVisits: number;
  cloudFrontRequests: number;
  cloudFrontGB: number;
  s3DownloadGB: number;
  lambdaGbSeconds: number;
  readRequestUnits: number;
  writeRequestUnits: number;
  tableGB: number;
  bucketGB: number;
  logGB: number;
  traces: number;
  mails: number;
  jobRuns: number;
}

export interface Estimate {
  lines: CostLine[];
  services: Array<{ service: Service; cost: number }>;
  total: number;
  /** The part of the total that does not grow with use. */
  fixed: number;
  groups: GroupUse[];
  volumes: Volumes;
  /** The three costliest levers: lines that share a lever are added up. */
  levers: Array<{ lever: string; cost: number; lines: string[] }>;
  /** Calls per route (and sample) a month, the figure it was priced from. */
  routes: Array<{ route: string; sample?: string; perMonth: number; figure: RouteFigure }>;
}

/** The levers the lines name (lines that share one are added up when the biggest are picked). */
export const LEVER = {
  calls: 'API calls per visit',
  memory: 'Lambda memory and CPU-bound routes',
  metrics: 'custom metrics per route group',
  alarms: 'alarms per function',
  xRay: 'X-Ray active tracing',
};

/** What each lever means and what pulling it takes (docs/cost.md). */
export const LEVER_NOTES: Record<string, string> = {
  [LEVER.calls]:
    'every request is billed by CloudFront, WAF, API Gateway and Lambda: the keepalive every 10 minutes, and the sign-in popups, banners and password-age check asked one by one, are most of them',
  [LEVER.memory]: 'memory per route group (cdk/lib/route-functions.ts); sign-in scrypt and the files are the CPU-bound work',
  [LEVER.metrics]:
    "EMF metrics with a RouteGroup dimension are 4 per group (shared/observability.ts); Lambda's own Invocations, Errors and Duration per function are free",
  [LEVER.alarms]: 'three per function (errors, throttles, p99 duration); metric-math alarms over all functions read fewer metrics',
  [LEVER.xRay]:
    'Lambda samples at a fixed rate (the first request each second, 5 % more; not configurable): at this traffic nearly every request is traced; tracing fewer functions, or PassThrough, cuts it',
  'WAF rules': 'the web ACL is a fixed $5, each rule $1 more',
  'years of data kept': 'the table keeps every cohort, attendance record and certificate; TTL or an archive to S3 would bound it',
};

const KB = 1024;
const MiB = 2 ** 20;
const GB = 2 ** 30;
const DAYS_PER_MONTH = 30;
/** Lambda gives one whole vCPU at 1,769 MB; below, a share of it. */
export const ONE_VCPU_MB = 1769;

/** The figure a route use is priced from: its sample, or the mean of its samples. */
export function figureFor(routes: readonly RouteFigure[], use: Pick<RouteUse, 'route' | 'sample'>): RouteFigure {
  const rows = routes.filter((r) => r.key === use.route);
  if (rows.length === 0) throw new Error(`docs/bench.md has no figure for ${use.route} (scripts/cost/assumptions.ts names it)`);
  if (use.sample !== undefined) {
    const row = rows.find((r) => r.sample === use.sample);
    if (!row)
      throw new Error(
        `docs/bench.md has no sample "${use.sample}" of ${use.route}; its samples: ${rows.map((r) => r.sample ?? '(none)').join(', ')}`,
      );
    return row;
  }
  if (rows.length === 1) return rows[0];
  const mean = (pick: (r: RouteFigure) => number) => rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
  return {
    key: use.route,
    sample: `mean of ${rows.length} samples`,
    n: rows.reduce((sum, r) => sum + r.n, 0),
    status: [...new Set(rows.map((r) => r.status))].join('/'),
    p50Ms: mean((r) => r.p50Ms),
    p95Ms: mean((r) => r.p95Ms),
    ddbCalls: mean((r) => r.ddbCalls),
    rcu: mean((r) => r.rcu),
    wcu: mean((r) => r.wcu),
    answerKB: mean((r) => r.answerKB),
  };
}

/** Billed milliseconds for a time measured on one core, at a memory size. */
export function billedMs(measuredMs: number, memoryMB: number, scaleByCpuShare: boolean): number {
  return scaleByCpuShare && memoryMB < ONE_VCPU_MB ? (measuredMs * ONE_VCPU_MB) / memoryMB : measuredMs;
}

export const gbSeconds = (ms: number, memoryMB: number): number => (ms / 1000) * (memoryMB / 1024);

/** Traces X-Ray records for `requests` spread over `busySeconds`: a reservoir per second, then a rate. */
export function tracesRecorded(requests: number, busySeconds: number, reservoirPerSecond: number, rate: number): number {
  if (requests <= 0) return 0;
  const perSecond = requests / busySeconds;
  return busySeconds * (Math.min(perSecond, reservoirPerSecond) + rate * Math.max(perSecond - reservoirPerSecond, 0));
}

export function estimate(figures: BenchFigures, a: Assumptions, prices: Prices, infra: Infra): Estimate {
  const lines: CostLine[] = [];
  const add = (service: Service, item: string, quantity: number, unit: string, price: number, per: number, lever: string, fixed = false) =>
    lines.push({ service, item, quantity, unit, price, per, cost: (quantity / per) * price, lever, fixed });

  // ── API requests: every visit's route calls ───────────────────────────────────────────────
  const routeUse = new Map<string, { use: RouteUse; perMonth: number }>();
  let mails = 0;
  let webVisits = 0;
  const downloads = new Map<DownloadKind, number>();
  for (const visit of a.visits) {
    if (visit.loadsWeb) webVisits += visit.perMonth;
    mails += (visit.mails ?? 0) * visit.perMonth;
    for (const use of visit.requests) {
      const id = `${use.route}\u0000${use.sample ?? ''}`;
      const entry = routeUse.get(id) ?? { use, perMonth: 0 };
      entry.perMonth += use.count * visit.perMonth;
      routeUse.set(id, entry);
    }
    for (const d of visit.downloads ?? []) downloads.set(d.file, (downloads.get(d.file) ?? 0) + d.count * visit.perMonth);
  }

  const groups = new Map<string, GroupUse>();
  const groupOf = (name: string): GroupUse => {
    let g = groups.get(name);
    if (!g) {
      const memoryMB = infra.memoryMB[name];
      if (!memoryMB) throw new Error(`no memory size for route group ${name}`);
      g = { group: name, memoryMB, requests: 0, gbSeconds: 0, cost: 0 };
      groups.set(name, g);
    }
    return g;
  };

  const routes: Estimate['routes'] = [];
  let apiRequests = 0;
  let apiBillingUnits = 0;
  let rru = 0;
  let wru = 0;
  let answerBytes = 0;
  let signIns = 0;
  let pageLoads = 0;
  let saves = 0;
  let filesWritten = 0;
  for (const { use, perMonth } of routeUse.values()) {
    const figure = figureFor(figures.routes, use);
    routes.push({ route: use.route, ...(use.sample ? { sample: use.sample } : {}), perMonth, figure });
    const groupName = infra.groupOf(use.route);
    if (!groupName) throw new Error(`${use.route} is not in the route table (shared/api/routes.ts)`);
    const g = groupOf(groupName);
    g.requests += perMonth;
    g.gbSeconds += perMonth * gbSeconds(billedMs(figure.p50Ms, g.memoryMB, a.lambda.scaleByCpuShare), g.memoryMB);
    apiRequests += perMonth;
    apiBillingUnits += perMonth * Math.max(1, Math.ceil(figure.answerKB / prices.apiGateway.meteringStepKB));
    rru += perMonth * figure.rcu;
    wru += perMonth * figure.wcu;
    answerBytes += perMonth * figure.answerKB * KB;
    if (use.route === 'POST /api/login') signIns += perMonth;
    if (use.route.startsWith('GET ')) pageLoads += perMonth;
    else saves += perMonth;
    // A 303 answer wrote its file to the bucket first (tmp/, a day).
    if (figure.status.split('/').includes('303')) filesWritten += perMonth;
  }

  // ── Bulk work measured apart: certificates, CSV import ───────────────────────────────────
  const b = a.bulk;
  const certificates = b.certificateRequestsPerMonth * b.certificatesPerRequest;
  const msPerCertificate = (figures.certificates.firstRequestSeconds * 1000) / figures.certificates.count;
  const certGroup = groupOf(infra.certificatesGroup);
  certGroup.requests += b.certificateRequestsPerMonth;
  certGroup.gbSeconds +=
    certificates * gbSeconds(billedMs(msPerCertificate, certGroup.memoryMB, a.lambda.scaleByCpuShare), certGroup.memoryMB);
  apiRequests += b.certificateRequestsPerMonth;
  apiBillingUnits += b.certificateRequestsPerMonth;
  saves += b.certificateRequestsPerMonth;
  wru += certificates * b.certificateWcu;
  filesWritten += certificates + b.certificateRequestsPerMonth;
  const certificateBytes = (figures.certificates.documentMiB * MiB) / figures.certificates.count;

  const importParts = b.importedRowsPerMonth / figures.csvImport.partRows;
  const importGroup = groupOf(infra.importGroup);
  importGroup.requests += importParts;
  importGroup.gbSeconds +=
    importParts *
    gbSeconds(billedMs(figures.csvImport.partMeanSeconds * 1000, importGroup.memoryMB, a.lambda.scaleByCpuShare), importGroup.memoryMB);
  apiRequests += importParts;
  apiBillingUnits += importParts;
  saves += importParts;
  rru += b.importedRowsPerMonth * b.importRowRcu;
  wru += b.importedRowsPerMonth * b.importRowWcu;
  mails += b.importedRowsPerMonth;

  // ── Cold starts: INIT is billed; snapshot loads; secrets read ────────────────────────────
  let coldStarts = 0;
  let snapshotReads = 0;
  for (const g of groups.values()) {
    const cold = g.requests * a.lambda.coldStartShare;
    coldStarts += cold;
    const loadsDirectory = a.lambda.directoryGroups.includes(g.group);
    if (loadsDirectory) snapshotReads += cold;
    const initMs = a.lambda.initMs + (loadsDirectory ? figures.directoryLoadMs : 0);
    g.gbSeconds += cold * gbSeconds(billedMs(initMs, g.memoryMB, a.lambda.scaleByCpuShare), g.memoryMB);
  }

  // ── Jobs ─────────────────────────────────────────────────────────────────────────────────
  const scale = a.organisation.accounts / figures.seed.users;
  let jobRuns = 0;
  let jobGbSeconds = 0;
  let jobPuts = 0;
  let dataSetBytes = 0;
  for (const job of infra.jobs) {
    const firings = job.firingsPerDay * DAYS_PER_MONTH;
    if (job.dataSets.length > 0) {
      for (const name of job.dataSets) {
        const f = figures.dataSets.find((d) => d.job === job.job && d.file === name);
        if (!f) throw new Error(`docs/bench.md has no figure for data set "${name}" of ${job.job}`);
        jobRuns += firings;
        jobGbSeconds += firings * gbSeconds(f.seconds * scale * 1000, infra.jobMemoryMB);
        rru += (firings * f.rows * scale * a.jobs.readKBPerRow * 0.5) / 4;
        const bytes = f.sizeMiB * scale * MiB;
        jobPuts += firings * (bytes > 5 * MiB ? Math.ceil(bytes / (5 * MiB)) + 2 : 1);
        dataSetBytes += bytes * (1 + a.storage.dataSetVersionsKept);
      }
    } else {
      const seconds = job.job === 'directory-snapshot' ? a.jobs.directorySnapshotSeconds : a.jobs.surveyRefreshSeconds;
      jobRuns += firings;
      jobGbSeconds += firings * gbSeconds(seconds * 1000, infra.jobMemoryMB);
      if (job.job === 'directory-snapshot') {
        jobPuts += firings;
        snapshotReads += firings;
      } else wru += firings * a.jobs.surveyRefreshWcu;
    }
  }

  // ── Lambda ───────────────────────────────────────────────────────────────────────────────
  const lambdaPrice = prices.lambda.perGbSecondArm64;
  for (const g of groups.values()) g.cost = g.gbSeconds * lambdaPrice + (g.requests / 1e6) * prices.lambda.perMillionRequests;
  const apiGbSeconds = [...groups.values()].reduce((sum, g) => sum + g.gbSeconds, 0);
  add('Lambda', 'API requests (invocations)', apiRequests, 'requests', prices.lambda.perMillionRequests, 1e6, LEVER.calls);
  add(
    'Lambda',
    `API compute, arm64 (p50 of docs/bench.md${a.lambda.scaleByCpuShare ? ' × 1,769 / memory' : ''}, cold starts included)`,
    apiGbSeconds,
    'GB-s',
    lambdaPrice,
    1,
    LEVER.memory,
  );
  add('Lambda', 'job invocations', jobRuns, 'requests', prices.lambda.perMillionRequests, 1e6, 'job schedules');
  add(
    'Lambda',
    `jobs compute (${infra.jobMemoryMB} MB)`,
    jobGbSeconds,
    'GB-s',
    lambdaPrice,
    1,
    'job memory and schedules (cdk/lib/scheduled-jobs.ts)',
  );

  // ── API Gateway ──────────────────────────────────────────────────────────────────────────
  add(
    'API Gateway',
    'HTTP API requests (512 KB steps)',
    apiBillingUnits,
    'requests',
    prices.apiGateway.perMillionRequests,
    1e6,
    LEVER.calls,
  );

  // ── DynamoDB ─────────────────────────────────────────────────────────────────────────────
  const items = (figures.seed.requestedItems / figures.seed.requestedCohorts) * a.organisation.cohortsPerYear * a.storage.yearsOfData;
  const tableGB = (items * a.storage.bytesPerItem) / GB;
  add(
    'DynamoDB',
    'on-demand reads (routes, jobs)',
    rru,
    'RRU',
    prices.dynamoDb.perMillionReadRequestUnits,
    1e6,
    'read capacity per page load',
  );
  add(
    'DynamoDB',
    'on-demand writes (routes, certificates, import)',
    wru,
    'WRU',
    prices.dynamoDb.perMillionWriteRequestUnits,
    1e6,
    'write capacity of sign-in and saves',
  );
  add(
    'DynamoDB',
    `storage (${Math.round(items).toLocaleString('en-US')} items, GSIs included)`,
    tableGB,
    'GB-month',
    prices.dynamoDb.storagePerGbMonth,
    1,
    'years of data kept',
  );
  add('DynamoDB', 'point-in-time recovery', tableGB, 'GB-month', prices.dynamoDb.pitrPerGbMonth, 1, 'years of data kept');

  // ── S3 ───────────────────────────────────────────────────────────────────────────────────
  const dataSetMean = figures.dataSets.reduce((sum, d) => sum + d.sizeMiB, 0) / Math.max(1, figures.dataSets.length);
  const downloadBytes: Record<DownloadKind, number> = {
    'sign-in sheet': (figures.rosterFiles.find((f) => f.file.startsWith('sign-in sheet'))?.fileKB ?? 0) * KB,
    'attendance report': (figures.rosterFiles.find((f) => f.file.startsWith('attendance report'))?.fileKB ?? 0) * KB,
    'data set': dataSetMean * scale * MiB,
    certificates: certificateBytes * b.certificatesPerRequest,
  };
  let downloadCount = 0;
  let downloadTotal = 0;
  for (const [file, count] of downloads) {
    downloadCount += count;
    downloadTotal += count * downloadBytes[file];
  }
  const cloudFrontRequests =
    apiRequests + webVisits * (a.web.coldCacheShare * a.web.coldRequests + (1 - a.web.coldCacheShare) * a.web.warmRequests);
  const storedCertificates = certificates * 12 * a.storage.yearsOfData;
  const stored = {
    dataSets: dataSetBytes,
    snapshot: figures.directorySnapshotMiB * MiB,
    certificates: storedCertificates * certificateBytes,
    support: a.storage.supportMediaGB * GB,
    avatars: a.organisation.accounts * a.storage.avatarShare * a.storage.avatarKB * KB,
    accessLogs: cloudFrontRequests * a.storage.accessLogBytesPerRequest * a.storage.accessLogMonths,
  };
  const bucketGB = Object.values(stored).reduce((sum, v) => sum + v, 0) / GB;
  add(
    'S3',
    'storage (data sets, certificates, support media, photos, access logs)',
    bucketGB,
    'GB-month',
    prices.s3.storagePerGbMonth,
    1,
    'support media and access-log retention',
  );
  add(
    'S3',
    'PUT/COPY/POST (generated files, certificates, job uploads)',
    filesWritten + jobPuts,
    'requests',
    prices.s3.perThousandPuts,
    1000,
    'files written per request',
  );
  add(
    'S3',
    'GET (downloads, directory snapshots)',
    downloadCount + snapshotReads,
    'requests',
    prices.s3.perThousandGets,
    1000,
    'files written per request',
  );
  add('S3', 'data transfer out (presigned downloads)', downloadTotal / GB, 'GB', prices.s3.transferOutPerGb, 1, 'data-set downloads');

  // ── CloudFront and WAF ───────────────────────────────────────────────────────────────────
  const webBytes = webVisits * (a.web.coldCacheShare * figures.web.totalJsGzipKB + (1 - a.web.coldCacheShare) * a.web.warmKB) * KB;
  const cloudFrontGB = (answerBytes + webBytes) / GB;
  add(
    'CloudFront',
    'HTTPS requests (API and web)',
    cloudFrontRequests,
    'requests',
    prices.cloudFront.perMillionHttpsRequests,
    1e6,
    LEVER.calls,
  );
  add(
    'CloudFront',
    'data transfer out (answers and the web app)',
    cloudFrontGB,
    'GB',
    prices.cloudFront.transferOutPerGb,
    1,
    'answer size of the big lists (calendar, cohorts, dashboard)',
  );
  add('WAF', 'web ACL', 1, 'web ACL', prices.waf.perWebAclMonth, 1, 'WAF rules', true);
  add('WAF', 'rules', a.security.wafRules, 'rules', prices.waf.perRuleMonth, 1, 'WAF rules', true);
  add('WAF', 'requests inspected', cloudFrontRequests, 'requests', prices.waf.perMillionRequests, 1e6, LEVER.calls);

  // ── CloudWatch and X-Ray ─────────────────────────────────────────────────────────────────
  const o = a.observability;
  const logBytes = apiRequests * (o.lambdaLogBytesPerRequest + o.accessLogBytesPerRequest) + jobRuns * 2 * KB;
  const logGB = logBytes / GB;
  const functions = Object.keys(infra.memoryMB).length + infra.jobs.length;
  const alarmMetrics = functions * o.alarmsPerFunction + infra.jobs.length * o.alarmsPerJob + o.otherAlarmMetrics;
  add(
    'CloudWatch',
    'logs ingested (request lines, EMF metrics, access logs)',
    logGB,
    'GB',
    prices.cloudWatch.logIngestionPerGb,
    1,
    'log lines per request and log level',
  );
  add(
    'CloudWatch',
    `logs stored (${o.logRetentionMonths} months, compressed)`,
    logGB * o.logRetentionMonths * o.logCompression,
    'GB-month',
    prices.cloudWatch.logStoragePerGbMonth,
    1,
    'log lines per request and log level',
  );
  add('CloudWatch', 'custom metrics (EMF)', infra.customMetrics, 'metrics', prices.cloudWatch.perCustomMetricMonth, 1, LEVER.metrics, true);
  add(
    'CloudWatch',
    'alarms (metrics they read, counted roughly)',
    alarmMetrics,
    'alarm metrics',
    prices.cloudWatch.perAlarmMetricMonth,
    1,
    LEVER.alarms,
    true,
  );
  add('CloudWatch', 'dashboard', o.dashboards, 'dashboards', prices.cloudWatch.perDashboardMonth, 1, 'dashboards (one)', true);
  const busySeconds = o.busyHoursPerMonth * 3600;
  const traces =
    [...groups.values()].reduce((sum, g) => sum + tracesRecorded(g.requests, busySeconds, o.xRayReservoirPerSecond, o.xRayRate), 0) +
    jobRuns;
  add(
    'X-Ray',
    "traces recorded (Lambda's fixed sampling, per function)",
    traces,
    'traces',
    prices.xRay.perMillionTracesRecorded,
    1e6,
    LEVER.xRay,
  );

  // ── Secrets Manager, SES, Scheduler ─────────────────────────────────────────────────────
  add('Secrets Manager', 'secrets', a.security.secrets, 'secrets', prices.secretsManager.perSecretMonth, 1, 'secrets in the stack', true);
  add(
    'Secrets Manager',
    'API calls (read at cold starts)',
    coldStarts * a.lambda.secretsPerColdStart,
    'calls',
    prices.secretsManager.perTenThousandApiCalls,
    10_000,
    'secrets in the stack',
  );
  add('SES', 'e-mails (welcome, credentials, password resets)', mails, 'e-mails', prices.ses.perThousandEmails, 1000, 'e-mails per cohort');
  add('EventBridge Scheduler', 'job invocations', jobRuns, 'invocations', prices.scheduler.perMillionInvocations, 1e6, 'job schedules');

  // ── Sums ─────────────────────────────────────────────────────────────────────────────────
  const services = SERVICES.map((service) => ({
    service,
    cost: lines.filter((l) => l.service === service).reduce((sum, l) => sum + l.cost, 0),
  }));
  const total = services.reduce((sum, s) => sum + s.cost, 0);
  const fixed = lines.filter((l) => l.fixed).reduce((sum, l) => sum + l.cost, 0);
  const byLever = new Map<string, { lever: string; cost: number; lines: string[] }>();
  for (const l of lines) {
    const entry = byLever.get(l.lever) ?? { lever: l.lever, cost: 0, lines: [] };
    entry.cost += l.cost;
    entry.lines.push(`${l.service}: ${l.item}`);
    byLever.set(l.lever, entry);
  }
  const levers = [...byLever.values()].sort((x, y) => y.cost - x.cost).slice(0, 3);

  return {
    lines,
    services,
    total,
    fixed,
    groups: [...groups.values()].filter((g) => g.requests > 0).sort((x, y) => y.cost - x.cost),
    levers,
    routes: routes.sort((x, y) => y.perMonth - x.perMonth),
    volumes: {
      signIns,
      pageLoads,
      saves,
      apiRequests,
      webVisits,
      cloudFrontRequests,
      cloudFrontGB,
      s3DownloadGB: downloadTotal / GB,
      lambdaGbSeconds: apiGbSeconds + jobGbSeconds,
      readRequestUnits: rru,
      writeRequestUnits: wru,
      tableGB,
      bucketGB,
      logGB,
      traces,
      mails,
      jobRuns,
    },
  };
}
