/**
 * Bench samples of the Facilitator Utilization dialog (issue 16): the Filter's choices, the staff
 * and contractor tables of the bench's program year for a manager (whole, and one state) and for
 * the demo facilitator (their own row), and the two-sheet export. All read the cohort and user
 * directories in memory: the round trips are their change-feed Queries and the saved filter.
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { BenchData, Sample } from './samples.ts';
import { UTILIZATION_PAGE } from '../../shared/reports/texts.ts';

/** The program year (July to June) the bench's today falls in. */
const programYear = (today: string) => Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 7 ? 0 : 1);
const filters = (d: BenchData, extra: Record<string, unknown> = {}) => ({
  filters: JSON.stringify({ year: programYear(d.today), ...extra }),
});

/** The dialog's first request: the first page of each table. */
const firstPages = { per_page: String(UTILIZATION_PAGE.perPage), staff_page: '1', contractor_page: '1' };

export const UTILIZATION_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/filter-facilitator-utilization': (): Sample[] => [
    { variant: 'manager', as: 'manager' },
    { variant: 'facilitator', as: 'facilitator' },
  ],
  // The dialog asks one page of each table (per_page, issue 32); once the documented answer, both tables whole.
  'GET /api/get_facilitator_utilization': (d): Sample[] => [
    { variant: 'manager, year', as: 'manager', query: { ...filters(d), ...firstPages } },
    { variant: 'manager, one state', as: 'manager', query: { ...filters(d, { states: [d.stateId] }), ...firstPages } },
    { variant: 'facilitator', as: 'facilitator', query: { ...filters(d), ...firstPages } },
    {
      variant: 'manager, year, both tables whole: the documented answer, no page asks it',
      as: 'manager',
      query: filters(d),
      notPageLoad: 'the documented answer',
    },
  ],
  'GET /api/export-facilitator-utilization': (d) => ({ as: 'manager', query: filters(d) }),
};
