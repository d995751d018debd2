/**
 * Lambda entry of the `directory-snapshot` scheduled job: merges the change feed into the
 * cohort directory's S3 snapshot, so that the list Lambdas' cold starts read few changes.
 */
import { logger } from '../core/logger.ts';
import { writeDirectorySnapshot } from '../data/cohort-directory.ts';
import type { JobResult } from './jobs.ts';

export async function handler(): Promise<JobResult> {
  const written = await writeDirectorySnapshot();
  logger.info('cohort directory snapshot written', written);
  return { job: 'directory-snapshot', status: 'done', detail: `${written.cohorts} cohorts, ${written.logins} sign-ins, ${written.bytes} bytes` };
}
