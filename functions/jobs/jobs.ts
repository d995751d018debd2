/**
 * The scheduled jobs and their handlers, by the names of shared/schedules.ts. CDK gives each
 * job its own Lambda (entry functions/jobs/<job>.ts); the local scheduler calls the same handlers.
 */
import type { JobSchedule } from '../../shared/schedules.ts';
import { logger } from '../services/logger.ts';

export type JobName = JobSchedule['job'];
export interface JobResult {
  job: JobName;
  /** `partial`: some of the work failed and was logged; `not-configured`: a setting it needs is missing. */
  status: 'done' | 'partial' | 'not-configured' | 'not-built';
  detail?: string;
}

/** A job whose work belongs to a later issue says so in its log and result, never fakes success. */
export function notBuiltJob(job: JobName): () => Promise<JobResult> {
  return async () => {
    logger.warn('job not built yet', { job });
    return { job, status: 'not-built' };
  };
}
