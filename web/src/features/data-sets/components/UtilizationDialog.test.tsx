import type { UtilizationAnswer } from '@shared/reports/types';
import { REPORTS_TEXT, UTILIZATION_PAGE } from '@shared/reports/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { filterOptions, renderDialog, utilizationRow } from '../test-utils';
import UtilizationDialog from './UtilizationDialog';
import { TYPE_MORE } from './UtilizationFilterDialog';

const report: UtilizationAnswer = {
  facilitators_staff: [utilizationRow(31, 'Frances', 'Hall', 2)],
  facilitators_contractor: [utilizationRow(32, 'Frank', 'Oduya', 1)],
  year: 2026,
};

async function open(roles: string[], options = filterOptions(), answer: UtilizationAnswer = report) {
  signIn(roles);
  const api = mockApi({
    'GET /api/filter-facilitator-utilization': options,
    'GET /api/get_facilitator_utilization': answer,
    'POST /api/user/saveFilters': { saved: true },
    'GET /api/export-facilitator-utilization': () => jsonResponse({ message: 'Export refused' }, 400),
  });
  const user = userEvent.setup();
  renderDialog(<UtilizationDialog onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Facilitator Utilization' });
  return { ...api, user, dialog };
}

describe('Facilitator Utilization dialog', { timeout: 30_000 }, () => {
  it('shows the staff and contractor tables July to June with units, sessions and hours, in focusable scrolling regions', async () => {
    const { dialog, called } = await open(['nisl_manager']);
    const staff = await within(dialog).findByRole('region', { name: 'Staff: scroll sideways for every month' });
    expect(staff).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getByRole('region', { name: 'Contractors: scroll sideways for every month' })).toBeInTheDocument();
    const table = within(staff).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['First', 'Last', 'Jul 2026']);
    expect(headers).toContain('Jun 2027');
    expect(headers).toContain('Total');
    expect(headers.filter((h) => h === 'Sessions')).toHaveLength(13);
    const row = within(table).getByRole('rowheader', { name: 'Frances' }).closest('tr') as HTMLElement;
    // Jul: 2 units, 4 sessions, 24 hours; totals the same.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 4),
    ).toEqual(['Hall', '2', '4', '24']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(-3),
    ).toEqual(['2', '4', '24']);
    expect(called('GET /api/get_facilitator_utilization')[0].query.get('filters')).toBe('{}');
    expect(within(dialog).getByTestId('utilization-year')).toHaveTextContent('July 2026 – June 2027');
  });

  it('asks for one page of each table and pages the staff table on its own (issue 32)', async () => {
    const { dialog, called, user } = await open(['nisl_manager'], filterOptions(), { ...report, staff_total: 120, contractor_total: 1 });
    await within(dialog).findByRole('region', { name: /^Staff/ });
    const pageOf = (i: number) =>
      Object.fromEntries([...called('GET /api/get_facilitator_utilization')[i].query].filter(([k]) => k !== 'filters'));
    expect(pageOf(0)).toEqual({ per_page: String(UTILIZATION_PAGE.perPage), staff_page: '1', contractor_page: '1' });
    // Only the staff table has more than one page.
    expect(within(dialog).getByText(`1–${UTILIZATION_PAGE.perPage} of 120`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Go to next page' })).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(called('GET /api/get_facilitator_utilization')).toHaveLength(2));
    expect(pageOf(1)).toEqual({ per_page: String(UTILIZATION_PAGE.perPage), staff_page: '2', contractor_page: '1' });
  });

  it('applies the saved filter on opening and exports with the same filters', async () => {
    const { dialog, called, user } = await open(['nisl_manager'], filterOptions({ saved: { states: [6], retain_filter: true } }));
    await within(dialog).findByRole('region', { name: /^Staff/ });
    expect(JSON.parse(called('GET /api/get_facilitator_utilization')[0].query.get('filters') ?? '')).toEqual({
      states: [6],
      retain_filter: true,
    });
    expect(within(dialog).getByTestId('utilization-filtered')).toHaveTextContent('Filters have been set.');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByTestId('download-error')).toHaveTextContent('Export refused');
    expect(JSON.parse(called('GET /api/export-facilitator-utilization')[0].query.get('filters') ?? '')).toEqual({
      states: [6],
      retain_filter: true,
    });
  });

  it('hides the schedule, facilitator and co-facilitator filters when none are offered (the facilitator roles)', async () => {
    const { dialog, user } = await open(['facilitator_local'], filterOptions({ schedules: [], facilitators: [], co_facilitators: [] }));
    await within(dialog).findByRole('region', { name: /^Staff/ });
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    const filter = await screen.findByRole('dialog', { name: 'Filter Facilitator Utilization' });
    expect(within(filter).getByRole('combobox', { name: 'States' })).toBeInTheDocument();
    expect(within(filter).getByRole('combobox', { name: 'Units' })).toBeInTheDocument();
    expect(within(filter).getByRole('combobox', { name: 'Cohorts' })).toBeInTheDocument();
    expect(within(filter).queryByRole('combobox', { name: 'Schedule' })).toBeNull();
    expect(within(filter).queryByRole('combobox', { name: 'Facilitator' })).toBeNull();
    expect(within(filter).queryByRole('combobox', { name: 'Co-facilitator' })).toBeNull();
  });

  it("searches facilitators from the third typed character, says 'User not found', and saves a retained filter", async () => {
    const { dialog, user, called } = await open(['nisl_manager']);
    await within(dialog).findByRole('region', { name: /^Staff/ });
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    const filter = await screen.findByRole('dialog', { name: 'Filter Facilitator Utilization' });
    expect(within(filter).getByRole('combobox', { name: 'Schedule' })).toBeInTheDocument();
    const facilitator = within(filter).getByRole('combobox', { name: 'Facilitator' });
    await user.type(facilitator, 'Fr');
    expect(await screen.findByText(TYPE_MORE)).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
    await user.type(facilitator, 'x');
    expect(await screen.findByText(REPORTS_TEXT.userNotFound)).toBeInTheDocument();
    await user.clear(facilitator);
    await user.type(facilitator, 'fra');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Frances Hall', 'Frank Oduya']);
    await user.click(screen.getByRole('option', { name: 'Frank Oduya' }));
    await user.click(within(filter).getByRole('checkbox', { name: 'Retain filter' }));
    await user.click(within(filter).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(called('POST /api/user/saveFilters')).toHaveLength(1));
    expect(called('POST /api/user/saveFilters')[0].body).toEqual({
      type_filters: 'facilitatorUtilization',
      filters: { facilitator: [32], retain_filter: true },
      save_filters: true,
    });
    await waitFor(() =>
      expect(JSON.parse(called('GET /api/get_facilitator_utilization').at(-1)?.query.get('filters') ?? '')).toEqual({
        facilitator: [32],
        retain_filter: true,
      }),
    );
  });
});
