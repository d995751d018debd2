/**
 * Bench samples of the Data Sets dialog's routes (issue 16): the date line of a file (one GetItem
 * of its pointer) and the downloads (the pointer, then a presigned 303; 404 before the file is
 * written). Cohort Data is published once before its download's first call (untimed, its real
 * source), so that sample measures the 303; the others answer 404 until the bench's data-sets
 * part writes them, which comes after the API part.
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import { publishDataSet } from '../../functions/files/data-set-files.ts';
import { cohortData } from '../../functions/jobs/data-sets/cohort-data.ts';
import type { BenchData, Sample } from './samples.ts';

let published: Promise<unknown> | undefined;

export const DATA_SET_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/date-export-reports': (): Sample[] => [
    { variant: 'cohort data', as: 'manager', query: { filename: 'cohort-data' } },
    { variant: 'user accounts', as: 'manager', query: { filename: 'user-accounts' } },
  ],
  'GET /api/download-cohort-data': () => ({
    as: 'manager',
    prepare: async () => {
      published ??= publishDataSet(cohortData);
      await published;
      return {};
    },
    note: 'written once before (untimed): pointer GetItem + presigned 303',
  }),
  'GET /api/download-attendance-on-report/{file}': () => ({ as: 'manager', params: { file: '2021' }, note: '404 until written' }),
};
