/**
 * Every assumption of `npm run cost` in one place: the organisation's size, what its people do
 * in a month (visits, each a list of the routes the web calls, by their key in docs/bench.md),
 * and the few figures the bench does not measure. Each number says why; docs/cost.md prints
 * them. Change one here and rerun `npm run cost`.
 */

/** The organisation (issue 29): 100,000 accounts, 5,000 cohorts a year. */
export const ORGANISATION = {
  accounts: 100_000,
  cohortsPerYear: 5_000,
  /** The bench's generator makes 20–26 per cohort (scripts/seed/organisation.ts). */
  participantsPerCohort: 23,
  /** The generator's schedule: an orientation and two days per unit, 8 units. */
  eventsPerCohort: 17,
  /** Managers and state coordinators who open the dashboard on working days. */
  managers: 300,
  administrators: 20,
  workingDaysPerMonth: 21,
};

const o = ORGANISATION;
const eventsPerMonth = (o.cohortsPerYear * o.eventsPerCohort) / 12;
const certificateRequestsPerMonth = (o.cohortsPerYear * 0.9) / 12;

/** A route call, by its key (and sample name, when the bench measured several) in docs/bench.md. */
export interface RouteUse {
  route: string;
  /** The bench sample's name after the dash; absent: the mean of the route's samples. */
  sample?: string;
  /** Calls per visit. */
  count: number;
}

/** A file a visit downloads through a presigned S3 link (the route answered 303). */
export type DownloadKind = 'sign-in sheet' | 'attendance report' | 'data set' | 'certificates';

export interface Visit {
  name: string;
  perMonth: number;
  why: string;
  /** A visit loads the single-page app from CloudFront (page loads without sign-in excluded). */
  loadsWeb: boolean;
  requests: RouteUse[];
  downloads?: Array<{ file: DownloadKind; count: number }>;
  /** E-mails the visit sends (SES). */
  mails?: number;
}

/** What the web asks for right after a sign-in (the shell, the popups, the banners). */
const signIn = (keepalives: number): RouteUse[] => [
  { route: 'POST /api/login', count: 1 },
  { route: 'GET /api/getuserdata', count: 1 },
  { route: 'GET /api/get-active-logon-popup', count: 1 },
  { route: 'GET /api/logon-popup', count: 1 },
  // SESSION.keepAliveMinutes is 10 (shared/constants.ts): one per 10 minutes on the page.
  { route: 'GET /api/keepalive', count: keepalives },
  { route: 'POST /api/logout', count: 0.3 },
];

export const VISITS: Visit[] = [
  {
    name: 'participant',
    perMonth: o.accounts * 0.5 * 2,
    why:
      'Half the accounts are in a running cohort in any month (5,000 cohorts × 23 a year ≈ 115,000 seats for 100,000 accounts, a cohort runs about a year), ' +
      'and each signs in twice a month around a unit day (17 events a year ≈ 1.4 a month): schedule, next event, banners, a framed course page. 20 minutes each.',
    loadsWeb: true,
    requests: [
      ...signIn(2),
      { route: 'GET /api/portal_banners', count: 1 },
      { route: 'GET /api/info_next_event/{course}', count: 1 },
      { route: 'GET /api/user_schedule/{course}/{userId}/{cohortId}', count: 1 },
      // No get_courses_privileges: the sign-in answer carries the course list (docs/decisions/shell.md).
      { route: 'GET /api/alp-jwt/{userId}/{second}', count: 0.5 },
      { route: 'GET /api/user/profile', count: 0.2 },
    ],
  },
  {
    name: 'facilitator (per event)',
    perMonth: eventsPerMonth,
    why:
      `5,000 cohorts × 17 events / 12 ≈ ${Math.round(eventsPerMonth).toLocaleString('en-US')} events a month. Per event its lead facilitator signs in twice ` +
      '(before: calendar, roster, the sign-in sheet; after: attendance saved twice, a correction included), 30 minutes each.',
    loadsWeb: true,
    requests: [
      ...signIn(3).map((r) => ({ ...r, count: r.count * 2 })),
      { route: 'GET /api/calendar_data/{start}/{end}', sample: 'my_schedule', count: 2 },
      { route: 'GET /api/get_cohort_info/{cohortId}', count: 2 },
      { route: 'GET /api/get_events_list/{cohortId}', count: 2 },
      { route: 'GET /api/get_roster_info/{cohortId}/{eventId}', count: 3 },
      { route: 'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}', count: 1 },
      { route: 'POST /api/save_attendance', count: 2 },
      { route: 'GET /api/attendance_history/{cohortId}/{unit}', count: 0.5 },
      { route: 'GET /api/get_attendance_report/{cohortId}', count: 0.5 },
      { route: 'GET /api/getSurveyResponsePresentation', count: 0.2 },
    ],
    downloads: [
      { file: 'sign-in sheet', count: 1 },
      { file: 'attendance report', count: 0.2 },
    ],
  },
  {
    name: 'manager',
    perMonth: o.managers * o.workingDaysPerMonth,
    why: '300 managers and state coordinators open the dashboard once a working day: cohort list pages, the calendar, utilization, now and then a data set.',
    loadsWeb: true,
    requests: [
      ...signIn(3),
      { route: 'GET /api/dashboard_data', count: 3 },
      { route: 'GET /api/filter-cohort', count: 1 },
      { route: 'POST /api/get_alp_data', count: 1 },
      { route: 'GET /api/calendar_date', count: 1 },
      { route: 'GET /api/get-years', count: 1 },
      { route: 'GET /api/calendar_data/{start}/{end}', sample: 'complete', count: 1 },
      { route: 'GET /api/filter-facilitator-utilization', count: 0.5 },
      { route: 'GET /api/get_facilitator_utilization', count: 0.5 },
      { route: 'GET /api/date-export-reports', count: 0.3 },
      { route: 'GET /api/download-cohort-data', count: 0.3 },
    ],
    downloads: [{ file: 'data set', count: 0.3 }],
  },
  {
    name: 'administrator',
    perMonth: o.administrators * o.workingDaysPerMonth * 4,
    why: '20 administrators, four sittings a working day: the users list and search, a user edited (page lock taken and renewed), cohorts looked up.',
    loadsWeb: true,
    requests: [
      ...signIn(4),
      // Asked only when the stored password date is past 45 days (the web asks the server before prompting).
      { route: 'GET /api/get-date-last-update-pass', count: 0.05 },
      { route: 'GET /api/user', count: 3 },
      { route: 'GET /api/user/search/{text}', count: 2 },
      { route: 'GET /api/validate_page', count: 1 },
      { route: 'POST /api/active_page', count: 1 },
      { route: 'POST /api/update_page', count: 1 },
      { route: 'PUT /api/user/update/{id}', count: 1 },
      { route: 'GET /api/getOptions', count: 1 },
      { route: 'GET /api/cohort-builder/cohorts', count: 1 },
      { route: 'GET /api/cohort/{id}', count: 1 },
      { route: 'GET /api/user/getUsers/loginAs/{text}', count: 0.2 },
      { route: 'GET /api/participantCertificate', count: 0.5 },
    ],
  },
  {
    name: 'cohort built',
    perMonth: o.cohortsPerYear / 12,
    why: '5,000 cohorts a year saved from the cohort builder (participants and facilitators looked up, the schedule checked); each participant gets a welcome e-mail.',
    loadsWeb: false,
    requests: [
      { route: 'GET /api/cohort-builder/config', count: 1 },
      { route: 'POST /api/user/getUsers/cohort-builder', sample: 'participants', count: 2 },
      { route: 'POST /api/user/getUsers/cohort-builder', sample: 'facilitators', count: 1 },
      { route: 'POST /api/event/validate-schedule-facilitator', count: 1 },
      { route: 'POST /api/cohort', count: 1 },
    ],
    mails: o.participantsPerCohort,
  },
  {
    name: 'certificate checked',
    perMonth: certificateRequestsPerMonth * o.participantsPerCohort,
    why: 'Each certificate issued is checked once on the public verification page (an employer, the holder).',
    loadsWeb: true,
    requests: [{ route: 'GET /api/certificate/verify/{code}', count: 1 }],
  },
];

/** Share of sign-ins that begin with Forgot password (one e-mail each). */
export const PASSWORD_RESET_SHARE = 0.03;

const signInsPerMonth = VISITS.reduce(
  (sum, visit) => sum + visit.perMonth * visit.requests.filter((r) => r.route === 'POST /api/login').reduce((n, r) => n + r.count, 0),
  0,
);
VISITS.push({
  name: 'password reset',
  perMonth: signInsPerMonth * PASSWORD_RESET_SHARE,
  why: '3 % of sign-ins start with a forgotten password: the request and its e-mail.',
  loadsWeb: false,
  requests: [{ route: 'POST /api/forgot-password', count: 1 }],
  mails: 1,
});

/** Work the bench measures outside the route table, per month. */
export const BULK = {
  /** 90 % of cohorts finish; Create Certificates draws a cohort's certificates in one request. */
  certificateRequestsPerMonth,
  certificatesPerRequest: o.participantsPerCohort,
  /** DynamoDB per certificate, not measured by the bench: certificate, code and id items, a PDF log item. */
  certificateWcu: 4,
  /** A fifth of the accounts are new each year, all brought in by CSV import with their credentials mailed. */
  importedRowsPerMonth: (o.accounts * 0.2) / 12,
  /** Per imported row, not measured as capacity (the bench counts 4 calls a row): user, username and e-mail items in a transaction, a throttle read. */
  importRowWcu: 6,
  importRowRcu: 2,
};

/** Lambda figures the bench cannot give. */
export const LAMBDA = {
  /**
   * Billed duration: the bench's p50 (client wall time on the local stack, DynamoDB Local on the
   * same two cores). Below 1,769 MB a function has a share of one vCPU: with `scaleByCpuShare`
   * the measured time is stretched by 1,769 / memory, as if all of it were CPU — an upper bound
   * (most routes wait on DynamoDB), kept on because sign-in's scrypt and the files are CPU.
   */
  scaleByCpuShare: true,
  /** A new execution environment per 3 % of requests (traffic spread over 23 functions), each billed its INIT. */
  coldStartShare: 0.03,
  initMs: 700,
  /**
   * Groups that load a directory snapshot from S3 at a cold start: the cohort directory's load
   * time (docs/bench.md "Cohort directory cold start") is added to their INIT and one S3 GET.
   */
  directoryGroups: ['dashboard', 'calendar', 'users'],
  /** Secrets read at a cold start (JWT key, origin-verify; the certificates group also its signing key). */
  secretsPerColdStart: 2,
};

/** What each job run costs where the bench does not time the job. */
export const JOBS = {
  /** Not timed by the bench: it reads the answers of the survey system (an HTTP call) and writes a few items. */
  surveyRefreshSeconds: 10,
  surveyRefreshWcu: 200,
  /** The bench times its load (~0.7 s) and S3 read, not the job: the change feed Query, build, gzip, upload. */
  directorySnapshotSeconds: 20,
  /**
   * The data-set files are measured at the seed the bench reached (docs/bench.md "Data set"):
   * their seconds, rows and bytes are scaled by accounts / seeded users. Reads per row: one
   * item of ~1 KB, eventually consistent (0.5 RRU per 4 KB); the bench does not count them.
   */
  readKBPerRow: 1,
};

export const STORAGE = {
  /** Years of cohorts the table and bucket hold (nothing is deleted: attendance and certificates stay). */
  yearsOfData: 3,
  /** Per item, the three GSIs (projection ALL) included: ~500 B items, most in one index, 100 B overhead each. */
  bytesPerItem: 1_200,
  /** Support videos (200 MB each; docs/bench.md "Support upload"): a hundred of them. */
  supportMediaGB: 20,
  /** Profile photos: 30 % of accounts, 60 KB each. */
  avatarShare: 0.3,
  avatarKB: 60,
  /**
   * Older versions kept of each nightly data set. cdk/lib/files-bucket.ts has no versioning
   * today (0); issue 29 asks for a versioned files bucket: without a noncurrent-version
   * expiry each night's file would stay (30 a month, and growing).
   */
  dataSetVersionsKept: 0,
  /** CloudFront and S3 access logs: ~500 B a request, kept 365 days (cdk/lib/access-logs-bucket.ts). */
  accessLogBytesPerRequest: 500,
  accessLogMonths: 12,
};

export const WEB = {
  /** Visits that download the app's JS (a new device, a cleared cache, a new deploy's hashed chunks). */
  coldCacheShare: 0.3,
  /** Requests of a cold visit (index.html, entry, its imports, lazy pages, fonts, config). */
  coldRequests: 25,
  /** A warm visit: index.html and portal-config.json revalidated, a favicon. */
  warmRequests: 3,
  warmKB: 5,
  /** A cold visit downloads at most every JS chunk (docs/bench.md "Web": total JS gzip): an upper bound. */
};

export const OBSERVABILITY = {
  /** Lambda log bytes per request: START/END/REPORT ~350 B, the Powertools request line ~600 B, the EMF metrics line ~550 B. */
  lambdaLogBytesPerRequest: 1_500,
  /** The HTTP API access log line (cdk/lib/http-api.ts): ~450 B. */
  accessLogBytesPerRequest: 450,
  /** Log groups keep three months (RetentionDays.THREE_MONTHS); stored compressed, ~15 % of what was ingested. */
  logRetentionMonths: 3,
  logCompression: 0.15,
  /**
   * Lambda's fixed X-Ray sampling (active tracing; sampling rules do not apply to it): the first
   * request each second and 5 % of the rest, taken per function here (if the reservoir is shared
   * wider, fewer are traced: this is the upper end). Requests spread over 10 working hours of 21 days.
   */
  xRayReservoirPerSecond: 1,
  xRayRate: 0.05,
  busyHoursPerMonth: 21 * 10,
  /**
   * The metrics the alarms of cdk/lib/alarms.ts read (115 in all): per function errors and
   * throttles (one metric-math alarm over two metrics) and p99 duration; per job a failure and a
   * missing-success alarm; and the API 5xx rate (two metrics), DynamoDB throttles and system
   * errors over the nine operations the data layer uses (18), the scheduler DLQ's depth, SES
   * bounces and complaints, the CloudFront 5xx rate (two), WAF blocked requests.
   */
  alarmsPerFunction: 3,
  alarmsPerJob: 2,
  otherAlarmMetrics: 2 + 18 + 1 + 2 + 2 + 1,
  dashboards: 1,
};

export const SECURITY = {
  /** cdk/lib/portal-stack.ts: the JWT signing key, the origin-verify value, the certificate signing secret. */
  secrets: 3,
  /** issue 29: AWS managed common rules (one rule group) and one rate-based rule scoped to the three paths. */
  wafRules: 2,
};

export const ASSUMPTIONS = {
  organisation: ORGANISATION,
  visits: VISITS,
  bulk: BULK,
  lambda: LAMBDA,
  jobs: JOBS,
  storage: STORAGE,
  web: WEB,
  observability: OBSERVABILITY,
  security: SECURITY,
};

export type Assumptions = typeof ASSUMPTIONS;
