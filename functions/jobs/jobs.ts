/**
 * The scheduled jobs and their handlers, by the names of shared/schedules.ts. CDK gives each
 * job its own Lambda (entry functions/jobs/<job>.ts); the local scheduler calls the same handlers.
 */
import type { JobSchedule } from '../../shared/schedules.ts';
import { errorFields, logger } from '../services/logger.ts';
import { recordJobOutcome } from '../services/metrics.ts';

export type JobName = JobSchedule['job'];
export interface JobResult {
  job: JobName;
  /** `partial`: some of the work failed and was logged; `not-configured`: a setting it needs is missing. */
  status: 'done' | 'partial' | 'not-configured';
  detail?: string;
  /** What the run wrote (the data sets' rows and bytes), for its outcome metrics. */
  rows?: number;
  bytes?: number;
}

/** The statuses that count as a run that ended well: not-configured is warned about in the run's own log. */
const SUCCEEDED: ReadonlySet<JobResult['status']> = new Set(['done', 'not-configured']);

/**
 * A scheduled job's Lambda handler: runs it and records its outcome (JOB_METRICS, a log line):
 * success with rows, bytes and seconds, or failure with the reason. A run that is `partial`
 * failed (some of its work is missing) and says so, but returns; a run that throws is thrown
 * again, so that Lambda counts an error and the schedule's retries and dead-letter queue apply.
 */
export function scheduledJob<E = unknown>(job: JobName, run: (event?: E) => Promise<JobResult>): (event?: E) => Promise<JobResult> {
  return async (event) => {
    const started = Date.now();
    const seconds = () => (Date.now() - started) / 1000;
    try {
      const result = await run(event);
      const succeeded = SUCCEEDED.has(result.status);
      const outcome = { job, succeeded, seconds: seconds(), rows: result.rows, bytes: result.bytes };
      recordJobOutcome(outcome);
      if (succeeded) logger.info('job succeeded', { ...outcome, detail: result.detail });
      else logger.error('job failed', { ...outcome, reason: result.detail ?? result.status });
      return result;
    } catch (error) {
      recordJobOutcome({ job, succeeded: false, seconds: seconds() });
      logger.error('job failed', {
        job,
        seconds: seconds(),
        reason: error instanceof Error ? error.message : String(error),
        ...errorFields(error),
      });
      throw error;
    }
  };
}
