/** Lambda entry of the `master-schedule` scheduled job (see shared/schedules.ts). */
import { notBuiltJob } from './jobs.ts';

export const handler = notBuiltJob('master-schedule');
