/**
 * The names the functions publish their metrics under and the stack's alarms and dashboard read
 * (issue 29): one place, so that a renamed metric cannot leave an alarm watching nothing.
 * Metrics are CloudWatch embedded-metric-format lines written by Powertools (functions/services/metrics.ts).
 */

/** Each stack publishes under its own namespace: `LearningPortal/<stack name>`. */
export const metricNamespace = (stackName: string) => `LearningPortal/${stackName}`;

/** The environment variable that gives the functions their namespace (Powertools reads it). */
export const METRICS_NAMESPACE_ENV = 'POWERTOOLS_METRICS_NAMESPACE';

export const METRIC_DIMENSIONS = {
  /** The API's route group (shared/api/route-group.ts). */
  routeGroup: 'RouteGroup',
  /** A scheduled job (shared/schedules.ts). */
  job: 'Job',
} as const;

/** Per route group (dimension RouteGroup), one value per request. */
export const REQUEST_METRICS = {
  requests: 'Requests',
  clientErrors: 'ClientErrors',
  serverErrors: 'ServerErrors',
  /** Milliseconds from the chain's first middleware to the answer. */
  duration: 'Duration',
} as const;

/** Counts of what people did, with no dimension (the stack's totals). */
export const BUSINESS_METRICS = {
  signIns: 'SignIns',
  failedSignIns: 'FailedSignIns',
  throttledSignIns: 'ThrottledSignIns',
  certificatesIssued: 'CertificatesIssued',
  certificatesVoided: 'CertificatesVoided',
  csvRowsImported: 'CsvRowsImported',
  attendanceSaves: 'AttendanceSaves',
  attendanceConflicts: 'AttendanceConflicts',
} as const;

/** Per scheduled job (dimension Job), one set per run. */
export const JOB_METRICS = {
  /** 1 when the run ended well. An alarm on its absence catches a job that never ran. */
  succeeded: 'JobSucceeded',
  /** 1 when the run failed (the reason is in the log line `job failed`). */
  failed: 'JobFailed',
  seconds: 'JobSeconds',
  /** Rows and bytes written by the run (the data sets; 0 for jobs that write no file). */
  rows: 'JobRows',
  bytes: 'JobBytes',
} as const;
