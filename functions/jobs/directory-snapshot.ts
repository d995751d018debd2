/**
 * Lambda entry of the `directory-snapshot` scheduled job: merges the change feeds into the S3
 * snapshots of the cohort directory and the user directory, so that the list Lambdas' cold
 * starts read few changes.
 */
import { logger } from '../services/logger.ts';
import { writeDirectorySnapshot } from '../data/cohorts/cohort-directory.ts';
import { writeUserDirectorySnapshot } from '../data/users/user-directory.ts';
import { scheduledJob, type JobResult } from './jobs.ts';

export const handler = scheduledJob('directory-snapshot', async () => {
  const written = await writeDirectorySnapshot();
  logger.info('cohort directory snapshot written', written);
  const users = await writeUserDirectorySnapshot();
  logger.info('user directory snapshot written', users);
  return {
    job: 'directory-snapshot',
    status: 'done',
    detail: `${written.cohorts} cohorts, ${written.logins} sign-ins, ${written.bytes} bytes; ${users.users} accounts, ${users.bytes} bytes`,
    bytes: written.bytes + users.bytes,
  } satisfies JobResult;
});
