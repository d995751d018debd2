/** Lambda entry of the `survey-refresh` scheduled job (see shared/schedules.ts). */
import { notBuiltJob } from './jobs.ts';

export const handler = notBuiltJob('survey-refresh');
