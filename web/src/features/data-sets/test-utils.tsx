/** Rendering helpers and answers for the tests of this feature. */
import type { UtilizationFilterOptions, UtilizationRow } from '@shared/reports/types';
import { UTILIZATION_MONTHS } from '@shared/reports/texts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export function renderDialog(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

export function utilizationRow(userId: number, first: string, last: string, julUnits = 0): UtilizationRow {
  const row: Record<string, number | string> = {
    user_id: userId,
    first,
    last,
    total_units: julUnits,
    total_sessions: julUnits * 2,
    total_hours: julUnits * 12,
  };
  for (const month of UTILIZATION_MONTHS) {
    row[month] = month === 'jul' ? julUnits : 0;
    row[`${month}_session`] = month === 'jul' ? julUnits * 2 : 0;
    row[`${month}_hours`] = month === 'jul' ? julUnits * 12 : 0;
  }
  return row as UtilizationRow;
}

export function filterOptions(overrides: Partial<UtilizationFilterOptions> = {}): UtilizationFilterOptions {
  return {
    delivery_models: [{ id: 'In Person', name: 'In Person' }],
    states: [{ id: 6, name: 'California' }],
    units: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    schedules: ['both', 'facilitator', 'cofacilitator'],
    facilitators: [
      { id: 31, name: 'Frances Hall' },
      { id: 32, name: 'Frank Oduya' },
    ],
    co_facilitators: [{ id: 33, name: 'Cora Lin' }],
    cohorts: [{ id: 900, name: 'Spring Cohort' }],
    years: [2025, 2026],
    saved: null,
    ...overrides,
  };
}
