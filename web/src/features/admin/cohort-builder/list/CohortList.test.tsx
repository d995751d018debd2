import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CohortBuilderFilters, CohortListResponse, CohortListRow } from '@shared/cohort-builder/list.types';
import { COHORT_LIST_TEXT as T } from '@shared/cohort-builder/list.texts';
import { formatInstant } from '@shared/format';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { CohortList } from './CohortList';
import { COHORT_FILTER_KEY } from './filter-storage';

function row(overrides: Partial<CohortListRow> = {}): CohortListRow {
  return {
    id: 41,
    post_id: 5041,
    name: 'OH Columbus EDP 2026 #41',
    course: 'Executive Development Program',
    course_id: 10,
    delivery_model: 'Virtual',
    state: 'OH',
    city: 'Columbus',
    start: { date: '2026-03-03', time: '08:30' },
    next: {
      status: 'next',
      unit_id: '2',
      day: 1,
      days: 2,
      date: '2026-04-07',
      end_date: '2026-04-07',
      start_time: '08:30',
      end_time: '15:30',
    },
    participants: 23,
    divide_units: false,
    created: { at: '2026-01-05T15:00:00.000Z', by: 'Senior' },
    modified: { at: '2026-02-05T15:00:00.000Z', by: null },
    dashboard: { event_id: 301, unit_id: '2', post_id: 5041 },
    ...overrides,
  };
}

const answer = (data: CohortListRow[], total = data.length, totalCohorts = 120, page = 1): CohortListResponse => ({
  cohorts: { data, total, current_page: page, per_page: 50, last_page: Math.max(1, Math.ceil(total / 50)) },
  totalCohorts,
});

const CHOICES: CohortBuilderFilters = {
  courses: [{ id: 10, name: 'Executive Development Program', key: 39 }],
  states: [
    { id: 1, name: 'Pennsylvania', code: 'PA' },
    { id: 3, name: 'Ohio', code: 'OH' },
  ],
  deliveryModels: [{ id: 2, name: 'Virtual', slug: 'virtual' }],
  meetingTypes: [{ slug: 'zoom', name: 'Zoom' }],
  createdBy: [{ id: 1, name: 'Sara Senior' }],
  updatedBy: [],
};

/** GET /api/getUserListFilter's people by typeFilter (whatever the search). */
const PEOPLE: Record<string, Array<{ id: number; name: string }>> = {
  whoCreate: [{ id: 1, name: 'Sara Senior' }],
  whoModify: [{ id: 2, name: 'Max Modifier' }],
  participant: [],
};

const ROWS = [
  row(),
  row({ id: 42, name: 'PA Erie TEL #42', next: { status: 'ended', date: '2025-05-06' }, start: null, dashboard: null, participants: 0 }),
  row({ id: 43, name: 'NY Albany #43', next: { status: 'force_ended' } }),
  row({ id: 44, name: 'NY Buffalo #44', next: { status: 'tbd' } }),
];

function api(list: (call: RecordedCall) => CohortListResponse = () => answer(ROWS, 4, 4)) {
  return mockApi({
    'GET /api/cohort-builder/cohorts': (call: RecordedCall) => jsonResponse(list(call)),
    'GET /api/cohort/search/*': (call: RecordedCall) => jsonResponse(list(call)),
    'GET /api/get_cohort_builder_filters': CHOICES,
    'GET /api/getUserListFilter': (call: RecordedCall) => jsonResponse({ users: PEOPLE[call.query.get('typeFilter')!] ?? [] }),
  });
}

const handlers = { onAddNew: vi.fn(), onEdit: vi.fn() };

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CohortList {...handlers} />
    </QueryClientProvider>,
  );
}

describe('Cohort Builder list', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    handlers.onAddNew.mockReset();
    handlers.onEdit.mockReset();
    signIn(['administrator']);
  });

  it('shows the count line and each column: the title link in a new tab, Start, Next, authors, Edit', async () => {
    const user = userEvent.setup();
    const { called } = api();
    renderList();
    expect(await screen.findByTestId('cohorts-count')).toHaveTextContent('4 of 4 cohorts');
    expect(screen.getByTestId('cohorts-count')).not.toHaveTextContent(T.filtersSet);
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-pressed', 'false');
    const [, first, ended, forced, tbd] = within(screen.getByRole('table', { name: 'Cohorts' })).getAllByRole('row');
    const link = within(first).getByRole('link', { name: 'OH Columbus EDP 2026 #41' });
    expect(link).toHaveAttribute('href', '/dashboard/cohort/41/event/301/unit/2/cohort/5041');
    expect(link).toHaveAttribute('target', '_blank');
    expect(first).toHaveTextContent('Mar 3, 2026 8:30 AM');
    expect(first).toHaveTextContent('Unit 2, Day 1');
    expect(first).toHaveTextContent('Tue, Apr 7, 2026 · 8:30 AM - 3:30 PM');
    expect(first).toHaveTextContent(`Senior ${formatInstant('2026-01-05T15:00:00.000Z')}`);
    expect(first).toHaveTextContent('23');
    expect(ended).toHaveTextContent(`${T.ended}May 6, 2025`);
    expect(ended).toHaveTextContent(T.tbd);
    expect(within(ended).queryByRole('link')).toBeNull();
    expect(forced).toHaveTextContent(T.forceEnded);
    expect(tbd).toHaveTextContent(T.tbd);
    await user.click(within(first).getByRole('button', { name: 'Edit OH Columbus EDP 2026 #41' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(41);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(handlers.onAddNew).toHaveBeenCalled();
    expect(Object.fromEntries(called('GET /api/cohort-builder/cohorts')[0].query)).toEqual({
      page: '1',
      per_page: '50',
      column: 'created_at',
      order_by: 'desc',
      filter: '{}',
    });
  });

  it('applies a filter with Enter, saves it, marks the count line and the Filter button; Clear removes it', async () => {
    const user = userEvent.setup();
    const { called } = api((call) => (call.query.get('filter') === '{}' ? answer(ROWS, 4, 120) : answer([row()], 1, 120)));
    renderList();
    await screen.findByTestId('cohorts-count');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Cohort Builder List' });
    await user.click(within(dialog).getByRole('combobox', { name: 'States' }));
    await user.click(await screen.findByRole('option', { name: 'Ohio' }));
    await user.type(within(dialog).getByLabelText('Total participants to'), '250');
    await user.type(within(dialog).getByLabelText('Name'), 'columbus{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = { states: [3], participants_to: 100, name: 'columbus' };
    await waitFor(() => expect(JSON.parse(called('GET /api/cohort-builder/cohorts').at(-1)!.query.get('filter')!)).toEqual(sent));
    expect(JSON.parse(window.localStorage.getItem(COHORT_FILTER_KEY)!)).toEqual(sent);
    await waitFor(() => expect(screen.getByTestId('cohorts-count')).toHaveTextContent(`1 of 120 cohorts ${T.filtersSet}`));
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
    expect(window.localStorage.getItem(COHORT_FILTER_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('cohorts-count')).toHaveTextContent('4 of 120 cohorts'));
    expect(screen.getByTestId('cohorts-count')).not.toHaveTextContent(T.filtersSet);
  });

  it('while the filtered answer loads, the count line keeps describing the rows it shows', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi({
      'GET /api/cohort-builder/cohorts': async (call: RecordedCall) => {
        if (call.query.get('filter') === '{}') return jsonResponse(answer(ROWS, 4, 4));
        await held;
        return jsonResponse(answer([row()], 1, 4));
      },
      'GET /api/get_cohort_builder_filters': CHOICES,
    });
    renderList();
    expect(await screen.findByTestId('cohorts-count')).toHaveTextContent(/^4 of 4 cohorts$/);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Cohort Builder List' });
    await user.click(within(dialog).getByRole('combobox', { name: 'States' }));
    await user.click(await screen.findByRole('option', { name: 'Ohio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getByTestId('cohorts-count')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByTestId('cohorts-count')).toHaveTextContent(/^4 of 4 cohorts$/);
    release();
    await waitFor(() => expect(screen.getByTestId('cohorts-count')).toHaveTextContent(`1 of 4 cohorts ${T.filtersSet}`));
    expect(screen.getByTestId('cohorts-count')).toHaveAttribute('aria-busy', 'false');
  });

  it('starts from the filter saved in the browser and sends every kind of field', async () => {
    window.localStorage.setItem(COHORT_FILTER_KEY, JSON.stringify({ has_suite: 'some' }));
    const user = userEvent.setup();
    const { called } = api();
    renderList();
    await screen.findByTestId('cohorts-count');
    expect(screen.getByTestId('cohorts-count')).toHaveTextContent(T.filtersSet);
    expect(called('GET /api/cohort-builder/cohorts')[0].query.get('filter')).toBe('{"has_suite":"some"}');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Created by' }));
    await user.click(await screen.findByRole('option', { name: 'Sara Senior' }));
    await user.type(within(dialog).getByLabelText('Participant'), 'okafor');
    await user.type(within(dialog).getByLabelText('Events start from'), '2026-01-02');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(JSON.parse(called('GET /api/cohort-builder/cohorts').at(-1)!.query.get('filter')!)).toEqual({
        has_suite: 'some',
        created_by: [1],
        participant: 'okafor',
        events_start_from: '2026-01-02',
      }),
    );
  });

  it('searches through GET /api/cohort/search/{text}, sorts by a column and jumps to a page', async () => {
    const user = userEvent.setup();
    const { calls, called } = api(() => answer(ROWS, 240, 240));
    renderList();
    await screen.findByTestId('cohorts-count');
    await user.click(screen.getByRole('button', { name: 'Participants' }));
    await waitFor(() => expect(called('GET /api/cohort-builder/cohorts').at(-1)!.query.get('column')).toBe('participants'));
    expect(called('GET /api/cohort-builder/cohorts').at(-1)!.query.get('order_by')).toBe('asc');
    const jump = screen.getByLabelText('Go to page');
    await user.type(jump, '3{Enter}');
    await waitFor(() => expect(called('GET /api/cohort-builder/cohorts').at(-1)!.query.get('page')).toBe('3'));
    await user.type(screen.getByLabelText('Search cohorts'), 'Columbus');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/cohort/search/Columbus')).toBe(true), { timeout: 3_000 });
    const searched = calls.filter((c) => c.path === '/api/cohort/search/Columbus').at(-1)!;
    expect(searched.query.get('page')).toBe('1');
    await waitFor(() => expect(screen.getByTestId('cohorts-count')).toHaveTextContent(T.filtersSet));
  });
});
