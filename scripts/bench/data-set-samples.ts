/**
 * Bench samples of the Data Sets dialog's routes (issue 16): the date line of a file (one GetItem
 * of its pointer) and the downloads (the pointer, then a presigned 303; 404 before the file is
 * written). Cohort Data is published once before its download's first call (untimed, its real
 * source), so that sample measures the 303. The others answer 404 (REPORTS_TEXT.notGenerated)
 * until the bench's data-sets part writes them, after the API part: writing them first would add
 * about ten minutes at the large seed for the same two calls a written file's download makes.
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
  'GET /api/download-attendance-on-report/{file}': () => notWrittenYet({ params: { file: '2021' } }),
  'GET /api/download-absent-report': () => notWrittenYet(),
  'GET /api/download-graduation-report': () => notWrittenYet(),
  'GET /api/download-attendance-ext-report': () => notWrittenYet(),
  'GET /api/download-user-account': () => notWrittenYet(),
  'GET /api/download-master-schedule': () => notWrittenYet(),
  'GET /api/download-facilitator-schedule': () => notWrittenYet(),
};

/** A data set's download before its first run: the pointer's GetItem and the refusal. */
function notWrittenYet(sample: Sample = {}): Sample {
  return {
    as: 'manager',
    ...sample,
    expect: 404,
    note: 'not written yet (the data-sets part writes it later); a written file: download-cohort-data',
  };
}
