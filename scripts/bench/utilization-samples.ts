/**
 * Bench samples of the Facilitator Utilization dialog (issue 16): the Filter's choices, the staff
 * and contractor tables of the bench's program year for a manager (whole, and one state) and for
 * the demo facilitator (their own row), and the two-sheet export. All read the cohort and user
 * directories in memory: the round trips are their change-feed Queries and the saved filter.
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { BenchData, Sample } from './samples.ts';

/** The program year (July to June) the bench's today falls in. */
const programYear = (today: string) => Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 7 ? 0 : 1);
const filters = (d: BenchData, extra: Record<string, unknown> = {}) => ({
  filters: JSON.stringify({ year: programYear(d.today), ...extra }),
});

export const UTILIZATION_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/filter-facilitator-utilization': (): Sample[] => [
    { variant: 'manager', as: 'manager' },
    { variant: 'facilitator', as: 'facilitator' },
  ],
  'GET /api/get_facilitator_utilization': (d): Sample[] => [
    { variant: 'manager, year', as: 'manager', query: filters(d) },
    { variant: 'manager, one state', as: 'manager', query: filters(d, { states: [d.stateId] }) },
    { variant: 'facilitator', as: 'facilitator', query: filters(d) },
  ],
  'GET /api/export-facilitator-utilization': (d) => ({ as: 'manager', query: filters(d) }),
};
