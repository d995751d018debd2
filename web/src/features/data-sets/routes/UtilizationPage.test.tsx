import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { AppProviders } from '@/test/render';
import { filterOptions, utilizationRow } from '../test-utils';
import UtilizationPage from './UtilizationPage';

describe('Facilitator Utilization page (the facilitator roles)', { timeout: 30_000 }, () => {
  it('shows their report in the dialog the managers use; Close returns to the dashboard', async () => {
    signIn(['facilitator_local']);
    mockApi({
      // What the server offers a facilitator: no schedule, facilitator or co-facilitator filter.
      'GET /api/filter-facilitator-utilization': filterOptions({ schedules: [], facilitators: [], co_facilitators: [] }),
      'GET /api/get_facilitator_utilization': {
        facilitators_staff: [utilizationRow(7, 'Lee', 'Local', 1)],
        facilitators_contractor: [],
        year: 2026,
      },
    });
    const router = createMemoryRouter(
      [
        { path: '/reports/facilitator-utilization', element: <UtilizationPage /> },
        { path: '/dashboard/cohorts', element: <h1>Cohort Dashboard</h1> },
      ],
      { initialEntries: ['/reports/facilitator-utilization'] },
    );
    render(
      <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Facilitator Utilization' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Lee' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Cohort Dashboard' })).toBeInTheDocument();
  });
});
