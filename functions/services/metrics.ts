/**
 * The portal's CloudWatch metrics through Powertools for AWS Lambda's Metrics (issue 29), written
 * as embedded-metric-format lines on stdout: CloudWatch turns them into metrics in AWS, a test
 * reads them locally. Names, dimensions and the namespace: shared/observability.ts, which the
 * stack's alarms and dashboard read too.
 *
 * Powertools' default `service` dimension is dropped: an alarm must name every dimension of the
 * metric it watches, and the route group or job already says which function it is.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  BUSINESS_METRICS,
  JOB_METRICS,
  METRIC_DIMENSIONS,
  METRICS_NAMESPACE_ENV,
  metricNamespace,
  REQUEST_METRICS,
} from '../../shared/observability.ts';

/** A Metrics instance of the portal's namespace with no default dimension. */
function portalMetrics(singleMetric = false): Metrics {
  const instance = new Metrics({
    namespace: process.env[METRICS_NAMESPACE_ENV] ?? metricNamespace('local'),
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'learning-portal',
    singleMetric,
  });
  instance.clearDefaultDimensions();
  return instance;
}

/** The request's metrics, written by the handler chain's logMetrics when the request ends. */
export const metrics = portalMetrics();

/** Counts of what people did: a single-metric instance writes each at once, holding nothing between calls. */
const counts = portalMetrics(true);

export type BusinessMetric = keyof typeof BUSINESS_METRICS;

/** Counts something people did (a sign-in, a certificate): written at once, with no dimension. */
export function countMetric(name: BusinessMetric, value = 1): void {
  if (value <= 0) return;
  counts.addMetric(BUSINESS_METRICS[name], MetricUnit.Count, value);
}

/** One API request's metrics, per route group; written when the handler's chain ends (logMetrics). */
export function recordRequest(group: string, status: number, durationMs: number): void {
  metrics.addDimension(METRIC_DIMENSIONS.routeGroup, group);
  metrics.addMetric(REQUEST_METRICS.requests, MetricUnit.Count, 1);
  metrics.addMetric(REQUEST_METRICS.clientErrors, MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);
  metrics.addMetric(REQUEST_METRICS.serverErrors, MetricUnit.Count, status >= 500 ? 1 : 0);
  metrics.addMetric(REQUEST_METRICS.duration, MetricUnit.Milliseconds, durationMs);
}

export interface JobOutcome {
  job: string;
  succeeded: boolean;
  seconds: number;
  rows?: number;
  bytes?: number;
}

/** A scheduled run's outcome, per job, written at once (a job has no middy chain to flush it). */
export function recordJobOutcome({ job, succeeded, seconds, rows = 0, bytes = 0 }: JobOutcome): void {
  const run = portalMetrics();
  run.addDimension(METRIC_DIMENSIONS.job, job);
  run.addMetric(JOB_METRICS.succeeded, MetricUnit.Count, succeeded ? 1 : 0);
  run.addMetric(JOB_METRICS.failed, MetricUnit.Count, succeeded ? 0 : 1);
  run.addMetric(JOB_METRICS.seconds, MetricUnit.Seconds, seconds);
  run.addMetric(JOB_METRICS.rows, MetricUnit.Count, rows);
  run.addMetric(JOB_METRICS.bytes, MetricUnit.Bytes, bytes);
  run.publishStoredMetrics();
}
