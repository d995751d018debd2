import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserListResponse, UserListRow } from '@shared/users/list.types';
import { USER_LIST_MESSAGES as M } from '@shared/users/list.texts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { USERS_FILTER_KEY } from './filter-storage';
import UsersTab from './UsersTab';

function row(overrides: Partial<UserListRow> = {}): UserListRow {
  return {
    id: 7,
    username: 'ada.okafor',
    honorific: null,
    first_name: 'Ada',
    last_name: 'Okafor',
    name: 'Ada Okafor',
    email: 'ada@example.org',
    phone: '2025550123',
    status: 'active',
    internal: false,
    state_id: 1,
    roles: [10],
    role_names: ['Participant'],
    cohorts: [{ id: 11, name: 'Ohio Cohort', roster: { event_id: 301, unit_id: '2', post_id: 5011 } }],
    more_cohorts: true,
    course_bookmark: 'ELA',
    created_at: '2026-01-05T15:00:00.000Z',
    updated_at: '2026-02-05T15:00:00.000Z',
    created_by: null,
    updated_by: 'Sara Senior',
    login_at: null,
    merged: false,
    ...overrides,
  };
}

const answer = (data: UserListRow[], total = data.length, totalUsers = 120): UserListResponse => ({
  users: { data, total, current_page: 1, per_page: 50, last_page: Math.max(1, Math.ceil(total / 50)) },
  totalUsers,
});

function renderTab(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter([{ path: '/admin', element: <UsersTab /> }], { initialEntries: ['/admin'] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const options = {
  roles: [{ id: 10, name: 'Participant' }],
  states: [{ id: 1, name: 'Ohio', code: 'OH' }],
  updatedBy: [],
  createdBy: [],
  courses: [],
  cohorts: [],
  browsers: [],
  ips: [],
  os: [],
};

function api(
  list: (call: RecordedCall) => UserListResponse = () =>
    answer(
      [
        row(),
        row({
          id: 8,
          username: 'quiet.one',
          role_names: [],
          roles: [],
          name: 'Quinn Q',
          phone: null,
          cohorts: [],
          more_cohorts: false,
          updated_by: null,
          merged: true,
          status: 'merged',
        }),
      ],
      2,
    ),
) {
  return mockApi({
    'GET /api/getHeaderUserFilter': { filter: 3 },
    'GET /api/user': (call: RecordedCall) => jsonResponse(list(call)),
    'GET /api/user/search/*': (call: RecordedCall) => jsonResponse(list(call)),
    'GET /api/getOptions': options,
    'GET /api/getUserListFilter': { users: [] },
    'GET /api/job_functions': [
      { id: 1, name: 'Teacher' },
      { id: 5, name: 'Principal' },
    ],
    'GET /api/info-districts': [
      { id: 31, state_id: 1, name: 'Akron City' },
      { id: 32, state_id: 2, name: 'Elsewhere District' },
    ],
    'GET /api/export-csv': () => jsonResponse({ message: 'boom' }, 500),
  });
}

describe('Users tab', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn(['senior_admin', 'administrator']);
  });

  it('lists accounts with the count line and the table conventions', async () => {
    const { called } = api();
    renderTab();
    expect(await screen.findByTestId('users-count')).toHaveTextContent('2 of 120 accounts');
    expect(screen.getByTestId('users-count')).not.toHaveTextContent(M.filtersSet);
    const table = screen.getByRole('table', { name: 'Users' });
    const [, ada, quinn] = within(table).getAllByRole('row');
    expect(ada).toHaveTextContent('202-555-0123');
    expect(within(ada).getByRole('link', { name: 'Ohio Cohort' })).toHaveAttribute(
      'href',
      '/dashboard/cohort/11/event/301/unit/2/cohort/5011',
    );
    expect(ada).toHaveTextContent('…');
    expect(ada).toHaveTextContent(`${M.absentWho} (${M.absentWhoMeaning})`);
    expect(within(ada).getAllByTitle(M.absentWhoMeaning)[0]).toHaveTextContent(M.absentWho);
    expect(within(ada).getByRole('button', { name: 'Edit ada.okafor' })).toBeInTheDocument();
    expect(within(quinn).getByText(M.blankPrivs)).toBeInTheDocument();
    expect(quinn).toHaveTextContent(M.merged);
    expect(within(quinn).queryByRole('button', { name: /Edit/ })).toBeNull();
    const query = called('GET /api/user')[0].query;
    expect(Object.fromEntries(query)).toMatchObject({
      page: '1',
      per_page: '50',
      column: 'updated_at',
      order_by: 'desc',
      filterDiagnosticsUsers: '3',
      filter: '{}',
    });
  });

  it('sorts by Created and sends the view chosen', async () => {
    const user = userEvent.setup();
    const { called } = api();
    renderTab();
    await screen.findByTestId('users-count');
    await user.click(screen.getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(called('GET /api/user').at(-1)!.query.get('column')).toBe('created_at'));
    await user.click(screen.getByRole('combobox', { name: 'Accounts' }));
    await user.click(await screen.findByRole('option', { name: /^1\./ }));
    await waitFor(() => expect(called('GET /api/user').at(-1)!.query.get('filterDiagnosticsUsers')).toBe('1'));
  });

  it('persists a filter set with Enter, marks the count line and the Filter button, and Clear removes it', async () => {
    const user = userEvent.setup();
    const { called } = api(() => answer([row()], 1, 120));
    renderTab();
    await screen.findByTestId('users-count');
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Username'), 'ada{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(JSON.parse(called('GET /api/user').at(-1)!.query.get('filter')!)).toEqual({ username: 'ada' }));
    expect(JSON.parse(window.localStorage.getItem(USERS_FILTER_KEY)!)).toEqual({ username: 'ada' });
    expect(screen.getByTestId('users-count')).toHaveTextContent(`1 of 120 accounts ${M.filtersSet}`);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(window.localStorage.getItem(USERS_FILTER_KEY)).toBeNull();
    await waitFor(() => expect(called('GET /api/user').at(-1)!.query.get('filter')).toBe('{}'));
  });

  it('offers districts of the chosen states only, and job functions', async () => {
    const user = userEvent.setup();
    const { called } = api();
    renderTab();
    await screen.findByTestId('users-count');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    const district = within(dialog).getByRole('combobox', { name: 'District' });
    expect(district).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Ohio' }));
    expect(district).toBeEnabled();
    await user.click(district);
    expect(await screen.findByRole('option', { name: 'Akron City' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Elsewhere District' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Akron City' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Job function' }));
    await user.click(await screen.findByRole('option', { name: 'Principal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(JSON.parse(called('GET /api/user').at(-1)!.query.get('filter')!)).toEqual({ states: [1], districts: [31], job_function: [5] }),
    );
  });

  it('searches after the typing settles', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    renderTab();
    await screen.findByTestId('users-count');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByLabelText('Search by name, username or email'), 'okafor');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user/search/okafor')).toBe(true), { timeout: 3_000 });
    expect(calls.filter((c) => c.path.startsWith('/api/user/search/'))).toHaveLength(1);
  });

  it('shows Problem with the file when the export fails', async () => {
    const user = userEvent.setup();
    api();
    renderTab();
    await screen.findByTestId('users-count');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByTestId('download-error')).toHaveTextContent(M.exportFailed);
  });

  it('shows the view chosen when the tab is opened again (the admin area unmounts a tab that is left)', async () => {
    const user = userEvent.setup();
    const { called } = api();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const first = renderTab(queryClient);
    await screen.findByTestId('users-count');
    await user.click(screen.getByRole('combobox', { name: 'Accounts' }));
    await user.click(await screen.findByRole('option', { name: /^2\./ }));
    await waitFor(() => expect(called('GET /api/user').at(-1)!.query.get('filterDiagnosticsUsers')).toBe('2'));
    first.unmount();
    const sent = called('GET /api/user').length;
    renderTab(queryClient);
    await screen.findByTestId('users-count');
    expect(screen.getByRole('combobox', { name: 'Accounts' })).toHaveTextContent(/^2\./);
    // Back on the tab, the list is asked for the saved view, not the default it began with.
    expect(
      called('GET /api/user')
        .slice(sent)
        .map((c) => c.query.get('filterDiagnosticsUsers')),
    ).not.toContain('3');
  });

  it('opens the user modal from Add User and Edit', async () => {
    const user = userEvent.setup();
    api();
    renderTab();
    await screen.findByTestId('users-count');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Create new user');
    vi.restoreAllMocks();
  });
});
