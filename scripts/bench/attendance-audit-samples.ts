/**
 * Bench samples of the Attendance Audit dialog's per-cohort table (issue 16): the table of a
 * cohort named exactly (the cohort directory in memory, then one Query for the cohort and one per
 * cohort where a member made a unit up), the candidates of a partial name (the directory alone),
 * and the table's xlsx made live.
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { BenchData, Sample } from './samples.ts';

/** The first word of the cohort's name, lower case: a text many cohort names contain. */
const partOf = (name: string) => name.split(/\s+/)[0].toLowerCase();

export const ATTENDANCE_AUDIT_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/get-absent-report-by-cohort': (d): Sample[] => [
    { variant: 'exact name', as: 'manager', query: { cohort: d.cohortName.toUpperCase() } },
    { variant: 'candidates', as: 'manager', query: { cohort: partOf(d.cohortName) } },
  ],
  'GET /api/download-absent-report-by-cohort': (d) => ({ as: 'manager', query: { cohort: d.cohortName } }),
};
