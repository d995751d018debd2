/**
 * API part of the benchmark: calls each route of the route table once through the local gateway
 * (routes answering 501 are not built yet), then measures every built route sequentially, each
 * of its samples (variants) on its own: latency, and the DynamoDB calls and consumed capacity
 * the handler reports in the `x-portal-dynamodb` header (PORTAL_EXPOSE_METRICS=1).
 */
import { performance } from 'node:perf_hooks';
import { ROUTES, type RouteDefinition } from '../../shared/api/routes.ts';
import { METRICS_HEADER } from '../../functions/core/middlewares/request-logging.ts';
import { callLabel, DEFAULT_ACCOUNT, planCalls, type BenchData, type PlannedCall, type SampleTools } from './samples.ts';
import { summarize, type Summary } from './stats.ts';

export interface DynamoUsage {
  calls: number;
  /** Calls sent together count once (request-context.ts DynamoMetrics.roundTrips). */
  roundTrips: number;
  rcu: number;
  wcu: number;
  ops: Record<string, number>;
}

export interface CallResult {
  ms: number;
  status: number;
  /** Size of the response body. */
  bytes: number;
  /** Size of the body on the wire (compressed when the portal compressed it). */
  wireBytes?: number;
  dynamo?: DynamoUsage;
}

export interface RouteMeasurement {
  key: string;
  /** The sample's variant name when the route has several (samples.ts). */
  variant?: string;
  group: string;
  method: string;
  /** Account the calls were made as (null: no token). */
  as: string | null;
  iterations: number;
  slow: boolean;
  note?: string;
  /** Sample.notPageLoad: why it is left out of the goals about what pages load. */
  notPageLoad?: string;
  statuses: Record<number, number>;
  /** The status the sample expects as a refusal (Sample.expect). */
  expected?: number;
  /** The first unexpected 4xx/5xx: its status and the start of its message, to say what to fix. */
  refusal?: string;
  latency: Summary;
  calls: Summary;
  roundTrips: Summary;
  rcu: Summary;
  wcu: Summary;
  /** Response body bytes. */
  bytes: Summary;
  /** Response body bytes on the wire (brotli or gzip above 1 KB, as a phone's browser accepts them). */
  wireBytes: Summary;
  /** Operations summed over all measured calls, e.g. { GetItem: 100, Query: 50 }. */
  ops: Record<string, number>;
  /** Calls whose metrics header was missing. */
  missingMetrics: number;
}

export interface ApiResults {
  measured: RouteMeasurement[];
  /** Routes that answered 501. */
  notBuilt: RouteDefinition[];
  /** Write routes that are built but have no sample in samples.ts: not measured. */
  builtWithoutSample: Array<{ route: RouteDefinition; status: number }>;
  /** Routes whose discovery call failed outright (network, thrown). */
  failed: Array<{ route: RouteDefinition; error: string }>;
}

export interface ApiOptions {
  baseUrl: string;
  data: BenchData;
  iterations: number;
  slowIterations: number;
  warmup: number;
  log: (line: string) => void;
  routes?: readonly RouteDefinition[];
}

export function parseMetrics(header: string | null): DynamoUsage | undefined {
  if (!header) return undefined;
  try {
    const parsed = JSON.parse(header) as Partial<DynamoUsage> & { round_trips?: number };
    return {
      calls: parsed.calls ?? 0,
      roundTrips: parsed.round_trips ?? parsed.calls ?? 0,
      rcu: parsed.rcu ?? 0,
      wcu: parsed.wcu ?? 0,
      ops: parsed.ops ?? {},
    };
  } catch {
    return undefined;
  }
}

export class ApiClient implements SampleTools {
  private readonly tokens = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly password: string,
  ) {}

  async call(
    method: string,
    path: string,
    opts: { token?: string | null; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<CallResult & { text: string }> {
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(opts.query ?? {})) url.searchParams.set(name, value);
    // The encodings a phone's browser accepts: the wire size is what it downloads.
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'br, gzip', 'user-agent': 'portal-bench' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const hasBody = opts.body !== undefined && method !== 'GET';
    // A FormData body (a file upload) is sent as multipart/form-data, fetch setting its boundary.
    const form = opts.body instanceof FormData ? opts.body : undefined;
    if (hasBody && !form) headers['content-type'] = 'application/json';
    const body = hasBody ? (form ?? JSON.stringify(opts.body)) : undefined;
    const started = performance.now();
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    const ms = performance.now() - started;
    return {
      ms,
      status: response.status,
      bytes: Buffer.byteLength(text),
      wireBytes: Number(response.headers.get('content-length') ?? Buffer.byteLength(text)),
      dynamo: parseMetrics(response.headers.get(METRICS_HEADER)),
      text,
    };
  }

  async login(username: string): Promise<string> {
    const result = await this.call('POST', '/api/login', { body: { username, password: this.password } });
    if (result.status !== 200) throw new Error(`Sign-in as ${username} failed: ${result.status} ${result.text.slice(0, 200)}`);
    return (JSON.parse(result.text) as { token: string }).token;
  }

  async getJson(path: string, as: string | { token: string }, query?: Record<string, string>): Promise<unknown> {
    const token = typeof as === 'string' ? await this.tokenFor(as) : as.token;
    const result = await this.call('GET', path, { token, query });
    if (result.status !== 200)
      throw new Error(
        `GET ${path} as ${typeof as === 'string' ? as : 'a prepared session'} answered ${result.status}: ${result.text.slice(0, 200)}`,
      );
    return JSON.parse(result.text) as unknown;
  }

  /** A cached token per account (one sign-in each). */
  async tokenFor(username: string): Promise<string> {
    let token = this.tokens.get(username);
    if (!token) {
      token = await this.login(username);
      this.tokens.set(username, token);
    }
    return token;
  }
}

async function callPlanned(client: ApiClient, plan: PlannedCall): Promise<CallResult & { text: string }> {
  const { sample, route, path } = plan;
  let token: string | null = sample.as === null ? null : await client.tokenFor(sample.as ?? DEFAULT_ACCOUNT);
  let body = sample.body;
  let target = path;
  if (sample.prepare) {
    const prepared = await sample.prepare(client);
    if (prepared.token) token = prepared.token;
    if (prepared.body !== undefined) body = prepared.body;
    if (prepared.path) target = prepared.path;
  }
  return client.call(route.method, target, { token, body, query: sample.query });
}

/** "422 Name is required": what an error answer says, short enough for a table cell. */
export function refusalText(status: number, text: string): string {
  let message = text;
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    const said = body.message ?? body.error;
    if (typeof said === 'string') message = said;
  } catch {
    // Not JSON: the raw text.
  }
  const short = message.replace(/\s+/g, ' ').trim().slice(0, 120);
  return short ? `${status} "${short}"` : String(status);
}

export function measurementOf(plan: PlannedCall, results: ReadonlyArray<CallResult & { text?: string }>): RouteMeasurement {
  const statuses: Record<number, number> = {};
  const ops: Record<string, number> = {};
  let missingMetrics = 0;
  let refusal: string | undefined;
  for (const r of results) {
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.status >= 400 && r.status !== plan.sample.expect) refusal ??= refusalText(r.status, r.text ?? '');
    if (!r.dynamo) missingMetrics += 1;
    for (const [op, n] of Object.entries(r.dynamo?.ops ?? {})) ops[op] = (ops[op] ?? 0) + n;
  }
  const withMetrics = results.filter((r) => r.dynamo);
  return {
    key: plan.route.key,
    ...(plan.sample.variant ? { variant: plan.sample.variant } : {}),
    group: plan.route.group,
    method: plan.route.method,
    as: plan.sample.as === undefined ? DEFAULT_ACCOUNT : plan.sample.as,
    iterations: results.length,
    slow: !!plan.sample.slow,
    ...(plan.sample.notPageLoad ? { notPageLoad: plan.sample.notPageLoad } : {}),
    note: plan.sample.note,
    statuses,
    ...(plan.sample.expect ? { expected: plan.sample.expect } : {}),
    ...(refusal ? { refusal } : {}),
    latency: summarize(results.map((r) => r.ms)),
    calls: summarize(withMetrics.map((r) => r.dynamo!.calls)),
    roundTrips: summarize(withMetrics.map((r) => r.dynamo!.roundTrips)),
    rcu: summarize(withMetrics.map((r) => r.dynamo!.rcu)),
    wcu: summarize(withMetrics.map((r) => r.dynamo!.wcu)),
    bytes: summarize(results.map((r) => r.bytes)),
    wireBytes: summarize(results.map((r) => r.wireBytes ?? r.bytes)),
    ops,
    missingMetrics,
  };
}

export async function benchApi(opts: ApiOptions): Promise<ApiResults> {
  const client = new ApiClient(opts.baseUrl, opts.data.password);
  const out: ApiResults = { measured: [], notBuilt: [], builtWithoutSample: [], failed: [] };
  const routes = opts.routes ?? ROUTES;

  // Discovery: one call per route (its first sample); a built route is then measured per sample.
  const built: PlannedCall[] = [];
  for (const route of routes) {
    try {
      const plans = planCalls(route, opts.data);
      const probe = await callPlanned(client, plans[0]);
      if (probe.status === 501) out.notBuilt.push(route);
      else if (plans[0].probeOnly) out.builtWithoutSample.push({ route, status: probe.status });
      else built.push(...plans);
    } catch (error) {
      out.failed.push({ route, error: error instanceof Error ? error.message : String(error) });
    }
  }
  opts.log(
    `  ${new Set(built.map((p) => p.route.key)).size} built route(s) to measure (${built.length} samples), ${out.notBuilt.length} not built yet (501), ${out.builtWithoutSample.length} built write route(s) without a sample`,
  );

  for (const plan of built) {
    const iterations = plan.sample.slow ? opts.slowIterations : opts.iterations;
    const warmup = plan.sample.slow ? Math.min(1, opts.warmup) : opts.warmup;
    const results: Array<CallResult & { text: string }> = [];
    try {
      for (let i = 0; i < warmup; i += 1) await callPlanned(client, plan);
      for (let i = 0; i < iterations; i += 1) {
        const result = await callPlanned(client, plan);
        // Only an unexpected refusal's text is kept (measurementOf reads the first).
        results.push(result.status >= 400 && result.status !== plan.sample.expect ? result : { ...result, text: '' });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      out.failed.push({ route: plan.route, error: plan.sample.variant ? `[${plan.sample.variant}] ${message}` : message });
      continue;
    }
    const m = measurementOf(plan, results);
    out.measured.push(m);
    opts.log(
      `  ${callLabel(m).padEnd(40)} n=${m.iterations} p50 ${m.latency.p50.toFixed(1)} ms  p95 ${m.latency.p95.toFixed(1)} ms  ddb calls ${m.calls.mean.toFixed(1)}`,
    );
  }
  return out;
}
