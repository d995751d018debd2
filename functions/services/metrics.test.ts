/**
 * What the functions tell CloudWatch (issue 29): the EMF lines Powertools writes for a request,
 * for a business count and for a scheduled run, and the log line of a request, read from stdout
 * as CloudWatch Logs would read them. The names come from shared/observability.ts, which the
 * stack's alarms read.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_ROWS } from '../../shared/auth/routes.ts';
import { AUTH_CONTRACTS } from '../../shared/auth/contract.ts';
import { BUSINESS_METRICS, JOB_METRICS, METRIC_DIMENSIONS, REQUEST_METRICS } from '../../shared/observability.ts';
import { apiEvent } from '../../test/integration/events.ts';
import type { GroupImplementations } from '../core/http.ts';

interface EmfLine {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string; Unit: string }> }> };
  [key: string]: unknown;
}

const NAMESPACE = 'LearningPortal/metrics-test';
let written: string[] = [];

/** The JSON lines written to stdout since the last call. */
function linesWritten(): Array<Record<string, unknown>> {
  const lines = written.flatMap((chunk) => chunk.split('\n')).filter((line) => line.startsWith('{'));
  written = [];
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}
const emfLines = () => linesWritten().filter((line): line is EmfLine => '_aws' in line);

/** The metric values and dimension names of one EMF line. */
function metricsOf(line: EmfLine) {
  const [directive] = line._aws.CloudWatchMetrics;
  return {
    namespace: directive.Namespace,
    dimensions: directive.Dimensions.flat(),
    values: Object.fromEntries(directive.Metrics.map((m) => [m.Name, line[m.Name]])),
  };
}

let modules: {
  createGroupHandler: typeof import('../core/http-handler.ts').createGroupHandler;
  countMetric: typeof import('./metrics.ts').countMetric;
  scheduledJob: typeof import('../jobs/jobs.ts').scheduledJob;
};

beforeAll(async () => {
  // The logger and metrics read their settings when created: a fresh copy of the modules with them on.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', NAMESPACE);
  vi.stubEnv('LOG_LEVEL', 'info');
  // As Lambda sets it: Powertools reports a cold start only for on-demand environments.
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
  vi.stubEnv('TABLE_NAME', 'unused');
  vi.stubEnv('JWT_SECRET', 'metrics-test-secret-0123456789abcdef');
  vi.resetModules();
  const [{ createGroupHandler }, { countMetric }, { scheduledJob }] = await Promise.all([
    import('../core/http-handler.ts'),
    import('./metrics.ts'),
    import('../jobs/jobs.ts'),
  ]);
  modules = { createGroupHandler, countMetric, scheduledJob };
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('request metrics and the request log line', () => {
  it('writes Requests, ClientErrors, ServerErrors and Duration per route group, and a log line with the request id and cold start', async () => {
    const implementations = {
      'POST /api/login': async () => ({ ok: true }),
      'POST /api/forgot-password': async () => {
        throw new Error('broken on purpose');
      },
    } as unknown as GroupImplementations<'auth'>;
    const handler = modules.createGroupHandler('auth', implementations, AUTH_CONTRACTS, AUTH_ROWS);
    linesWritten();

    const ok = await handler(apiEvent('POST /api/login', { body: { username: 'pat', password: 'x' } }), { awsRequestId: 'lambda-1' });
    expect(ok.statusCode).toBe(200);
    const okLines = linesWritten();
    const [okMetrics] = okLines.filter((line): line is EmfLine => '_aws' in line).map(metricsOf);
    expect(okMetrics).toMatchObject({ namespace: NAMESPACE, dimensions: [METRIC_DIMENSIONS.routeGroup] });
    expect(okMetrics.values).toMatchObject({
      [REQUEST_METRICS.requests]: 1,
      [REQUEST_METRICS.clientErrors]: 0,
      [REQUEST_METRICS.serverErrors]: 0,
    });
    expect(okMetrics.values[REQUEST_METRICS.duration]).toBeGreaterThanOrEqual(0);
    const requestLine = okLines.find((line) => line.message === 'request');
    expect(requestLine).toMatchObject({ level: 'info', group: 'auth', status: 200, routeKey: 'POST /api/login', cold_start: true });
    expect(requestLine?.requestId).toEqual(expect.any(String));

    const invalid = await handler(apiEvent('POST /api/login', { body: { username: '' } }));
    expect(invalid.statusCode).toBe(422);
    expect(emfLines().map(metricsOf)).toEqual([
      expect.objectContaining({
        values: expect.objectContaining({ [REQUEST_METRICS.clientErrors]: 1, [REQUEST_METRICS.serverErrors]: 0 }),
      }),
    ]);

    const failed = await handler(apiEvent('POST /api/forgot-password', { body: { username: 'pat' } }));
    expect(failed.statusCode).toBe(500);
    const failedLines = linesWritten();
    expect(failedLines.filter((line): line is EmfLine => '_aws' in line).map(metricsOf)[0].values).toMatchObject({
      [REQUEST_METRICS.requests]: 1,
      [REQUEST_METRICS.serverErrors]: 1,
    });
    expect(failedLines.find((line) => line.message === 'request')).toMatchObject({ status: 500, cold_start: false });
  });
});

describe('business and job metrics', () => {
  it('counts what people did with no dimension, and skips a zero', () => {
    modules.countMetric('signIns');
    modules.countMetric('csvRowsImported', 0);
    modules.countMetric('certificatesIssued', 3);
    expect(emfLines().map(metricsOf)).toEqual([
      { namespace: NAMESPACE, dimensions: [], values: { [BUSINESS_METRICS.signIns]: 1 } },
      { namespace: NAMESPACE, dimensions: [], values: { [BUSINESS_METRICS.certificatesIssued]: 3 } },
    ]);
  });

  it('records each run of a job: success with rows and bytes, a partial run and a throw as failures with the reason', async () => {
    const done = modules.scheduledJob('nightly-reports', async () => ({ job: 'nightly-reports', status: 'done', rows: 120, bytes: 4096 }));
    await done();
    const [success] = emfLines().map(metricsOf);
    expect(success.dimensions).toEqual([METRIC_DIMENSIONS.job]);
    expect(success.values).toMatchObject({
      [JOB_METRICS.succeeded]: 1,
      [JOB_METRICS.failed]: 0,
      [JOB_METRICS.rows]: 120,
      [JOB_METRICS.bytes]: 4096,
    });

    const partial = modules.scheduledJob('master-schedule', async () => ({
      job: 'master-schedule',
      status: 'partial',
      detail: 'failed: master schedule (S3 down)',
    }));
    await partial();
    const partialLines = linesWritten();
    expect(partialLines.filter((line): line is EmfLine => '_aws' in line).map(metricsOf)[0].values).toMatchObject({
      [JOB_METRICS.succeeded]: 0,
      [JOB_METRICS.failed]: 1,
    });
    expect(partialLines.find((line) => line.message === 'job failed')).toMatchObject({
      job: 'master-schedule',
      reason: 'failed: master schedule (S3 down)',
    });

    const throwing = modules.scheduledJob('survey-refresh', async () => {
      throw new Error('survey source unreachable');
    });
    await expect(throwing()).rejects.toThrow('survey source unreachable');
    const thrownLines = linesWritten();
    expect(thrownLines.filter((line): line is EmfLine => '_aws' in line).map(metricsOf)[0]).toMatchObject({
      dimensions: [METRIC_DIMENSIONS.job],
      values: { [JOB_METRICS.failed]: 1 },
    });
    expect(thrownLines.find((line) => line.message === 'job failed')).toMatchObject({
      level: 'error',
      reason: 'survey source unreachable',
    });
  });
});
