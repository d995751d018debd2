import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CohortForEdit } from '@shared/cohort-builder/form.types';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { DISCARD_BUTTONS } from '@shared/texts/confirm';
import { addDays } from '@shared/time';
import { nyDate } from '@shared/time';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { newCohortValues } from '@shared/cohort-builder/form.texts';
import CohortFormPage from './CohortFormPage';

const ME = 1;
const LOCK_MESSAGE =
  'Sara Senior (sara@example.org) has this file open now.  You cannot access this file until Sara Senior closes the file.';

function cohort(overrides: Partial<CohortForEdit['values']> = {}): CohortForEdit {
  return {
    values: {
      ...newCohortValues(),
      id: 5,
      version: 3,
      name: 'Albany EDP 2026',
      course_id: 10,
      delivery_model_id: 1,
      city: 'Albany',
      state_id: 2,
      contract: 'C-17',
      orientation: { date: '2026-01-12', start_time: '09:00', end_time: '12:00', url_unit_evaluation: null, meeting_type: null },
      ...overrides,
    },
    post_id: 5005,
    people: [],
    force_end_log: [],
    recorded_event_ids: [],
    created_at: '2026-01-01T15:00:00.000Z',
    created_by: 'Senior',
    updated_at: '2026-01-02T15:00:00.000Z',
    updated_by: 'Senior',
  };
}

const reference = {
  'GET /api/get_cohort_builder_filters': {
    courses: [{ id: 10, key: 39, name: 'Executive Development Program' }],
    states: [
      { id: 1, code: 'PA', name: 'Pennsylvania' },
      { id: 2, code: 'NY', name: 'New York' },
    ],
    deliveryModels: [{ id: 1, slug: 'in_person', name: 'In Person' }],
    meetingTypes: [{ slug: 'zoom', name: 'Zoom' }],
  },
  'GET /api/courses/get/cohort-builder': {
    courses: [
      {
        value: 10,
        label: 'Executive Development Program',
        key: 39,
        cms_key: 'cohort39',
        abbreviation: 'EDP',
        is_nisl: true,
        is_edp: true,
        section_units: 6,
        single_event: false,
      },
    ],
  },
  'GET /api/districts_by_state/*': [{ id: 201, state_id: 2, name: 'Albany City School District' }],
  'GET /api/validate_page': { next: true },
  'POST /api/active_page': { next: true },
  'POST /api/update_page': { next: true },
  'POST /api/disabled_page': { released: true },
};

function renderForm(cohortId: number | null) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CohortFormPage cohortId={cohortId} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { ...view, onClose };
}

/** Types a whole value at once (key by key re-renders the large form for every key). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** The open confirmation whose question is `text`. */
const confirmation = (text: string) => within(screen.getByText(text).closest('[role="dialog"]') as HTMLElement);
/** Waits for the confirmation to be gone (it leaves the page behind it hidden while it closes). */
const gone = (text: string) => waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());

describe('CohortFormPage', { timeout: 60_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    signIn(['administrator'], { userID: ME });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('requires a title, and asks before cancelling unsaved changes', async () => {
    const { called } = mockApi(reference);
    const { onClose } = renderForm(null);
    expect(screen.getByRole('heading', { name: 'New cohort' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'DELETE' })).not.toBeInTheDocument();
    const user = userEvent.setup();

    // Nothing typed: Cancel closes at once.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    // Every missing field is listed at the header and marked; the first takes the focus (issue 34).
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([COHORT_TEXT.titleRequired, COHORT_TEXT.courseRequired, COHORT_TEXT.deliveryModelRequired, COHORT_TEXT.stateRequired]);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(COHORT_TEXT.titleRequired);
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription(COHORT_TEXT.stateRequired);
    expect(called('POST /api/cohort')).toHaveLength(0);

    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Buffalo PF');
    expect(screen.getByRole('heading', { name: 'Buffalo PF' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = confirmation(COHORT_TEXT.cancelWithChanges);
    await user.click(question.getByRole('button', { name: DISCARD_BUTTONS.keep }));
    await gone(COHORT_TEXT.cancelWithChanges);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(confirmation(COHORT_TEXT.cancelWithChanges).getByRole('button', { name: DISCARD_BUTTONS.discard }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('saves a new cohort with the chosen course, delivery model and state, then closes', async () => {
    const { called } = mockApi({ ...reference, 'POST /api/cohort': { id: 9, post_id: 5009, version: 1, welcomed: 0 } });
    const { onClose } = renderForm(null);
    const user = userEvent.setup();
    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Buffalo EDP');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COHORT_TEXT.courseRequired);
    await user.click(screen.getByRole('combobox', { name: /^Course/ }));
    await user.click(await screen.findByRole('option', { name: 'Executive Development Program' }));
    await user.click(screen.getByRole('combobox', { name: /^Delivery model/ }));
    await user.click(await screen.findByRole('option', { name: 'In Person' }));
    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'New York' }));
    await user.click(screen.getByRole('checkbox', { name: 'Course 2' }));
    await user.click(screen.getByRole('radio', { name: 'Some participants' }));
    await user.click(screen.getByRole('checkbox', { name: COHORT_TEXT.divideUnits }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(called('POST /api/cohort')[0].body).toMatchObject({
      id: null,
      name: 'Buffalo EDP',
      course_id: 10,
      delivery_model_id: 1,
      state_id: 2,
      sub_courses: ['course2'],
      has_suite: 'some',
      divide_units: true,
    });
  });

  it('edits under the page lock; a save over a newer version shows the conflict and keeps the edits', async () => {
    const { called } = mockApi({
      ...reference,
      'GET /api/cohort/5': cohort(),
      'POST /api/cohort': () => jsonResponse({ message: COHORT_TEXT.changedMeanwhile }, 409),
    });
    const { onClose, unmount } = renderForm(5);
    expect(await screen.findByRole('heading', { name: 'Albany EDP 2026 (ID 5)' })).toBeInTheDocument();
    expect(called('GET /api/validate_page')[0].query.get('page')).toBe('cohortbuilder/edit/5005');
    expect(called('POST /api/active_page')[0].body).toEqual({ page: 'cohortbuilder/edit/5005', user_id: ME });
    const user = userEvent.setup();
    const contract = screen.getByRole('textbox', { name: 'Contract' });
    await fill(user, contract, 'C-18');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(COHORT_TEXT.changedMeanwhile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(called('POST /api/cohort')[0].body).toMatchObject({ id: 5, version: 3, contract: 'C-18' });
    expect(screen.getByRole('textbox', { name: 'Contract' })).toHaveValue('C-18');
    expect(onClose).not.toHaveBeenCalled();

    // Leaving releases the lock.
    unmount();
    await waitFor(() => expect(called('POST /api/disabled_page')).toHaveLength(1));
  });

  it('shows any other refusal as the failed save, with the server message', async () => {
    mockApi({
      ...reference,
      'GET /api/cohort/5': cohort(),
      'POST /api/cohort': () => jsonResponse({ message: 'Dates are YYYY-MM-DD.' }, 422),
    });
    renderForm(5);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COHORT_TEXT.saveFailed);
    expect(alert).toHaveTextContent(COHORT_TEXT.saveFailedDetail);
    expect(alert).toHaveTextContent('Dates are YYYY-MM-DD.');
  });

  it('shows the lock holder instead of the form when someone else has the cohort open', async () => {
    const { called } = mockApi({
      ...reference,
      'GET /api/cohort/5': cohort(),
      'GET /api/validate_page': () => jsonResponse({ message: LOCK_MESSAGE }, 423),
    });
    const { onClose } = renderForm(5);
    expect((await screen.findByRole('alert')).textContent).toBe(LOCK_MESSAGE);
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(called('POST /api/active_page')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('deletes from the Settings pane after the confirmation; a refusal shows the server message', async () => {
    let refuse = true;
    const { called } = mockApi({
      ...reference,
      'GET /api/cohort/5': cohort(),
      'DELETE /api/cohort/5': () => (refuse ? jsonResponse({ message: COHORT_TEXT.deleteHasAttendance }, 409) : jsonResponse({ id: 5 })),
    });
    const { onClose } = renderForm(5);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Albany EDP 2026 (ID 5)' });
    expect(screen.queryByRole('button', { name: 'DELETE' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    // Thinking better of it deletes nothing.
    await user.click(confirmation(COHORT_TEXT.deleteConfirm).getByRole('button', { name: 'Cancel' }));
    await gone(COHORT_TEXT.deleteConfirm);
    expect(called('DELETE /api/cohort/5')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    await user.click(confirmation(COHORT_TEXT.deleteConfirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COHORT_TEXT.deleteHasAttendance);
    await gone(COHORT_TEXT.deleteConfirm);
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    await user.click(confirmation(COHORT_TEXT.deleteConfirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(called('DELETE /api/cohort/5')).toHaveLength(2);
  });

  it('works from the keyboard: the panes switch with Space, Escape keeps the form', async () => {
    mockApi({ ...reference, 'GET /api/cohort/5': cohort() });
    const { onClose } = renderForm(5);
    const user = userEvent.setup();
    const settings = await screen.findByRole('button', { name: 'Settings' });
    settings.focus();
    await user.keyboard(' ');
    expect(settings).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('checkbox', { name: 'yes' })).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Platform' }), 'Zoom');
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(COHORT_TEXT.cancelWithChanges)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await gone(COHORT_TEXT.cancelWithChanges);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Platform' })).toHaveValue('Zoom');
  });

  it('refuses Force End while a day lies in the future, on the client and from the server', async () => {
    const future = addDays(nyDate(), 10);
    let values = cohort({
      orientation: { date: future, start_time: '09:00', end_time: '12:00', url_unit_evaluation: null, meeting_type: null },
    });
    mockApi({
      ...reference,
      'GET /api/cohort/5': () => jsonResponse(values),
      'POST /api/cohort': () => jsonResponse({ message: COHORT_TEXT.forceEndBlocked }, 422),
    });
    const first = renderForm(5);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const box = screen.getByRole('checkbox', { name: 'yes' });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(COHORT_TEXT.forceEndBlocked);
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Reason' })).not.toBeInTheDocument();
    first.unmount();

    // Past days only: the box turns on and asks for the reason; the server still refuses (its today), the box goes back off.
    values = cohort();
    renderForm(5);
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'yes' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COHORT_TEXT.forceEndReasonRequired);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await fill(user, screen.getByRole('textbox', { name: 'Reason' }), 'The district ended the contract.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COHORT_TEXT.forceEndBlocked);
    expect(screen.getByRole('checkbox', { name: 'yes' })).not.toBeChecked();
  });
});
