import * as MESSAGES from '@shared/texts/general';
import { LEAVE_PAGE_BUTTONS } from '@shared/texts/confirm';
import { COMMENTS_FILTER, commentsNoneNew } from '@shared/roster/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeQueryKey } from '@/lib/query-keys';
import { jsonResponse, signIn } from '@/test/fixtures';
import { stubViewport } from '@/test/mock-api';
import { cohortInfo, participant, rosterResponse, unitOptions } from '../test-data';
import { ROSTER_PATH, mockRosterApi, renderRoster } from '../test-utils';

const box = (participantId: number, day: number) =>
  screen
    .getAllByTestId('attendance-checkbox')
    .find(
      (input) => input.getAttribute('data-participant-id') === String(participantId) && input.getAttribute('data-day') === String(day),
    ) as HTMLInputElement;

async function loaded() {
  return screen.findAllByTestId('roster-row');
}

describe('roster screen', { timeout: 30_000 }, () => {
  it('loads the cohort, unit details, staff and participants with their days', async () => {
    signIn(['facilitator_national']);
    mockRosterApi();
    renderRoster();
    const rows = await loaded();
    expect(rows.map((row) => row.getAttribute('data-participant-id'))).toEqual(['1001', '1002', '1003']);
    expect(screen.getByTestId('roster-cohort-name')).toHaveTextContent('NY Albany EDP 2025 #1');
    expect(screen.getByTestId('roster-webinar')).toHaveTextContent('Meeting ID: 123 456 789');
    expect(screen.getByTestId('roster-webinar')).toHaveTextContent('Password: pw42');
    expect(screen.getByRole('link', { name: /Shared Drive/ })).toHaveAttribute('href', 'https://drive.example.org/folder/11');
    expect(screen.getByTestId('email-all')).toHaveAttribute('href', 'mailto:p1001@example.org,p1002@example.org,p1003@example.org');
    expect(screen.getByTestId('roster-from')).toHaveTextContent('From: Feb 10, 2026');
    expect(screen.getByTestId('roster-to')).toHaveTextContent('To: Feb 11, 2026');
    expect(screen.getByTestId('roster-facilitator')).toHaveTextContent('Fay Lead');
    expect(screen.getByTestId('roster-cofacilitator')).toHaveTextContent('Cal One, Cat Two, Cid Three…');
    expect(screen.queryByTestId('roster-producer')).not.toBeInTheDocument();
    expect(screen.getByTestId('roster-adviser')).toHaveTextContent('AL Adviser: Ada Viser');
    expect(screen.getAllByRole('columnheader', { name: 'Day 1' }).length).toBeGreaterThan(0);
    expect(box(1001, 1)).toBeChecked();
    expect(box(1001, 2)).not.toBeChecked();
    expect(screen.getByTestId('save-attendance')).toBeDisabled();
    expect(screen.queryByTestId('independent-toggle')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('unit-select')).getByRole('combobox')).toHaveTextContent('Unit 2');
    expect(within(rows[2]).getByTestId('makeup-chip')).toBeInTheDocument();
  });

  it('shows UNASSIGNED, a single day as Date/Time, and coaching wording without attendance', async () => {
    signIn(['administrator']);
    mockRosterApi({
      cohort: cohortInfo({ isCoaching: true }),
      roster: () =>
        rosterResponse({
          facilitators: [],
          advisers: [
            { id: 7, firstName: 'Ada', lastName: 'Viser', email: 'a@x.org' },
            { id: 8, firstName: 'Bo', lastName: 'Coach', email: 'b@x.org' },
          ],
        }),
    });
    renderRoster();
    await loaded();
    expect(screen.getByTestId('roster-facilitator')).toHaveTextContent('UNASSIGNED');
    expect(screen.getByTestId('roster-adviser')).toHaveTextContent('Coaches: Ada Viser, Bo Coach');
    expect(screen.getByTestId('roster-start')).toHaveTextContent('Start: Feb 10, 2026');
    expect(screen.getByText('Coachees (3)')).toBeInTheDocument();
    expect(screen.queryByTestId('attendance-checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('save-attendance')).not.toBeInTheDocument();
  });

  it('ticks a day and saves the whole roster with the loaded version', async () => {
    signIn(['facilitator_national']);
    let version = 4;
    let saved: Record<number, Array<{ day: number; attendance: boolean; independentAttendance: boolean }>> = {};
    const api = mockRosterApi({
      roster: () => {
        const roster = rosterResponse({ version });
        for (const p of roster.participants) {
          const days = saved[p.generalInformation.id];
          if (days)
            p.infoAttendance = p.infoAttendance.map((entry) => ({ ...entry, ...days.find((d) => d.day === entry.day), recorded: true }));
        }
        return roster;
      },
      save: (call) => {
        const body = call.body as {
          participants: Array<{
            participantId: number;
            infoAttendance: Array<{ day: number; attendance: boolean; independentAttendance: boolean }>;
          }>;
        };
        saved = Object.fromEntries(body.participants.map((p) => [p.participantId, p.infoAttendance]));
        version = 5;
        return jsonResponse({ message: 'Attendance has been saved.', version: 5 });
      },
    });
    renderRoster();
    await loaded();
    await userEvent.click(box(1002, 2));
    expect(box(1002, 2)).toBeChecked();
    await userEvent.click(screen.getByTestId('save-attendance'));
    expect(await screen.findByText(MESSAGES.attendanceSaved)).toBeInTheDocument();
    const [save] = api.called('POST /api/save_attendance');
    expect(save.body).toMatchObject({ cohortId: 11, courseId: 10, unit: '2', version: 4, isExtended: false });
    const body = save.body as { participants: Array<{ participantId: number; isMakeup: boolean; infoAttendance: unknown[] }> };
    expect(body.participants.map((p) => p.participantId)).toEqual([1001, 1002, 1003]);
    expect(body.participants[1].infoAttendance).toEqual([
      { day: 1, attendance: false, independentAttendance: false },
      { day: 2, attendance: true, independentAttendance: false },
    ]);
    expect(body.participants[2].isMakeup).toBe(true);
    await waitFor(() => expect(api.called('GET /api/get_roster_info/11/301').length).toBeGreaterThanOrEqual(2));
    expect(box(1002, 2)).toBeChecked();
    await waitFor(() => expect(screen.getByTestId('save-attendance')).toBeDisabled());
  });

  it('selects all of a day and disables a future day', async () => {
    signIn(['facilitator_national']);
    mockRosterApi({
      roster: () => {
        const roster = rosterResponse();
        roster.days[1] = { ...roster.days[1], isFuture: true };
        return roster;
      },
    });
    renderRoster();
    await loaded();
    expect(box(1001, 2)).toBeDisabled();
    expect(box(1001, 1)).toBeEnabled();
    const selectAll = screen.getAllByTestId('select-all');
    expect(selectAll.find((input) => input.getAttribute('data-day') === '2')).toBeDisabled();
    await userEvent.click(selectAll.find((input) => input.getAttribute('data-day') === '1') as HTMLElement);
    for (const id of [1001, 1002, 1003]) expect(box(id, 1)).toBeChecked();
    expect(screen.getByTestId('save-attendance')).toBeEnabled();
  });

  it('refuses Independent Study on two days before sending', async () => {
    signIn(['administrator']);
    const api = mockRosterApi();
    renderRoster();
    await loaded();
    await userEvent.click(within(screen.getByTestId('independent-toggle')).getByRole('switch'));
    await userEvent.click(box(1002, 1));
    await userEvent.click(box(1002, 2));
    expect(screen.getAllByTestId('independent-mark')).toHaveLength(2);
    await userEvent.click(screen.getByTestId('save-attendance'));
    expect(await screen.findByText(MESSAGES.independentStudyOneDay)).toBeInTheDocument();
    expect(api.called('POST /api/save_attendance')).toHaveLength(0);
  });

  it('shows a concurrent save beside the marks on screen, and reloads theirs', async () => {
    signIn(['facilitator_national']);
    const conflict = MESSAGES.attendanceSaveError(MESSAGES.attendanceConflict);
    // Someone else saved version 5 since this screen loaded version 4.
    let version = 4;
    const api = mockRosterApi({
      roster: () => rosterResponse({ version }),
      save: () => {
        version = 5;
        return jsonResponse({ message: conflict }, 409);
      },
    });
    renderRoster();
    await loaded();
    await userEvent.click(box(1002, 1));
    await userEvent.click(screen.getByTestId('save-attendance'));
    expect(await screen.findByTestId('roster-notice')).toHaveTextContent(conflict);
    const panel = await screen.findByTestId('roster-conflict');
    expect(
      within(panel)
        .getAllByTestId('conflict-row')
        .map((row) => row.textContent),
    ).toEqual(['Bob Brown1AbsentPresent']);
    expect(screen.getByTestId('save-status')).toHaveTextContent(MESSAGES.attendanceNotSavedYet);
    expect(box(1002, 1)).toBeChecked();
    expect(api.called('POST /api/save_attendance')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(box(1002, 1)).not.toBeChecked());
    expect(screen.queryByTestId('roster-conflict')).not.toBeInTheDocument();
  });

  it('saves the marks over the newer sheet only when the person keeps theirs', async () => {
    signIn(['facilitator_national']);
    let version = 4;
    const api = mockRosterApi({
      roster: () => rosterResponse({ version }),
      save: (call) => {
        if ((call.body as { version: number }).version !== version) return jsonResponse({ message: 'conflict' }, 409);
        version += 1;
        return jsonResponse({ message: MESSAGES.attendanceSaved, version });
      },
    });
    renderRoster();
    await loaded();
    version = 5;
    await userEvent.click(box(1002, 1));
    await userEvent.click(screen.getByTestId('save-attendance'));
    await userEvent.click(await screen.findByTestId('conflict-keep-mine'));
    expect(await screen.findByText(MESSAGES.attendanceSaved)).toBeInTheDocument();
    expect(api.called('POST /api/save_attendance').map((call) => (call.body as { version: number }).version)).toEqual([4, 5]);
    await waitFor(() => expect(screen.queryByTestId('roster-conflict')).not.toBeInTheDocument());
  });

  it('queues a save the network refused, says Not saved yet, and sends it when the browser is online again', async () => {
    const { data } = signIn(['facilitator_national']);
    let offline = true;
    const api = mockRosterApi({
      save: () => {
        if (offline) throw new TypeError('Failed to fetch');
        return jsonResponse({ message: MESSAGES.attendanceSaved, version: 5 });
      },
    });
    renderRoster();
    await loaded();
    await userEvent.click(box(1002, 2));
    await userEvent.click(screen.getByTestId('save-attendance'));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(MESSAGES.attendanceNotSavedYet));
    expect(screen.getByText(MESSAGES.attendanceQueued)).toBeInTheDocument();
    const key = `roster-draft:${data.userID}:11:301`;
    await waitFor(() => expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toMatchObject({ base: 4, queued: true }));
    expect(box(1002, 2)).toBeChecked();

    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(MESSAGES.attendanceSaved)).toBeInTheDocument();
    const saves = api.called('POST /api/save_attendance');
    expect(saves).toHaveLength(2);
    expect(saves.map((call) => (call.body as { version: number }).version)).toEqual([4, 4]);
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });

  it('counts a retried save whose first answer was lost as saved (the server refused the replay), and sends the ticks made since', async () => {
    signIn(['facilitator_national']);
    let version = 4;
    let lose = true;
    let saved: Array<{ participantId: number; infoAttendance: Array<{ day: number; attendance: boolean }> }> = [];
    const api = mockRosterApi({
      roster: () => {
        const roster = rosterResponse({ version });
        for (const p of roster.participants) {
          const days = saved.find((s) => s.participantId === p.generalInformation.id)?.infoAttendance;
          if (days) p.infoAttendance = p.infoAttendance.map((entry) => ({ ...entry, ...days.find((d) => d.day === entry.day) }));
        }
        return roster;
      },
      save: (call) => {
        const body = call.body as { version: number; participants: typeof saved };
        if (body.version !== version) return jsonResponse({ message: 'conflict' }, 409);
        saved = body.participants;
        version += 1;
        // The first one is stored, but its answer never reaches the browser.
        if (lose) {
          lose = false;
          throw new TypeError('Failed to fetch');
        }
        return jsonResponse({ message: MESSAGES.attendanceSaved, version });
      },
    });
    renderRoster();
    await loaded();
    await userEvent.click(box(1002, 2));
    await userEvent.click(screen.getByTestId('save-attendance'));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(MESSAGES.attendanceNotSavedYet));
    // Ticked while the connection is down.
    await userEvent.click(box(1001, 2));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.called('POST /api/save_attendance')).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));
    expect(api.called('POST /api/save_attendance').map((call) => (call.body as { version: number }).version)).toEqual([4, 4, 5]);
    expect(version).toBe(6);
    expect(screen.queryByTestId('roster-conflict')).not.toBeInTheDocument();
    expect(box(1002, 2)).toBeChecked();
    expect(box(1001, 2)).toBeChecked();
  });

  it('keeps unsaved ticks on the device and restores them when the roster is opened again', async () => {
    signIn(['facilitator_national']);
    mockRosterApi();
    const first = renderRoster();
    await loaded();
    await userEvent.click(box(1002, 2));
    expect(screen.getByTestId('save-status')).toHaveTextContent(MESSAGES.attendanceUnsaved);
    first.unmount();

    renderRoster();
    await loaded();
    expect(await screen.findByText(MESSAGES.attendanceDraftRestored)).toBeInTheDocument();
    expect(box(1002, 2)).toBeChecked();
    expect(screen.getByTestId('save-attendance')).toBeEnabled();
  });

  it('on a phone: one row per participant with the day boxes, the rest behind Details', async () => {
    stubViewport(390);
    signIn(['facilitator_national']);
    mockRosterApi();
    renderRoster();
    const rows = await loaded();
    expect(rows).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Day 1', 'Day 2', 'Details']);
    expect(screen.queryByTestId('form-checkbox')).not.toBeInTheDocument();
    expect(box(1001, 1)).toBeChecked();
    const toggle = within(rows[1]).getByRole('button', { name: 'Details of Bob Brown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByTestId('roster-row-details');
    expect(within(details).getByRole('checkbox', { name: 'Form Bob Brown' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'E-mail Bob Brown' })).toBeInTheDocument();
  });

  it("filters by the Comments column's All/New, by keyboard, in both halves; Select All still covers everyone", async () => {
    signIn(['facilitator_national']);
    const quiet = participant(1002, 'Bob', 'Brown');
    quiet.projectInfo.countComments = 0;
    const roster = rosterResponse();
    mockRosterApi({ roster: () => ({ ...roster, participants: [roster.participants[0], quiet, roster.participants[2]] }) });
    renderRoster();
    await loaded();
    const filters = screen.getAllByRole('group', { name: COMMENTS_FILTER.label });
    expect(filters).toHaveLength(2);
    expect(within(filters[0]).getByRole('button', { name: COMMENTS_FILTER.all })).toHaveAttribute('aria-pressed', 'true');
    within(filters[0]).getByRole('button', { name: COMMENTS_FILTER.new }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByTestId('roster-row').map((row) => row.getAttribute('data-participant-id'))).toEqual(['1001', '1003']);
    for (const group of screen.getAllByRole('group', { name: COMMENTS_FILTER.label }))
      expect(within(group).getByRole('button', { name: COMMENTS_FILTER.new })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getAllByTestId('select-all').find((input) => input.getAttribute('data-day') === '2')!);
    within(screen.getAllByRole('group', { name: COMMENTS_FILTER.label })[0])
      .getByRole('button', { name: COMMENTS_FILTER.all })
      .focus();
    await userEvent.keyboard(' ');
    expect(screen.getAllByTestId('roster-row')).toHaveLength(3);
    expect(box(1002, 2)).toBeChecked();
  });

  it('on a phone: the All/New filter stands above the rows, and says when no one has new comments', async () => {
    stubViewport(390);
    signIn(['facilitator_national']);
    const roster = rosterResponse();
    for (const p of roster.participants) p.projectInfo.countComments = 0;
    mockRosterApi({ roster: () => roster });
    renderRoster();
    await loaded();
    const filter = screen.getByRole('group', { name: COMMENTS_FILTER.label });
    await userEvent.click(within(filter).getByRole('button', { name: COMMENTS_FILTER.new }));
    expect(screen.queryAllByTestId('roster-row')).toHaveLength(0);
    expect(screen.getByText(commentsNoneNew)).toHaveAttribute('role', 'status');
    await userEvent.click(within(filter).getByRole('button', { name: COMMENTS_FILTER.all }));
    expect(screen.getAllByTestId('roster-row')).toHaveLength(3);
  });

  it('locks the checkboxes and the Form for a state coordinator', async () => {
    signIn(['state_coordinator']);
    mockRosterApi();
    renderRoster();
    await loaded();
    for (const input of screen.getAllByTestId('attendance-checkbox')) expect(input).toBeDisabled();
    for (const input of screen.getAllByTestId('form-checkbox')) expect(input).toBeDisabled();
    expect(screen.getByTestId('save-attendance')).toBeDisabled();
    expect(screen.queryByTestId('add-guest')).not.toBeInTheDocument();
    expect(screen.queryByTestId('makeup-delete')).not.toBeInTheDocument();
  });

  it('saves the Form at once and shows its message; PI wording for Teacher For Effective Learning', async () => {
    signIn(['facilitator_national']);
    const api = mockRosterApi({ cohort: cohortInfo({ course: { id: 10, name: 'Teacher For Effective Learning' } }) });
    renderRoster();
    await loaded();
    expect(screen.getAllByRole('columnheader', { name: 'PI Status' }).length).toBeGreaterThan(0);
    const form = screen
      .getAllByTestId('form-checkbox')
      .find((input) => input.getAttribute('data-participant-id') === '1002') as HTMLElement;
    await userEvent.click(form);
    expect(await screen.findByText(MESSAGES.alpFormSaved)).toBeInTheDocument();
    expect(api.called('POST /api/save_alp_form')[0].body).toEqual({ cohortId: 11, participantId: 1002, status: true, isMakeup: false });
  });

  it('asks before changing unit with unsaved changes', async () => {
    signIn(['facilitator_national']);
    mockRosterApi();
    const { router } = renderRoster();
    await loaded();
    await userEvent.click(box(1002, 1));
    await userEvent.click(within(screen.getByTestId('unit-select')).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Unit 1' }));
    expect(await screen.findByText(MESSAGES.unsavedChanges)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: LEAVE_PAGE_BUTTONS.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(ROSTER_PATH);
    expect(box(1002, 1)).toBeChecked();

    await userEvent.click(within(screen.getByTestId('unit-select')).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Unit 1' }));
    await userEvent.click(await screen.findByRole('button', { name: LEAVE_PAGE_BUTTONS.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohort/11/event/310/unit/1/cohort/5011'));
  });

  it('changes unit at once when nothing changed', async () => {
    signIn(['facilitator_national']);
    mockRosterApi();
    const { router } = renderRoster();
    await loaded();
    await userEvent.click(within(screen.getByTestId('unit-select')).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Orientation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/cohort/11/event/300/unit/orientation/cohort/5011'));
    expect(screen.queryByText(MESSAGES.unsavedChanges)).not.toBeInTheDocument();
  });

  it('lists a unit the cohort does not deliver as n/a, not to be chosen', async () => {
    signIn(['facilitator_national']);
    mockRosterApi({
      units: [...unitOptions(), { value: '3', unit_id: null, label: 'Unit 3 (n/a)', start_date: null, not_delivered: true }],
    });
    const { router } = renderRoster();
    await loaded();
    await userEvent.click(within(screen.getByTestId('unit-select')).getByRole('combobox'));
    const notDelivered = await screen.findByRole('option', { name: 'Unit 3 (n/a)' });
    expect(notDelivered).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Unit 1' })).not.toHaveAttribute('aria-disabled');
    expect(router.state.location.pathname).toBe(ROSTER_PATH);
  });

  it('adds a make-up guest found by search, and deletes a make-up after confirming', async () => {
    signIn(['facilitator_national']);
    let participants = rosterResponse().participants;
    const api = mockRosterApi({
      roster: () => rosterResponse({ participants }),
      guests: (call) =>
        jsonResponse({
          participants:
            (call.body as { search: string }).search === 'dan' ? [{ id: 1004, name: 'Dan Dale', email: 'dan@example.org' }] : [],
        }),
      addMakeup: () => {
        participants = [...participants, participant(1004, 'Dan', 'Dale', { isMakeup: true })];
        return jsonResponse({ isSaved: true, message: MESSAGES.makeupSaved });
      },
      removeMakeup: () => {
        participants = participants.filter((p) => p.generalInformation.id !== 1003);
        return jsonResponse({ removed: true, message: MESSAGES.makeupRemoved });
      },
    });
    renderRoster();
    await loaded();

    const addButton = screen.getByRole('button', { name: 'Add participant' });
    await userEvent.click(addButton);
    expect(await screen.findByText(MESSAGES.selectParticipant)).toBeInTheDocument();

    const input = screen.getByPlaceholderText('Add a new participant');
    await userEvent.type(input, 'xyz');
    expect(await screen.findByText(MESSAGES.noParticipantsWith('xyz'))).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'dan');
    await userEvent.click(await screen.findByRole('option', { name: /Dan Dale/ }));
    await userEvent.click(addButton);
    expect(await screen.findByText(MESSAGES.makeupSaved)).toBeInTheDocument();
    expect(api.called('POST /api/save_makeup_participant')[0].body).toEqual({ cohortId: 11, eventUnit: '2', participantId: 1004 });
    expect(api.called('POST /api/extraParticipantList').map((call) => call.body)).toContainEqual({
      cohortId: 11,
      outState: false,
      eventId: 301,
      search: 'dan',
    });
    await waitFor(() => expect(screen.getAllByTestId('roster-row')).toHaveLength(4));

    const cora = screen.getAllByTestId('roster-row').find((row) => row.getAttribute('data-participant-id') === '1003') as HTMLElement;
    await userEvent.click(within(cora).getByTestId('makeup-delete'));
    expect(await screen.findByText(MESSAGES.deleteMakeupConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(MESSAGES.makeupRemoved)).toBeInTheDocument();
    expect(api.called('POST /api/remove_makeup')[0].body).toEqual({ cohortId: 11, participantId: 1003, eventUnit: '2' });
    await waitFor(() => expect(screen.getAllByTestId('roster-row')).toHaveLength(3));
  });

  it('answers Page not found for a cohort id that is not digits', async () => {
    signIn(['facilitator_national']);
    mockRosterApi();
    renderRoster('/dashboard/cohort/abc/event/301/unit/2/cohort/5011');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens Reports and Downloads, with the audit for a facilitator', async () => {
    signIn(['facilitator_national']);
    mockRosterApi();
    renderRoster();
    await loaded();
    await userEvent.click(screen.getByTestId('reports-downloads'));
    const dialog = await screen.findByRole('dialog', { name: 'Reports and Downloads' });
    expect(within(dialog).getByText('Attendance Audit')).toBeInTheDocument();
    expect(within(dialog).getByText('Context Analysis Tool Report')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Download' })).toHaveLength(4);
  });

  it('links the unit evaluation report once the unit is over, and not before', async () => {
    signIn(['facilitator_national']);
    mockRosterApi({ roster: (eventId) => rosterResponse({ unitPassed: eventId === 301 }) });
    const { router } = renderRoster();
    await loaded();
    expect(screen.getByTestId('unit-evaluation-link')).toHaveAttribute('href', '/dashboard/cohort/11/unit/2/evaluation?postId=5011');
    await router.navigate('/dashboard/cohort/11/event/310/unit/1/cohort/5011');
    await waitFor(() => expect(screen.queryByTestId('unit-evaluation-link')).not.toBeInTheDocument());
  });

  it("shows an administrator the unit's attendance history once opened: who changed which mark, before and after", async () => {
    signIn(['administrator']);
    let version = 4;
    const api = mockRosterApi({
      roster: () => rosterResponse({ version }),
      history: (unit) => [
        {
          at: '2026-02-12T20:05:00Z',
          actorId: 4,
          actorName: 'Fay Lead',
          detail: {
            unit,
            version: 4,
            changes: [
              {
                user_id: 1002,
                event_id: 302,
                before: null,
                after: { attendance: '1', independent: false, recorded_by: 4, recorded_at: '2026-02-12T20:05:00Z' },
              },
            ],
          },
        },
      ],
    });
    const { queryClient } = renderRoster();
    await loaded();
    // The roster's load does not ask for it: only opening the panel does.
    expect(api.called('GET /api/attendance_history/11/2')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Attendance history/ }));
    const [row] = await screen.findAllByTestId('history-row');
    expect(api.called('GET /api/attendance_history/11/2')).toHaveLength(1);
    expect(screen.getByText('Attendance history (1 save)')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Feb 12, 2026, 3:05 PM', 'Fay Lead', 'Bob Brown', 'Day 2', '—', 'Present']);
    // A newer save on the roster asks for the history again.
    version = 5;
    await queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/get_roster_info/{cohortId}/{eventId}', 11) });
    await waitFor(() => expect(api.called('GET /api/attendance_history/11/2')).toHaveLength(2));
  });

  it('has no attendance history for a facilitator', async () => {
    signIn(['facilitator_national']);
    const api = mockRosterApi();
    renderRoster();
    await loaded();
    expect(screen.queryByTestId('attendance-history')).not.toBeInTheDocument();
    expect(api.called('GET /api/attendance_history/11/2')).toHaveLength(0);
  });

  it('lets an administrator log in as a participant by clicking the name, and no one else', async () => {
    signIn(['administrator']);
    const api = mockRosterApi();
    renderRoster();
    await loaded();
    expect(screen.getAllByTestId('login-as-name').map((link) => link.textContent)).toEqual(['Adams', 'Brown', 'Clark']);
    await userEvent.click(screen.getAllByTestId('login-as-name')[1]);
    expect(await screen.findByTestId('login-as-error')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/user/loginas/1002/false')).toBe(true);
  });

  it('shows names as plain text to a facilitator', async () => {
    signIn(['facilitator_national']);
    mockRosterApi();
    renderRoster();
    await loaded();
    expect(screen.queryByTestId('login-as-name')).not.toBeInTheDocument();
  });
});
