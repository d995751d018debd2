/**
 * Sample requests of the benchmark, one place for all routes: the default value of each path
 * parameter (by its name in shared/api/routes.ts) and, per route, whatever a plausible call
 * needs beyond that (query, body, the account that calls, per-iteration preparation).
 *
 * Ids come from the seeded data (see `BenchData`, read from the table after seeding), never
 * hard-coded. When an issue builds a route that needs more than the defaults, add its entry to
 * SAMPLES. Write routes (POST/PUT/DELETE) are measured ONLY when they have an entry here: the
 * discovery call of a write route without one uses ids that do not exist and an empty body, so
 * that it cannot change the data the other routes are measured on.
 */
import type { RouteDefinition, RouteKey } from '../../shared/api/routes.ts';
import { allows, type Capability } from '../../shared/auth/capabilities.ts';

/** Facts of the seeded organisation that samples refer to. */
export interface BenchData {
  password: string;
  /** New York date the seed was laid around. */
  today: string;
  cohortId: number;
  postId: number;
  /** A dated, past event of `cohortId` (falls back to its first event). */
  eventId: number;
  unitId: string;
  /** CMS key of the cohort's course, e.g. `cohort39`. */
  courseKey: string;
  courseId: number;
  stateId: number;
  districtId: number;
  /** Demo accounts (and the bench's own, see seeding.ts) by username: id and role slugs. */
  accounts: Record<string, { id: number; roles: string[] }>;
  /** True when the table holds the cohort the ids above point at. */
  hasCohorts: boolean;
}

/** What a sample may ask of the bench before each call (not timed). */
export interface SampleTools {
  /** Signs in (POST /api/login) and returns a fresh token. */
  login: (username: string) => Promise<string>;
}

export interface Sample {
  /**
   * Account whose token the call carries; null: no token (public route). Default: senior.admin,
   * or the first account whose roles the route's capability allows (see accountFor).
   */
  as?: string | null;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** Runs before each call, untimed; may return the token to use (e.g. a fresh session). */
  prepare?: (tools: SampleTools) => Promise<{ token?: string }>;
  /** Slow by design (password hashing) or needs a slow preparation: BENCH_SLOW_ITERATIONS. */
  slow?: boolean;
  /** Shown in the report. */
  note?: string;
}

export const DEFAULT_ACCOUNT = 'senior.admin';

const monthBounds = (today: string) => {
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${today.slice(0, 7)}-01`, end: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};

/** Default of each path parameter name of the route table. */
export const PARAM_DEFAULTS: Record<string, (d: BenchData) => string | number> = {
  target: (d) => d.accounts.participant?.id ?? 9,
  userId: (d) => d.accounts.participant?.id ?? 9,
  second: () => 'true',
  cohortKey: (d) => d.courseKey,
  course: (d) => d.courseKey,
  id: () => 1,
  text: () => 'smith',
  cohortId: (d) => d.cohortId,
  eventId: (d) => d.eventId,
  unitId: (d) => d.unitId,
  start: (d) => monthBounds(d.today).start,
  end: (d) => monthBounds(d.today).end,
  sortDesc: () => 'false',
  lastNameFirst: () => 'true',
  stateId: (d) => d.stateId,
  district: (d) => d.districtId,
  districtId: (d) => d.districtId,
  token: () => 'bench-token',
  username: () => DEFAULT_ACCOUNT,
  file: () => 'attendance-on',
};

/** Per-route samples. Add one when a route needs more than the parameter defaults. */
export const SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample>> = {
  'POST /api/login': (d) => ({
    as: null,
    body: { username: DEFAULT_ACCOUNT, password: d.password },
    slow: true,
    note: 'scrypt (N=2^17) by design, ~0.35 s',
  }),
  'POST /api/logout': () => ({
    prepare: async (tools) => ({ token: await tools.login(DEFAULT_ACCOUNT) }),
    slow: true,
    note: 'a fresh session per call (sign-in untimed)',
  }),
  'GET /api/keepalive': () => ({}),
  'GET /api/users/get-info-search-menu': (d) => ({ query: { user_id: String(d.accounts.participant?.id ?? 9) } }),
  'GET /api/getCourseInfoByKey': (d) => ({ query: { courseKey: d.courseKey } }),
  'POST /api/role/get/names': () => ({ body: { slugs: ['coach', 'participant', 'state_coordinator'] } }),
  'POST /api/set-action-logon-popup': () => ({ body: { action: 'later', logon_popup_id: 2 }, note: "'later' writes nothing" }),
  'POST /api/forgot-password': () => ({ as: null, body: { username: 'nobody.at.all' }, note: 'unknown account: same answer, no mail' }),
  'POST /api/validateCurrentPassword': (d) => ({ body: { currentPass: d.password }, slow: true, note: 'one scrypt by design' }),
  'POST /api/validatePasswordHistory': () => ({ body: { pass: 'Not-The-Password-1!' }, slow: true, note: 'scrypt per remembered password by design' }),
};

/** The account a route is called as by default: senior.admin when allowed, else the first that is. */
export function accountFor(capability: Capability, data: Pick<BenchData, 'accounts'>): string | null {
  if (capability === 'public') return null;
  const names = Object.keys(data.accounts);
  const ordered = names.includes(DEFAULT_ACCOUNT) ? [DEFAULT_ACCOUNT, ...names.filter((n) => n !== DEFAULT_ACCOUNT)] : names;
  return ordered.find((name) => allows(capability, data.accounts[name].roles)) ?? DEFAULT_ACCOUNT;
}

export const isWrite = (route: Pick<RouteDefinition, 'method'>) => route.method !== 'GET';

/** Fills the path of a route: sample params, then defaults; `probe` uses ids that do not exist. */
export function fillPath(route: Pick<RouteDefinition, 'path' | 'key'>, data: BenchData, params: Record<string, string | number> = {}, probe = false): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (probe) return '999999999';
    const value = params[name] ?? PARAM_DEFAULTS[name]?.(data);
    if (value === undefined) throw new Error(`No sample value for path parameter {${name}} of ${route.key}: add it to PARAM_DEFAULTS or SAMPLES`);
    return encodeURIComponent(String(value));
  });
}

export interface PlannedCall {
  route: RouteDefinition;
  sample: Sample;
  path: string;
  /** Write route without a sample: discovered (safely) but never measured. */
  probeOnly: boolean;
}

/** The call the bench makes for a route. */
export function planCall(route: RouteDefinition, data: BenchData): PlannedCall {
  const as = accountFor(route.capability, data);
  const make = SAMPLES[route.key];
  if (make) {
    const sample = { as, ...make(data) };
    return { route, sample, path: fillPath(route, data, sample.params), probeOnly: false };
  }
  if (isWrite(route)) return { route, sample: { as, body: {} }, path: fillPath(route, data, {}, true), probeOnly: true };
  return { route, sample: { as }, path: fillPath(route, data), probeOnly: false };
}
