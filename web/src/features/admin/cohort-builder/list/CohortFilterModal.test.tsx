import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CohortBuilderFilters, CohortListFilter } from '@shared/cohort-builder/list.types';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { CohortFilterModal } from './CohortFilterModal';
import { compactCohortFilter, COHORT_FILTER_KEY, storedCohortFilter } from './filter-storage';

const CHOICES: CohortBuilderFilters = {
  courses: [],
  states: [],
  deliveryModels: [],
  meetingTypes: [],
  createdBy: [{ id: 1, name: 'Sara Senior' }],
  updatedBy: [{ id: 2, name: 'Max Modifier' }],
};

/** The people the server offers per typeFilter, narrowed by the search as the route does (words starting with it). */
const PEOPLE: Record<string, Array<{ id: number; name: string }>> = {
  participant: [
    { id: 7, name: 'Ada Okafor' },
    { id: 8, name: 'Olu Okafor' },
  ],
  whoCreate: [
    { id: 1, name: 'Sara Senior' },
    { id: 3, name: 'Sam Admin' },
  ],
  whoModify: [{ id: 2, name: 'Max Modifier' }],
};

function api() {
  return mockApi({
    'GET /api/get_cohort_builder_filters': CHOICES,
    'GET /api/getUserListFilter': (call: RecordedCall) => {
      const search = (call.query.get('search') ?? '').toLowerCase();
      const people = PEOPLE[call.query.get('typeFilter')!] ?? [];
      return jsonResponse({
        users: people.filter((p) =>
          p.name
            .toLowerCase()
            .split(' ')
            .some((w) => w.startsWith(search)),
        ),
      });
    },
  });
}

function renderModal(initial: CohortListFilter = {}) {
  const onDone = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <CohortFilterModal initial={initial} onCancel={vi.fn()} onClear={vi.fn()} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone, dialog: screen.getByRole('dialog', { name: 'Filter Cohort Builder List' }) };
}

describe('Filter Cohort Builder List: people pickers', { timeout: 60_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn(['administrator']);
  });

  it('chooses a participant found by name: the filter holds their id, with their name beside it', async () => {
    const user = userEvent.setup();
    const { called } = api();
    const { onDone, dialog } = renderModal();
    await user.type(within(dialog).getByRole('combobox', { name: 'Participant' }), 'ada');
    // The search is sent once the typing settles.
    await waitFor(() => expect(called('GET /api/getUserListFilter').at(-1)!.query.get('search')).toBe('ada'));
    expect(called('GET /api/getUserListFilter').at(-1)!.query.get('typeFilter')).toBe('participant');
    await user.click(await screen.findByRole('option', { name: 'Ada Okafor' }));
    expect(within(dialog).getByRole('combobox', { name: 'Participant' })).toHaveValue('Ada Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith({ participant: 7, participant_label: 'Ada Okafor' });
  });

  it('keeps text typed without a choice as a text search (what the list matches in names and e-mails)', async () => {
    const user = userEvent.setup();
    api();
    const { onDone, dialog } = renderModal();
    await user.type(within(dialog).getByRole('combobox', { name: 'Participant' }), 'okaf{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ participant: 'okaf' }));
  });

  it('chooses who created and who modified from the people the server finds for what is typed', async () => {
    const user = userEvent.setup();
    const { called } = api();
    const { onDone, dialog } = renderModal();
    await user.type(within(dialog).getByRole('combobox', { name: 'Created by' }), 'sam');
    await waitFor(() =>
      expect(
        called('GET /api/getUserListFilter').some((c) => c.query.get('typeFilter') === 'whoCreate' && c.query.get('search') === 'sam'),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Sara Senior' })).toBeNull());
    await user.click(await screen.findByRole('option', { name: 'Sam Admin' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Modified by' }));
    await user.click(await screen.findByRole('option', { name: 'Max Modifier' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith({ created_by: [3], updated_by: [2] });
  });

  it('reads a saved filter back: the chosen people by name', async () => {
    api();
    window.localStorage.setItem(COHORT_FILTER_KEY, JSON.stringify({ participant: 7, participant_label: 'Ada Okafor', created_by: [1] }));
    const { dialog } = renderModal(storedCohortFilter());
    expect(within(dialog).getByRole('combobox', { name: 'Participant' })).toHaveValue('Ada Okafor');
    expect(await within(dialog).findByRole('button', { name: 'Sara Senior' })).toBeInTheDocument();
  });

  it('drops a participant label without its participant when stored', () => {
    expect(compactCohortFilter({ participant: null, participant_label: 'Ada Okafor', name: ' ' })).toEqual({});
    expect(compactCohortFilter({ participant: 'okafor', participant_label: null })).toEqual({ participant: 'okafor' });
  });
});
