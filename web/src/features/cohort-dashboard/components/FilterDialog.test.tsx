import { ASSIGNMENT_FILTERS } from '@shared/dashboard/types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { filterOptions } from '../test-data';
import { mockDashboardApi, renderPage } from '../test-utils';
import { emptyFilters } from '../utils/filters';

async function openFilters() {
  await screen.findAllByTestId('dashboard-row');
  await userEvent.click(screen.getByTestId('filter-button'));
  return screen.findByRole('dialog', { name: 'Filter sessions' });
}

describe('dashboard filter modal', { timeout: 30_000 }, () => {
  it('applies the chosen filters, saves them and reloads the list; Enter in a text field applies', async () => {
    signIn(['administrator']);
    const api = mockDashboardApi();
    renderPage();
    const filterButton = await screen.findByTestId('filter-button');
    expect(filterButton).toHaveClass('MuiButton-outlined');
    const dialog = await openFilters();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Courses' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Executive Development Program' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Quality' }));
    await userEvent.click(await screen.findByRole('option', { name: 'n/a' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Participants' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Without participants' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contract' }), 'ACME{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const expected = { ...emptyFilters(), courses: [39], qualities: ['n/a'], participants: 'without', contract: 'ACME' };
    await waitFor(() => expect(api.savedFilters()).toEqual([{ type_filters: 'cohort', filters: expected, save_filters: true }]));
    await waitFor(() =>
      expect(api.dashboardCalls().at(-1)).toEqual({ page: 1, from: 'today', includeCoaching: 'false', filters: expected }),
    );
    expect(filterButton).toHaveClass('MuiButton-contained');
  });

  it('forgets the saved filters when "Keep these filters next time" is off', async () => {
    signIn(['administrator']);
    const api = mockDashboardApi();
    renderPage();
    const dialog = await openFilters();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Keep these filters next time' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include past sessions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.savedFilters()).toEqual([
        { type_filters: 'cohort', filters: { ...emptyFilters(), retain_filter: false, check_past: true }, save_filters: false },
      ]),
    );
    await waitFor(() => expect(api.dashboardCalls().at(-1)).toMatchObject({ from: 'past' }));
  });

  it('starts from the saved filters; Clear resets them and the past year, saves and reloads', async () => {
    signIn(['administrator']);
    const saved = { courses: [39], units: ['3'], past_year: 2020, cohort_name: 'Albany' };
    const api = mockDashboardApi({ options: filterOptions({ filters: { filters: saved, visualFilters: null, include_coaching: false } }) });
    renderPage();
    await waitFor(() => expect(api.dashboardCalls()[0]?.filters).toEqual({ ...emptyFilters(), ...saved }));
    expect(await screen.findByTestId('filter-button')).toHaveClass('MuiButton-contained');
    const dialog = await openFilters();
    expect(within(dialog).getByRole('textbox', { name: 'Cohort name' })).toHaveValue('Albany');
    expect(within(dialog).getByRole('combobox', { name: 'Past sessions from' })).toHaveTextContent('2020');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(api.savedFilters()).toEqual([{ type_filters: 'cohort', filters: emptyFilters(), save_filters: true }]));
    await waitFor(() => expect(api.dashboardCalls().at(-1)?.filters).toEqual(emptyFilters()));
    expect(screen.getByTestId('filter-button')).toHaveClass('MuiButton-outlined');
  });

  it("names the saved filter's cohorts and asks the server for the cohorts matching what is typed", async () => {
    signIn(['administrator']);
    const saved = { cohorts: [11] };
    const api = mockDashboardApi({
      options: filterOptions({ filters: { filters: saved, visualFilters: null, include_coaching: false } }),
      search: (text) => (text === 'Roch' ? [{ id: 42, name: 'NY Rochester EDP 2026 #2', city: 'Rochester', state: 'NY' }] : []),
    });
    renderPage();
    const dialog = await openFilters();
    expect(within(dialog).getByRole('button', { name: 'NY Albany EDP 2025 #1' })).toBeInTheDocument();
    const picker = within(dialog).getByRole('combobox', { name: 'Cohorts' });
    await userEvent.click(picker);
    expect(await screen.findByText('Type part of a cohort name or city')).toBeInTheDocument();
    await userEvent.type(picker, 'Roch');
    await userEvent.click(await screen.findByRole('option', { name: 'NY Rochester EDP 2026 #2' }));
    // Only the settled text is sent: no search for 'R', 'Ro' or 'Roc'.
    expect(api.called('GET', '/api/searchCohort/Roch')).toHaveLength(1);
    expect(api.called('GET', '/api/searchCohort/R')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.savedFilters()).toEqual([
        { type_filters: 'cohort', filters: { ...emptyFilters(), cohorts: [11, 42] }, save_filters: true },
      ]),
    );

    // Reopened, the modal still names the cohort chosen from the search.
    await userEvent.click(screen.getByTestId('filter-button'));
    const again = await screen.findByRole('dialog', { name: 'Filter sessions' });
    expect(within(again).getByRole('button', { name: 'NY Rochester EDP 2026 #2' })).toBeInTheDocument();
  });

  it('shows every field, and hides the ones the server lists as hidden', async () => {
    signIn(['administrator']);
    mockDashboardApi();
    const view = renderPage();
    let dialog = await openFilters();
    const labels = [
      'Courses',
      'Delivery models',
      'Meeting types',
      'Units',
      'Cohorts',
      'States',
      'Facilitators',
      'Facilitators or co-facilitators',
      'Co-facilitators',
      'ALP coaches',
      'Webinar producers',
      'Quality',
      'Schedule',
      'Years',
      'Participants',
      'Past sessions from',
    ];
    for (const name of labels) expect(within(dialog).getByRole('combobox', { name })).toBeInTheDocument();
    for (const name of ['Contract', 'Materials', 'Cohort name']) expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    view.unmount();

    mockDashboardApi({ options: filterOptions({ hidden: [...ASSIGNMENT_FILTERS] }) });
    renderPage();
    dialog = await openFilters();
    for (const name of [
      'Facilitators',
      'Facilitators or co-facilitators',
      'Co-facilitators',
      'ALP coaches',
      'Webinar producers',
      'Quality',
    ]) {
      expect(within(dialog).queryByRole('combobox', { name })).not.toBeInTheDocument();
    }
    expect(within(dialog).getByRole('combobox', { name: 'Courses' })).toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    signIn(['administrator']);
    const api = mockDashboardApi();
    renderPage();
    const dialog = await openFilters();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.savedFilters()).toEqual([]);
    expect(api.dashboardCalls()).toHaveLength(1);
  });
});
