/** Lambda entry of the `nightly-reports` scheduled job (see shared/schedules.ts). */
import { notBuiltJob } from './jobs.ts';

export const handler = notBuiltJob('nightly-reports');
