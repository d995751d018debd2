import * as MESSAGES from '@shared/texts/general';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { dashboardPage, dashboardSession, filterOptions, sessions } from '../test-data';
import { mockDashboardApi, renderPage, stubIntersectionObserver } from '../test-utils';

const rows = () => screen.findAllByTestId('dashboard-row');
const headerNames = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('cohort dashboard toolbar', { timeout: 30_000 }, () => {
  it('flips the cohort column between names and cities and cycles the column view, saving each change', async () => {
    signIn(['administrator']);
    const api = mockDashboardApi();
    renderPage();
    expect(within((await rows())[0]).getByTestId('cohort-title')).toHaveTextContent('NY Albany EDP 2025 #1');

    await userEvent.click(within(screen.getByTestId('cities-toggle')).getByRole('button', { name: 'View Cities' }));
    expect(within((await rows())[0]).getByTestId('cohort-title')).toHaveTextContent('Albany, NY');

    const viewButton = screen.getByTestId('column-view-button');
    expect(viewButton).toHaveTextContent('Participant activity');
    expect(headerNames()).toContain('Participant activity');
    await userEvent.click(viewButton);
    expect(viewButton).toHaveTextContent('Assignments & attendance');
    expect(headerNames()).toEqual(['Date', 'Unit', 'City', 'Facilitators', 'Co-facilitators', 'Producer', 'Missing attendance', 'Roster']);
    await userEvent.click(viewButton);
    expect(viewButton).toHaveTextContent('Assignments');
    expect(headerNames()).toContain('Coaches');
    await userEvent.click(viewButton);
    expect(viewButton).toHaveTextContent('Participant activity');

    await waitFor(() => expect(api.savedFilters()).toHaveLength(4));
    expect(api.savedFilters()).toEqual([
      { type_filters: 'visualFilters', filters: { viewCities: true, columnView: 'participant_activity' }, save_filters: true },
      { type_filters: 'visualFilters', filters: { viewCities: true, columnView: 'assignments_attendance' }, save_filters: true },
      { type_filters: 'visualFilters', filters: { viewCities: true, columnView: 'assignments' }, save_filters: true },
      { type_filters: 'visualFilters', filters: { viewCities: true, columnView: 'participant_activity' }, save_filters: true },
    ]);
  });

  it('starts from the saved views and include-coaching flag, and saves a change of the flag', async () => {
    signIn(['state_coordinator']);
    const api = mockDashboardApi({
      options: filterOptions({
        filters: { filters: null, visualFilters: { viewCities: true, columnView: 'assignments' }, include_coaching: true },
      }),
    });
    renderPage();
    expect(within((await rows())[0]).getByTestId('cohort-title')).toHaveTextContent('Albany, NY');
    expect(screen.getByTestId('column-view-button')).toHaveTextContent('Assignments');
    const checkbox = within(screen.getByTestId('include-coaching')).getByRole('checkbox');
    expect(checkbox).toBeChecked();
    expect(api.dashboardCalls()[0]).toMatchObject({ page: 1, from: 'today', includeCoaching: 'true' });

    await userEvent.click(checkbox);
    await waitFor(() => expect(api.dashboardCalls().at(-1)).toMatchObject({ page: 1, includeCoaching: 'false' }));
    expect(api.savedFilters()).toEqual([{ type_filters: 'dashboard_include_coaching', filters: false, save_filters: true }]);
  });

  it('switches to past sessions and groups them by year', async () => {
    signIn(['administrator']);
    const api = mockDashboardApi({
      page: (_page, call) =>
        call.query.get('from') === 'past'
          ? dashboardPage({
              from: 'past',
              events: [
                dashboardSession({ id: 'a', start_date: '2026-02-03', end_date: '2026-02-04', year: 2026 }),
                dashboardSession({ id: 'b', start_date: '2026-01-13', end_date: '2026-01-14', year: 2026 }),
                dashboardSession({ id: 'c', start_date: '2025-11-04', end_date: '2025-11-05', year: 2025 }),
              ],
            })
          : dashboardPage(),
    });
    renderPage();
    await rows();
    expect(screen.queryAllByTestId('group-header')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(screen.getAllByTestId('group-header').map((row) => row.textContent)).toEqual(['2026', '2025']));
    expect(api.dashboardCalls().at(-1)).toMatchObject({ page: 1, from: 'past', filters: { check_past: true } });
    const body = screen.getAllByTestId('group-header')[1].parentElement!;
    const order = [...body.children].map((row) => row.getAttribute('data-testid'));
    expect(order).toEqual(['group-header', 'dashboard-row', 'dashboard-row', 'group-header', 'dashboard-row']);
  });

  it('marks today and Next, and puts a Not Yet Scheduled header before the first session without a date', async () => {
    signIn(['administrator']);
    mockDashboardApi({
      page: () =>
        dashboardPage({
          events: [
            dashboardSession({ id: 'a', mark_next: 'today' }),
            dashboardSession({ id: 'b', mark_next: 'next' }),
            dashboardSession({ id: 'c', start_date: null, end_date: null, is_tbd: true, year: null }),
            dashboardSession({ id: 'd', start_date: null, end_date: null, is_tbd: true, year: null }),
          ],
        }),
    });
    renderPage();
    const [today, next, tbd] = await rows();
    expect(within(today).getByTestId('mark-today')).toHaveTextContent('today');
    expect(within(next).getByTestId('mark-next')).toHaveTextContent('Next');
    expect(screen.getAllByTestId('mark-today')).toHaveLength(1);
    expect(screen.getAllByTestId('mark-next')).toHaveLength(1);
    const headers = screen.getAllByTestId('group-header');
    expect(headers.map((row) => row.textContent)).toEqual(['Not Yet Scheduled']);
    expect(headers[0].nextElementSibling).toBe(tbd);
    expect(tbd).toHaveTextContent('TBD');
    expect(today).toHaveTextContent('Mar 10 – Mar 11, 2026');
    expect(today).toHaveTextContent('8:30 AM – 3:30 PM');
    expect(today).toHaveTextContent('Unit 3');
    expect(today).toHaveTextContent('Day 1 of 2');
  });
});

describe('cohort dashboard rows', { timeout: 30_000 }, () => {
  it('colours participants by login activity and shows their action-learning counts', async () => {
    signIn(['administrator']);
    const api = mockDashboardApi();
    renderPage();
    const [row] = await rows();
    expect(within(row).getByTestId('participant-count')).toHaveTextContent('2');
    expect(within(row).getByText('Pat Participant')).toHaveAttribute('data-activity', 'never');
    expect(within(row).getByText('Robin Reader')).toHaveAttribute('data-activity', 'under_15_days');
    expect(screen.getByTestId('activity-legend')).toHaveTextContent('Never logged in');
    expect(await within(row).findByTestId('alp-counts')).toHaveTextContent('ALP 3/1');
    expect(api.called('POST', '/api/get_alp_data')[0].body).toEqual({
      nisl_ids: [11],
      cohort_user_ids: [77, 78],
      cohort_participants: { '11': [77, 78] },
    });
  });

  it('cuts missing attendance after five days and shows them all on click', async () => {
    signIn(['administrator']);
    const missing = Array.from({ length: 7 }, (_, index) => ({
      event_id: 400 + index,
      unit_id: '2',
      day: 1,
      date: `2026-03-0${index + 1}`,
    }));
    mockDashboardApi({
      options: filterOptions({
        filters: { filters: null, visualFilters: { viewCities: false, columnView: 'assignments_attendance' }, include_coaching: false },
      }),
      page: () => dashboardPage({ missingAttendance: { '11': missing } }),
    });
    renderPage();
    const list = within((await rows())[0]).getByTestId('missing-attendance');
    expect(list).toHaveTextContent('Unit 2 Day 1 (Mar 1, 2026)');
    expect(list).toHaveTextContent('Unit 2 Day 1 (Mar 5, 2026)');
    expect(list).not.toHaveTextContent('Mar 6, 2026');
    await userEvent.click(within(list).getByRole('button', { name: 'Show all 7 days without attendance' }));
    expect(list).toHaveTextContent('Unit 2 Day 1 (Mar 7, 2026)');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('abbreviates co-facilitators, warns of a missing evaluation link and links the roster', async () => {
    signIn(['administrator']);
    // Three co-facilitators already end in an ellipsis (spec 01 §9: 'when there are 3 or more').
    const cofacs = ['Ann', 'Ben', 'Cal'].map((name, index) => ({ id: 200 + index, name, email: `${name}@example.org` }));
    mockDashboardApi({
      options: filterOptions({
        filters: { filters: null, visualFilters: { viewCities: false, columnView: 'assignments' }, include_coaching: false },
      }),
      page: () => dashboardPage({ events: [dashboardSession({ warning_url: true, co_facilitators: cofacs })] }),
    });
    renderPage();
    const [row] = await rows();
    expect(within(row).getByTestId('missing-evaluation-link')).toHaveTextContent(MESSAGES.missingEvaluationLink);
    expect(row).toHaveTextContent('AnnBenCal…');
    expect(row).toHaveTextContent('Quinn Quality');
    expect(row).toHaveTextContent('Casey Coach');
    expect(within(row).getByTestId('roster-link')).toHaveAttribute('href', '/dashboard/cohort/11/event/301/unit/3/cohort/5011');
  });
});

describe('cohort dashboard empty list', { timeout: 30_000 }, () => {
  const empty = () => dashboardPage({ events: [], total: 0 });

  it('says no session matches', async () => {
    signIn(['administrator']);
    mockDashboardApi({ page: empty });
    renderPage();
    expect(await screen.findByTestId('empty-message')).toHaveTextContent(MESSAGES.noCohortSessions);
  });

  it('tells a local facilitator with no filters that they have no active cohort', async () => {
    signIn(['facilitator_local', 'participant']);
    mockDashboardApi({ page: empty });
    renderPage();
    expect(await screen.findByTestId('empty-message')).toHaveTextContent(MESSAGES.localFacilitatorNoCohort);
  });

  it('says no session matches to a local facilitator whose filters narrow the list', async () => {
    signIn(['facilitator_local_inc']);
    mockDashboardApi({
      page: empty,
      options: filterOptions({ filters: { filters: { courses: [39] }, visualFilters: null, include_coaching: false } }),
    });
    renderPage();
    expect(await screen.findByTestId('empty-message')).toHaveTextContent(MESSAGES.noCohortSessions);
  });
});

describe('cohort dashboard search', { timeout: 30_000 }, () => {
  it('says Cohort not found when Enter finds nothing, and filters by the name when it finds cohorts', async () => {
    signIn(['administrator']);
    const albany = { id: 11, name: 'NY Albany EDP 2025 #1', city: 'Albany', state: 'NY' };
    const api = mockDashboardApi({ search: (text) => (text === 'Albany' ? [albany] : []) });
    renderPage();
    await rows();
    const box = screen.getByTestId('cohort-search');

    await userEvent.type(box, 'Nowhere{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.cohortNotFound);
    expect(api.called('GET', '/api/searchCohort/Nowhere').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.dashboardCalls()).toHaveLength(1);

    await userEvent.clear(box);
    await userEvent.type(box, 'Albany{Enter}');
    await waitFor(() => expect(api.dashboardCalls().at(-1)?.filters.cohort_name).toBe('Albany'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('filter-button')).toHaveClass('MuiButton-contained');
  });

  it('says Cohort not found for a name that matches nothing when Enter comes after a pause (the suggestions have answered)', async () => {
    signIn(['administrator']);
    const albany = { id: 11, name: 'NY Albany EDP 2025 #1', city: 'Albany', state: 'NY' };
    // The box opened empty suggests every cohort (GET /api/searchCohort), as the server does.
    const api = mockDashboardApi({ search: (text) => (text === '' ? [albany] : []) });
    renderPage();
    await rows();
    const box = screen.getByTestId('cohort-search');
    await userEvent.click(box);
    expect(await screen.findByRole('option', { name: /NY Albany EDP 2025 #1/ })).toBeInTheDocument();

    await userEvent.type(box, 'Nowhere');
    // The pause: the debounced suggestions for the whole name have been asked for and answered.
    await waitFor(() => expect(api.called('GET', '/api/searchCohort/Nowhere').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText('Searching…')).not.toBeInTheDocument());
    // The answer is cached, so the dialog opens (and focuses OK) within Enter's keydown: the key must be
    // used up there, or the browser's keypress that follows presses OK and closes the dialog unseen
    // (the e2e test dashboard-errors.e2e.ts sees it in Chromium).
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.cohortNotFound);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    expect(api.dashboardCalls()).toHaveLength(1);
  });

  it('suggests cohorts as you type and filters by the one chosen', async () => {
    signIn(['administrator']);
    const albany = { id: 11, name: 'NY Albany EDP 2025 #1', city: 'Albany', state: 'NY' };
    const api = mockDashboardApi({ search: (text) => (text === 'Alb' ? [albany] : []) });
    renderPage();
    await rows();
    await userEvent.type(screen.getByTestId('cohort-search'), 'Alb');
    await userEvent.click(await screen.findByRole('option', { name: /NY Albany EDP 2025 #1/ }));
    await waitFor(() => expect(api.dashboardCalls().at(-1)?.filters.cohorts).toEqual([11]));
    expect(api.called('GET', '/api/searchCohort/Al')).toHaveLength(0);
  });
});

describe('cohort dashboard paging', { timeout: 30_000 }, () => {
  it('asks for page 2 when the bottom of the list comes into view', async () => {
    signIn(['administrator']);
    const observer = stubIntersectionObserver();
    const api = mockDashboardApi({
      page: (page) =>
        dashboardPage({ events: sessions(50, (page - 1) * 50 + 1), total: 120, skip: (page - 1) * 50, last_load: page === 3 }),
    });
    renderPage();
    expect(await screen.findByTestId('session-count')).toHaveTextContent('50 of 120 sessions');
    expect(api.dashboardCalls().map((call) => call.page)).toEqual([1]);

    observer.reveal();
    expect(await screen.findByText('100 of 120 sessions')).toBeInTheDocument();
    expect(api.dashboardCalls().map((call) => call.page)).toEqual([1, 2]);
    expect(await rows()).toHaveLength(100);
  });

  it('preloads two more pages at once when the list is long', async () => {
    signIn(['administrator']);
    const api = mockDashboardApi({
      page: (page) => dashboardPage({ events: sessions(50, (page - 1) * 50 + 1), total: 400, skip: (page - 1) * 50, last_load: false }),
    });
    renderPage();
    expect(await screen.findByText('150 of 400 sessions')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.dashboardCalls().map((call) => call.page)).toEqual([1, 2, 3]);
    expect(screen.getByTestId('load-more')).toBeEnabled();
  });
});

describe('cohort dashboard page', { timeout: 30_000 }, () => {
  it('gives coaches a Coaching Dashboard tab beside the cohort list', async () => {
    signIn(['coach']);
    mockDashboardApi();
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Cohort List' })).toHaveAttribute('aria-selected', 'true');
    await rows();
    await userEvent.click(screen.getByRole('tab', { name: 'Coaching Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching Dashboard' })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-row')).not.toBeInTheDocument();
  });

  it('shows no tabs to other roles', async () => {
    signIn(['administrator']);
    mockDashboardApi();
    renderPage();
    await rows();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByTestId('drive-button')).not.toBeInTheDocument();
  });

  it("lists a state coordinator's drive folders, names cut, each opening in a new tab", async () => {
    signIn(['state_coordinator']);
    mockDashboardApi({
      drive: { '11': { name: 'Pennsylvania Harrisburg EDP Cohort 2026 #12', link_folder: 'https://drive.example.org/folders/11' } },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('drive-button'));
    const item = await screen.findByRole('menuitem', { name: 'Pennsylvania Harrisburg EDP Co…' });
    expect(item).toHaveAttribute('href', 'https://drive.example.org/folders/11');
    expect(item).toHaveAttribute('target', '_blank');
  });
});
