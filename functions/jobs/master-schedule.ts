/**
 * Lambda entry of the `master-schedule` scheduled job (3 am, 11 am and 2 pm New York,
 * shared/schedules.ts): writes the Master Schedule data set (data-sets/master-schedule.ts).
 */
import { dataSetJobHandler } from './data-set-job.ts';

export const handler = dataSetJobHandler('master-schedule');
